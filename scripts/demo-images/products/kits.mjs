// Brand-identity kits shown as products: a moodboard pinned to a pink wall,
// a luxury stationery set on travertine, and a bold sticker-and-card
// collage with hard shadows. Marks, palettes and type specimens only.
import { svgDoc, rect, circle, g, text, rotate, shade, path, SERIF, SANS } from '../svg.mjs';
import { surface, grain } from '../texture.mjs';
import { glow, vignette } from '../light.mjs';
import { logoMark } from '../marks.mjs';
import { sheet, cardStack, pen, seal } from '../paper.mjs';
import { photo, copy } from '../web.mjs';
import { portrait } from '../photos.mjs';
import { postTile } from '../social.mjs';

/** Repeating mark pattern. */
function pattern(x, y, w, h, t, step) {
  let out = rect(x, y, w, h, { fill: t.soft });
  for (let r = 0; r * step < h; r++)
    for (let c = 0; c * step < w; c++) {
      const cx = x + step / 2 + c * step + (r % 2 ? step / 2 : 0);
      if (cx < x + w - step / 4)
        out +=
          (r + c) % 2
            ? circle(cx, y + step / 2 + r * step, step * 0.06, t.primary)
            : logoMark(t.mark, cx, y + step / 2 + r * step, step * 0.2, t.primary, t.accent);
    }
  return out;
}

const tapePiece = (cx, cy, w, rot, fill) => rotate(rot, cx, cy, rect(cx - w / 2, cy - w * 0.16, w, w * 0.32, { fill, opacity: 0.55 }));

/** Moodboard: the kit's pieces pinned and taped to a plaster wall. */
export function kitMoodboard(W, H, t) {
  const s = W / 1200;
  const card = (x, y, w, h, fill, rot, content) => sheet(x, y, w, h, fill, { rot, shadow: 'liftSm', content });
  const body =
    surface('plaster', 0, 0, W, H, shade(t.soft, -0.03)) +
    glow(W * 0.3, H * 0.2, W * 0.8, '#fff', 0.4) +
    card(W * 0.07, H * 0.08, 500 * s, 500 * s, t.primary, -3, (x, y, w, h) =>
      logoMark(t.mark, x + w / 2, y + h * 0.46, w * 0.2, t.surface, t.accent),
    ) +
    card(W * 0.55, H * 0.06, 220 * s, 560 * s, '#fff', 4, (x, y, w, h) =>
      t.palette.map((c, i) => rect(x + w * 0.1, y + h * (0.06 + i * 0.18), w * 0.8, h * 0.15, { fill: c })).join(''),
    ) +
    card(W * 0.77, H * 0.17, 220 * s, 290 * s, '#fff', -5, (x, y, w, h) =>
      photo(x + w * 0.08, y + w * 0.08, w * 0.84, h - w * 0.16, portrait({ wall: t.soft, garment: t.primary, skin: '#d8a688' })),
    ) +
    card(
      W * 0.08,
      H * 0.55,
      420 * s,
      300 * s,
      t.surface,
      4,
      (x, y, w, h) =>
        text(x + w * 0.1, y + h * 0.6, 'Aa', { size: h * 0.52, family: SERIF, fill: t.ink }) +
        text(x + w * 0.66, y + h * 0.42, 'Bb', { size: h * 0.2, family: SERIF, fill: t.primary, italic: true }) +
        text(x + w * 0.66, y + h * 0.64, '0123', { size: h * 0.14, family: SERIF, fill: t.ink }),
    ) +
    card(W * 0.47, H * 0.58, 330 * s, 330 * s, t.soft, -4, (x, y, w, h) => pattern(x, y, w, h, t, 66 * s)) +
    card(W * 0.78, H * 0.5, 220 * s, 220 * s, t.accent, 6, (x, y, w, h) =>
      logoMark(t.mark, x + w / 2, y + h / 2, w * 0.24, t.ink, t.surface),
    ) +
    card(W * 0.77, H * 0.73, 240 * s, 240 * s, '#fff', -3, (x, y, w) => postTile(x + w * 0.06, y + w * 0.06, w * 0.88, t, 0)) +
    tapePiece(W * 0.25, H * 0.08, 140 * s, -10, '#fff') +
    tapePiece(W * 0.64, H * 0.06, 110 * s, 8, t.accent) +
    tapePiece(W * 0.86, H * 0.17, 110 * s, -6, '#fff') +
    tapePiece(W * 0.24, H * 0.55, 120 * s, 6, t.accent) +
    tapePiece(W * 0.6, H * 0.58, 110 * s, -8, '#fff') +
    vignette(W, H, 0.3, t.ink) +
    grain(W, H);
  return svgDoc(W, H, body, '', { bleed: 60 });
}

