// Fjord Bakery's old SVG gallery scenes: kraft packaging from above on a
// floury table, the loyalty cards, price tags and stickers, and the tote and
// mug. The hero is drawn in HTML, in the identity, by
// pages/clients/fjord-bakery-branding.mjs (scenes).
import { svgDoc, rect, circle, g, text, shade, SERIF } from '../svg.mjs';
import { surface, grain } from '../texture.mjs';
import { glow, vignette, wallShadow, contactShadow, windowLight } from '../light.mjs';
import { logoMark } from '../marks.mjs';
import { sheet, cardStack, swingTag } from '../paper.mjs';
import { kraftBagTop, loafTop, sticker, flourDust, tote, mug } from './bakery.mjs';
import { potTop } from '../ceramics.mjs';

export const FJORD = {
  sea: '#1f4058',
  seaMid: '#2d5673',
  flour: '#f4efe4',
  crust: '#a4622f',
  crustLight: '#cf9457',
  kraft: '#c29d74',
  wood: '#6a4a33',
  canvas: '#e8dfcd',
  stone: '#b9b2a6',
  ink: '#17242f',
};
const C = FJORD;
const loaf = (cx, cy, r, color = C.sea, accent = C.flour) => logoMark('loaf', cx, cy, r, color, accent);

/** Kraft bags, a boxed loaf and stickers on a floury oak table, from above. */
function packaging(W, H) {
  const s = H / 1250;
  const boxX = W * 0.52,
    boxY = H * 0.14,
    bw = 520 * s,
    bh = 420 * s;
  const box =
    g({ filter: 'url(#liftSm)' }, surface('paper', boxX, boxY, bw, bh, C.flour, { rx: 6 })) +
    rect(boxX + bw * 0.62, boxY, 10 * s, bh, { fill: C.crust, opacity: 0.85 }) +
    rect(boxX, boxY + bh * 0.3, bw, 10 * s, { fill: C.crust, opacity: 0.85 }) +
    sticker(boxX + bw * 0.62 + 5 * s, boxY + bh * 0.3 + 5 * s, 70 * s, C);
  const body =
    surface('wood', 0, 0, W, H, C.wood) +
    glow(W * 0.35, H * 0.3, W * 0.6, '#ffe9c9', 0.25) +
    flourDust(W * 0.45, H * 0.62, 380 * s, 220 * s, 3) +
    flourDust(W * 0.82, H * 0.8, 220 * s, 140 * s, 5, 90) +
    kraftBagTop(W * 0.12, H * 0.1, 420 * s, 640 * s, C, -8) +
    kraftBagTop(W * 0.3, H * 0.4, 380 * s, 580 * s, C, 6) +
    box +
    loafTop(W * 0.74, H * 0.72, 250 * s, 170 * s, C, -14) +
    sticker(W * 0.56, H * 0.8, 56 * s, C) +
    sticker(W * 0.6, H * 0.9, 56 * s, C, C.crust) +
    sticker(W * 0.53, H * 0.92, 56 * s, C) +
    potTop(W * 0.855, H * 0.3, 110 * s, C.flour, { coffee: '#5a3a28' }) +
    vignette(W, H, 0.45, C.ink) +
    grain(W, H);
  const defs = `<radialGradient id="stampWood" cx="0.4" cy="0.35" r="0.7"><stop offset="0" stop-color="#d6a878"/><stop offset="1" stop-color="#8a5a36"/></radialGradient>`;
  return svgDoc(W, H, body, defs, { bleed: 60 });
}

