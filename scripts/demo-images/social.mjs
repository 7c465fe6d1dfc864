// Instagram templates without words: post tiles in several designs, the
// profile grid on a phone and a reel screen. Headlines are bars, figures
// are numerals, and photographs come from photos.mjs or pack.mjs, so a
// template shows its layout the way a buyer will fill it.
import { rect, circle, path, text, uid, linGrad, shade, clipped, SERIF, SANS } from './svg.mjs';
import { headline, copy, photo } from './web.mjs';
import { logoMark } from './marks.mjs';
import { portrait, stillLife, landscape } from './photos.mjs';
import { dropper, jar } from './pack.mjs';

/** The template's "photograph": a product still life, a portrait or a landscape. */
function picture(t, kind) {
  if (kind === 'portrait') return portrait({ wall: t.soft, garment: t.primary, skin: '#d8a688', hair: '#3a2a24' });
  if (kind === 'landscape')
    return landscape({ sky: [shade(t.soft, 0.1), t.accent], hills: [shade(t.primary, 0.45), shade(t.primary, 0.2), t.primary] });
  return stillLife({
    wall: t.soft,
    plinth: shade(t.accent, -0.05),
    objects: (cx, b, s) =>
      dropper(cx - 8 * s, b, 44 * s, {
        glass: t.primary,
        liquid: shade(t.primary, -0.3),
        collar: t.accent,
        bulb: t.ink,
        labelFill: t.surface,
      }).art + jar(cx + 14 * s, b, 20 * s, { body: t.surface, lid: t.accent }).art,
  });
}

/** One square post; `v` picks the design. */
export function postTile(x, y, sz, t, v, rx = 0) {
  const tile = (fill, body) => clipped(x, y, sz, sz, rx, rect(x, y, sz, sz, { fill }) + body);
  const bars = (bx, by, fill, widths = [0.7, 0.5]) => headline(bx, by, sz, widths, { size: sz * 0.09, fill });
  switch (v % 8) {
    case 0: // quote
      return tile(
        t.soft,
        text(x + sz * 0.1, y + sz * 0.42, '“', { size: sz * 0.5, family: SERIF, fill: t.primary }) +
          bars(x + sz * 0.12, y + sz * 0.46, t.ink, [0.72, 0.76, 0.4]) +
          rect(x + sz * 0.12, y + sz * 0.86, sz * 0.12, sz * 0.012, { fill: t.primary }),
      );
    case 1: // photograph, full bleed
      return tile(t.soft, photo(x, y, sz, sz, picture(t, t.picture || 'still')));
    case 2: // announcement: colour field, big disc, bars
      return tile(
        t.primary,
        circle(x + sz * 0.72, y + sz * 0.3, sz * 0.2, t.accent) +
          bars(x + sz * 0.1, y + sz * 0.62, t.surface, [0.6, 0.42]) +
          copy(x + sz * 0.1, y + sz * 0.86, sz * 0.5, 1, { size: sz * 0.03, fill: t.surface, opacity: 0.6 }),
      );
    case 3: // tip carousel: numeral and copy
      return tile(
        t.surface,
        text(x + sz * 0.1, y + sz * 0.4, '01', { size: sz * 0.28, family: SERIF, fill: t.primary }) +
          bars(x + sz * 0.1, y + sz * 0.52, t.ink, [0.66]) +
          copy(x + sz * 0.1, y + sz * 0.66, sz * 0.76, 3, { size: sz * 0.03, fill: t.ink }) +
          path(
            `M${x + sz * 0.82} ${y + sz * 0.86}h${sz * 0.08}m-${sz * 0.03} -${sz * 0.03}l${sz * 0.03} ${sz * 0.03}l-${sz * 0.03} ${sz * 0.03}`,
            'none',
            { stroke: t.primary, strokeWidth: sz * 0.012, strokeLinecap: 'round' },
          ),
      );
    case 4: // arch-framed photograph
      return tile(
        t.surface,
        clipped(
          x + sz * 0.22,
          y + sz * 0.1,
          sz * 0.56,
          sz * 0.62,
          sz * 0.28,
          picture(t, 'portrait')(x + sz * 0.22, y + sz * 0.1, sz * 0.56, sz * 0.7),
        ) + headline(x + sz * 0.25, y + sz * 0.8, sz * 0.5, [1], { size: sz * 0.07, fill: t.ink }),
      );
    case 5: // offer
      return tile(
        t.accent,
        text(x + sz * 0.5, y + sz * 0.56, '–20%', { size: sz * 0.26, family: SERIF, fill: t.ink, anchor: 'middle' }) +
          rect(x + sz * 0.3, y + sz * 0.7, sz * 0.4, sz * 0.08, { rx: sz * 0.04, fill: t.ink }),
      );
    case 6: // landscape with a caption band
      return tile(t.soft, photo(x, y, sz, sz * 0.72, picture(t, 'landscape')) + bars(x + sz * 0.08, y + sz * 0.8, t.ink, [0.55]));
    default: // brand mark on the primary colour
      return tile(
        t.surface,
        logoMark(t.mark, x + sz / 2, y + sz * 0.45, sz * 0.16, t.primary, t.accent) +
          rect(x + sz * 0.4, y + sz * 0.7, sz * 0.2, sz * 0.015, { fill: t.primary }),
      );
  }
}

