// Vera Consulting: plum, rose and sand; a site that must look as credible as
// the large consultancies. Hero: the pages floating over a plum field in
// isometric view. Gallery: the printed leadership guide, the site on three
// phones on a rose sweep, and the full pages side by side.
import { svgDoc, rect, g, shade, rotate, circle, ellipse, path } from '../svg.mjs';
import { surface, grain } from '../texture.mjs';
import { glow, vignette, contactShadow } from '../light.mjs';
import { phone } from '../devices.mjs';
import { book, pen } from '../paper.mjs';
import { copy, headline } from '../web.mjs';
import { VERA as C, homePage, programmePage, resourcesPage, mobile, guideCover } from './verasite.mjs';

/** Reading glasses seen from above. */
const glasses = (cx, cy, r, rot) =>
  rotate(
    rot,
    cx,
    cy,
    g(
      { filter: 'url(#liftXs)' },
      circle(cx - r * 1.15, cy, r, 'none', { stroke: '#2b1a22', strokeWidth: r * 0.12 }) +
        circle(cx + r * 1.15, cy, r, 'none', { stroke: '#2b1a22', strokeWidth: r * 0.12 }) +
        path(`M${cx - r * 0.2} ${cy - r * 0.1}Q${cx} ${cy - r * 0.35} ${cx + r * 0.2} ${cy - r * 0.1}`, 'none', {
          stroke: '#2b1a22',
          strokeWidth: r * 0.1,
        }) +
        path(
          `M${cx - r * 2.1} ${cy - r * 0.2}L${cx - r * 2.4} ${cy - r * 2.6}M${cx + r * 2.1} ${cy - r * 0.2}L${cx + r * 2.3} ${cy - r * 2.6}`,
          'none',
          { stroke: '#2b1a22', strokeWidth: r * 0.1, strokeLinecap: 'round' },
        ),
    ) +
      ellipse(cx - r * 1.4, cy - r * 0.3, r * 0.4, r * 0.2, '#fff', { opacity: 0.25 }) +
      ellipse(cx + r * 0.9, cy - r * 0.3, r * 0.4, r * 0.2, '#fff', { opacity: 0.25 }),
  );

/** The 12-page guide in print: the cover, and a spread open beside it. */
function guide(W, H) {
  const s = H / 1250;
  const left = (x, y, w, h) =>
    rect(x, y, w, h * 0.55, { fill: C.roseSoft }) +
    guideCover(x + w * 0.3, y + h * 0.08, w * 0.4, h * 0.4) +
    copy(x + w * 0.12, y + h * 0.64, w * 0.76, 8, { size: 9 * s, fill: C.ink });
  const right = (x, y, w, h) =>
    headline(x + w * 0.12, y + h * 0.1, w, [0.6, 0.4], { size: 30 * s, fill: C.plum }) +
    copy(x + w * 0.12, y + h * 0.24, w * 0.76, 6, { size: 9 * s, fill: C.ink }) +
    [0, 1, 2]
      .map(
        (i) =>
          circle(x + w * 0.16, y + h * (0.52 + i * 0.1), 14 * s, C.rose) +
          copy(x + w * 0.24, y + h * (0.51 + i * 0.1), w * 0.6, 1, { size: 10 * s, fill: C.ink, opacity: 0.45 }),
      )
      .join('') +
    rect(x + w * 0.12, y + h * 0.84, w * 0.76, 3 * s, { fill: C.plum, opacity: 0.2 });
  const body =
    surface('paper', 0, 0, W, H, C.sand) +
    glow(W * 0.3, H * 0.25, W * 0.6, '#fff', 0.35) +
    rotate(
      -8,
      W * 0.22,
      H * 0.5,
      g({ filter: 'url(#lift)' }, rect(W * 0.07, H * 0.14, 560 * s, 790 * s, { fill: C.plum })) +
        guideCover(W * 0.07, H * 0.14, 560 * s, 790 * s) +
        rect(W * 0.07, H * 0.14, 12 * s, 790 * s, { fill: '#000', opacity: 0.2 }),
    ) +
    book(W * 0.42, H * 0.18, W * 0.5, H * 0.64, { cover: C.plum, page: '#fbf8f4', left, right, rot: 3 }) +
    glasses(W * 0.33, H * 0.88, 70 * s, -8) +
    pen(W * 0.62, H * 0.92, 520 * s, -6, C.plum, '#c8a27a') +
    vignette(W, H, 0.3, C.ink) +
    grain(W, H);
  return svgDoc(W, H, body, '', { bleed: 60 });
}

/** Three phones standing on a rose sweep, the middle one on a small plinth. */
function phones(W, H) {
  const s = H / 1250,
    floor = H * 0.8,
    pw = 330 * s,
    ph = pw * 2.05;
  const stand = (cx, base, inner) => contactShadow(cx, base, pw * 0.55, 14 * s, 0.55) + phone(cx - pw / 2, base - ph, pw, { inner });
  const body =
    rect(0, 0, W, H, { fill: 'url(#sweep)' }) +
    surface('plaster', 0, 0, W, H, C.roseSoft).replace('/>', ' opacity="0.55"/>') +
    circle(W * 0.5, H * 0.42, H * 0.36, shade(C.roseSoft, -0.06)) +
    g({ filter: 'url(#liftSm)' }, rect(W * 0.5 - 260 * s, floor - 120 * s, 520 * s, 150 * s, { fill: shade(C.sand, 0.02) })) +
    rect(W * 0.5 - 260 * s, floor - 120 * s, 520 * s, 8 * s, { fill: '#fff', opacity: 0.5 }) +
    stand(W * 0.27, floor + 30 * s, mobile('programme')) +
    stand(W * 0.73, floor + 30 * s, mobile('resources')) +
    stand(W * 0.5, floor - 118 * s, mobile('home')) +
    vignette(W, H, 0.3, C.ink) +
    grain(W, H);
  const defs = `<linearGradient id="sweep" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${shade(C.roseSoft, 0.1)}"/><stop offset="0.72" stop-color="${C.roseSoft}"/><stop offset="1" stop-color="${shade(C.roseSoft, -0.12)}"/></linearGradient>`;
  return svgDoc(W, H, body, defs, { bleed: 60 });
}

/** The full pages side by side, as long as they scroll, cropped by the frame. */
function pages(W, H) {
  const s = H / 1250,
    pw = 680 * s,
    gap = 40 * s;
  const strip = (x, y, draw, ph) => g({ filter: 'url(#lift)' }, rect(x, y, pw, ph, { fill: '#fff' })) + draw(x, y, pw, ph);
  const body =
    surface('plaster', 0, 0, W, H, C.sand) +
    glow(W * 0.5, H * 0.4, W * 0.6, '#fff', 0.4) +
    // Each page runs past the bottom edge, as a long scroll would.
    strip(W * 0.5 - pw * 1.5 - gap, H * 0.16, programmePage, H) +
    strip(W * 0.5 - pw / 2, H * 0.07, homePage, H) +
    strip(W * 0.5 + pw / 2 + gap, H * 0.22, resourcesPage, H) +
    vignette(W, H, 0.25, C.ink) +
    grain(W, H);
  return svgDoc(W, H, body, '', { bleed: 60 });
}

export const vera = { 'gallery-1': guide, 'gallery-2': phones, 'gallery-3': pages };