/** Loyalty cards with ten stamps, kraft price tags and highlight covers on flour-white paper. */
function loyalty(W, H) {
  const s = H / 1250;
  const card = (stamped) => (x, y, w, h) => {
    let out = loaf(x + w * 0.12, y + h * 0.18, w * 0.06, C.flour, C.sea);
    for (let i = 0; i < 10; i++) {
      const cx = x + w * (0.14 + (i % 5) * 0.18),
        cy = y + h * (0.48 + Math.floor(i / 5) * 0.3);
      out +=
        circle(cx, cy, w * 0.065, 'none', { stroke: C.flour, strokeWidth: 2.5 * s, strokeOpacity: 0.6 }) +
        (i < stamped
          ? g({ opacity: 0.9 }, loaf(cx, cy, w * 0.05, C.crustLight, C.sea))
          : text(cx, cy + w * 0.018, String(i + 1), { size: w * 0.045, fill: C.flour, anchor: 'middle', opacity: 0.6 }));
    }
    return out;
  };
  const tag = (price) => (x, y, w, h) =>
    text(x + w / 2, y + h * 0.62, price, { size: w * 0.38, family: SERIF, weight: 'bold', fill: C.sea, anchor: 'middle' }) +
    loaf(x + w / 2, y + h * 0.8, w * 0.1);
  const covers = [
    ['loaf', C.sea],
    ['wave', C.crust],
    ['loaf', C.kraft],
    ['wave', C.sea],
  ]
    .map(([m, fill], i) => {
      const cx = W * 0.56 + i * 150 * s,
        cy = H * 0.84;
      return (
        g({ filter: 'url(#liftXs)' }, circle(cx, cy, 62 * s, fill)) + logoMark(m, cx, cy, 32 * s, C.flour, m === 'wave' ? C.flour : fill)
      );
    })
    .join('');
  const body =
    surface('paper', 0, 0, W, H, C.flour) +
    glow(W * 0.3, H * 0.25, W * 0.6, '#fff', 0.4) +
    cardStack(W * 0.1, H * 0.14, 600 * s, 360 * s, C.sea, { rot: -6, content: card(6) }) +
    sheet(W * 0.16, H * 0.52, 600 * s, 360 * s, C.sea, { rot: 4, content: card(9) }) +
    swingTag(W * 0.5, H * 0.1, 200 * s, 300 * s, C.kraft, { rot: 10, content: tag('45'), string: C.sea }) +
    swingTag(W * 0.63, H * 0.16, 200 * s, 300 * s, C.kraft, { rot: -6, content: tag('62'), string: C.sea }) +
    swingTag(W * 0.76, H * 0.08, 200 * s, 300 * s, C.kraft, { rot: 14, content: tag('38'), string: C.sea }) +
    covers +
    sticker(W * 0.64, H * 0.56, 70 * s, C) +
    sticker(W * 0.73, H * 0.6, 70 * s, C, C.crust) +
    sticker(W * 0.82, H * 0.55, 70 * s, C) +
    vignette(W, H, 0.25, C.ink) +
    grain(W, H);
  return svgDoc(W, H, body);
}

/** The tote on a peg and the mug on a shelf, in morning light on a plaster wall. */
function merch(W, H) {
  const s = H / 1250,
    shelfY = H * 0.62;
  const body =
    surface('plaster', 0, 0, W, H, '#e9e2d6') +
    windowLight(
      [
        [W * 0.3, -H, W * 0.16, H * 3],
        [W * 0.5, -H, W * 0.16, H * 3],
      ],
      { skew: -24, light: '#fff4df', opacity: 0.55, shadow: 0.12 },
      W,
      H,
    ) +
    g({ filter: 'url(#liftSm)' }, surface('wood', W * 0.16, H * 0.12, 560 * s, 40 * s, C.wood, { rx: 6 })) +
    circle(W * 0.16 + 280 * s, H * 0.12 + 20 * s, 16 * s, shade(C.wood, -0.3)) +
    wallShadow(rect(W * 0.16 + 20 * s, H * 0.2, 520 * s, 760 * s, { rx: 20, fill: '#000' }), 60 * s, 40 * s, { opacity: 0.25 }) +
    tote(W * 0.16 + 280 * s, H * 0.13, 560 * s, 1000 * s, C) +
    g({ filter: 'url(#liftSm)' }, surface('wood', W * 0.56, shelfY, 760 * s, 34 * s, C.wood)) +
    rect(W * 0.56, shelfY + 34 * s, 760 * s, 14 * s, { fill: shade(C.wood, -0.35) }) +
    wallShadow(rect(W * 0.56, shelfY + 40 * s, 760 * s, 30 * s, { fill: '#000' }), 0, 20 * s, { opacity: 0.3, blur: 'soft14' }) +
    contactShadow(W * 0.66, shelfY + 4 * s, 130 * s, 12 * s, 0.5) +
    mug(W * 0.66, shelfY + 4 * s, 230 * s, C, C.sea) +
    contactShadow(W * 0.84, shelfY + 4 * s, 120 * s, 12 * s, 0.5) +
    mug(W * 0.84, shelfY + 4 * s, 200 * s, C, C.flour, C.sea) +
    vignette(W, H, 0.3, C.ink) +
    grain(W, H);
  return svgDoc(
    W,
    H,
    body,
    `<linearGradient id="toteShade" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#000" stop-opacity="0.12"/><stop offset="0.3" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.15"/></linearGradient>`,
    { bleed: 80 },
  );
}

export const fjord = { 'gallery-1': packaging, 'gallery-2': loyalty, 'gallery-3': merch };