/** Luxury stationery on travertine: cards, letterhead, palette fan, seal and pen. */
export function kitStone(W, H, t) {
  const s = W / 1200;
  const mark = (cx, cy, r, c = t.accent) => logoMark(t.mark, cx, cy, r, c, c);
  const fan = t.palette
    .map((c, i) =>
      rotate(
        -28 + i * 11,
        W * 0.74,
        H * 0.92,
        g({ filter: 'url(#liftXs)' }, rect(W * 0.74 - 70 * s, H * 0.5, 140 * s, 380 * s, { rx: 6 * s, fill: c })) +
          text(W * 0.74, H * 0.5 + 340 * s, c.toUpperCase(), {
            size: 15 * s,
            family: SANS,
            fill: i === 0 || i === 4 ? '#f7f1ea' : '#2a1024',
            anchor: 'middle',
            ls: 1.5 * s,
          }),
      ),
    )
    .join('');
  const body =
    surface('stone', 0, 0, W, H, '#e9e1d6') +
    glow(W * 0.3, H * 0.2, W * 0.8, '#fff', 0.35) +
    sheet(W * 0.08, H * 0.07, 460 * s, 640 * s, t.surface, {
      rot: -4,
      content: (x, y, w, h) =>
        mark(x + w / 2, y + h * 0.12, 34 * s) + copy(x + w * 0.14, y + h * 0.3, w * 0.72, 9, { size: 8 * s, fill: t.ink, opacity: 0.2 }),
    }) +
    cardStack(W * 0.5, H * 0.1, 340 * s, 200 * s, t.primary, {
      rot: 6,
      n: 6,
      content: (x, y, w, h) => mark(x + w / 2, y + h / 2, 50 * s),
    }) +
    cardStack(W * 0.56, H * 0.32, 340 * s, 200 * s, t.surface, {
      rot: -3,
      n: 3,
      content: (x, y, w, h) =>
        mark(x + w * 0.15, y + h * 0.3, 22 * s, t.primary) + copy(x + w * 0.1, y + h * 0.62, w * 0.5, 3, { size: 7 * s, fill: t.ink }),
    }) +
    fan +
    seal(W * 0.28, H * 0.8, 70 * s, '#6b2a3a', mark(W * 0.28, H * 0.8, 30 * s, shade('#6b2a3a', -0.35))) +
    pen(W * 0.06, H * 0.93, 520 * s, -14, t.accent, t.primary) +
    vignette(W, H, 0.35, t.ink) +
    grain(W, H);
  return svgDoc(W, H, body, '', { bleed: 60 });
}

/** Bold collage on a flat colour: cards and stickers with hard offset shadows. */
export function kitPop(W, H, t) {
  const s = W / 1200,
    off = 14 * s;
  const block = (x, y, w, h, fill, rot, content = () => '', rx = 18 * s) =>
    rotate(
      rot,
      x + w / 2,
      y + h / 2,
      rect(x + off, y + off, w, h, { rx, fill: t.ink }) + rect(x, y, w, h, { rx, fill }) + content(x, y, w, h),
    );
  const chip = (cx, cy, r, fill) =>
    circle(cx + off * 0.6, cy + off * 0.6, r, t.ink) + circle(cx, cy, r, fill, { stroke: t.ink, strokeWidth: 4 * s });
  const body =
    rect(0, 0, W, H, { fill: t.accent }) +
    surface('paper', 0, 0, W, H, t.accent) +
    block(W * 0.07, H * 0.08, 520 * s, 520 * s, t.primary, -4, (x, y, w, h) =>
      logoMark(t.mark, x + w / 2, y + h / 2, w * 0.3, t.surface, t.accent),
    ) +
    block(
      W * 0.55,
      H * 0.15,
      400 * s,
      250 * s,
      t.surface,
      5,
      (x, y, w, h) =>
        text(x + w * 0.08, y + h * 0.78, 'Aa', { size: h * 0.72, family: SERIF, fill: t.ink, weight: 'bold' }) +
        text(x + w * 0.6, y + h * 0.5, '123', { size: h * 0.22, family: SERIF, fill: t.primary, weight: 'bold' }),
    ) +
    t.palette.map((c, i) => chip(W * 0.62 + (i % 3) * 150 * s, H * 0.45 + Math.floor(i / 3) * 150 * s, 62 * s, c)).join('') +
    block(W * 0.08, H * 0.6, 330 * s, 330 * s, '#fff', 5, (x, y, w) => postTile(x + 16 * s, y + 16 * s, w - 32 * s, t, 5, 10 * s)) +
    block(W * 0.39, H * 0.66, 300 * s, 300 * s, t.soft, -6, (x, y, w) => postTile(x + 16 * s, y + 16 * s, w - 32 * s, t, 2, 10 * s)) +
    chip(W * 0.86, H * 0.83, 80 * s, t.primary) +
    logoMark(t.mark, W * 0.86, H * 0.83, 40 * s, t.surface, t.accent) +
    path(
      `M${W * 0.47} ${H * 0.07}l${16 * s} ${36 * s}l${38 * s} ${4 * s}l${-30 * s} ${26 * s}l${10 * s} ${38 * s}l${-34 * s} ${-20 * s}l${-34 * s} ${20 * s}l${10 * s} ${-38 * s}l${-30 * s} ${-26 * s}l${38 * s} ${-4 * s}Z`,
      t.surface,
      { stroke: t.ink, strokeWidth: 4 * s },
    ) +
    grain(W, H);
  return svgDoc(W, H, body, '', { bleed: 60 });
}