/** Profile: avatar, counts, highlights and the 3-column grid. */
export function feedScreen(x, y, w, h, t, order = [1, 0, 2, 4, 3, 1, 5, 7, 6, 0, 1, 2]) {
  const u = w / 100;
  let out =
    rect(x, y, w, h, { fill: '#fff' }) + text(x + 8 * u, y + 9 * u, '9:41', { size: 4 * u, fill: '#111', weight: 'bold', family: SANS });
  out += rect(x + 6 * u, y + 16 * u, 34 * u, 3 * u, { rx: 1.5 * u, fill: '#111', opacity: 0.85 });
  out +=
    circle(x + 16 * u, y + 34 * u, 10 * u, t.soft, { stroke: t.primary, strokeWidth: 0.8 * u }) +
    logoMark(t.mark, x + 16 * u, y + 34 * u, 5 * u, t.primary, t.accent);
  ['128', '12.4k', '310'].forEach((n, i) => {
    out +=
      text(x + 43 * u + i * 21 * u, y + 34 * u, n, { size: 4.4 * u, fill: '#111', weight: 'bold', anchor: 'middle', family: SANS }) +
      rect(x + 37 * u + i * 21 * u, y + 37 * u, 12 * u, 1.4 * u, { rx: 0.7 * u, fill: '#111', opacity: 0.3 });
  });
  out += copy(x + 6 * u, y + 49 * u, 70 * u, 2, { size: 1.8 * u, fill: '#111' });
  for (let i = 0; i < 4; i++)
    out +=
      circle(x + 14 * u + i * 19 * u, y + 66 * u, 7 * u, 'none', { stroke: '#ccc', strokeWidth: 0.5 * u }) +
      circle(x + 14 * u + i * 19 * u, y + 66 * u, 5.8 * u, [t.soft, t.accent, t.primary, t.surface][i]);
  const s = (w - 1.2 * u) / 3;
  order.forEach((v, i) => {
    out += postTile(x + (i % 3) * (s + 0.6 * u), y + 78 * u + Math.floor(i / 3) * (s + 0.6 * u), s, t, v);
  });
  return out;
}

/** Reel: full-height scene, the action rail, caption bars and progress. */
export function reelScreen(x, y, w, h, t, scene, progress = 0.4) {
  const u = w / 100,
    id = uid('rl');
  return (
    `<defs>${linGrad(
      id,
      [
        [0, '#000', 0],
        [1, '#000', 0.45],
      ],
      { x1: 0, y1: 0, x2: 0, y2: 1 },
    )}</defs>` +
    scene(x, y, w, h) +
    rect(x, y + h * 0.6, w, h * 0.4, { fill: `url(#${id})` }) +
    [0.58, 0.66, 0.74]
      .map(
        (f, i) =>
          [
            circle(x + 90 * u, y + h * f, 3.6 * u, 'none', { stroke: '#fff', strokeWidth: 0.9 * u }),
            rect(x + 86.5 * u, y + h * f - 3 * u, 7 * u, 6 * u, { rx: 1.5 * u, fill: 'none', stroke: '#fff', strokeWidth: 0.9 * u }),
            path(`M${x + 86 * u} ${y + h * f}L${x + 94 * u} ${y + h * f - 4 * u}L${x + 90 * u} ${y + h * f + 4 * u}Z`, 'none', {
              stroke: '#fff',
              strokeWidth: 0.9 * u,
              strokeLinejoin: 'round',
            }),
          ][i],
      )
      .join('') +
    circle(x + 10 * u, y + h * 0.86, 4.5 * u, t.accent) +
    rect(x + 17 * u, y + h * 0.855, 24 * u, 2 * u, { rx: u, fill: '#fff' }) +
    copy(x + 6 * u, y + h * 0.9, 70 * u, 2, { size: 2 * u, fill: '#fff', opacity: 0.75 }) +
    rect(x, y + h - 1.2 * u, w, 1.2 * u, { fill: '#fff', opacity: 0.35 }) +
    rect(x, y + h - 1.2 * u, w * progress, 1.2 * u, { fill: '#fff' })
  );
}
