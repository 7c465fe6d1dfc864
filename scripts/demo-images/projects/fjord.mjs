// Fjord Bakery: deep sea blue, flour white and crust brown; a hand-drawn
// wave that doubles as a scored loaf; one-colour stamps on kraft. Hero: the
// shopfront of the old boathouse in morning sun. Gallery: kraft packaging
// from above on a floury table, the loyalty cards, price tags and stickers,
// and the tote and mug that now sell in the shop.
import { svgDoc, rect, circle, path, g, text, linGrad, shade, SERIF } from '../svg.mjs';
import { surface, grain } from '../texture.mjs';
import { glow, vignette, wallShadow, contactShadow, windowLight } from '../light.mjs';
import { logoMark } from '../marks.mjs';
import { sheet, cardStack, swingTag } from '../paper.mjs';
import { cladding, interior, kraftBagTop, loafTop, sticker, flourDust, tote, mug, chalkboard, planter, fadeDown } from './bakery.mjs';
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

function hero(W, H) {
  const s = H / 1500,
    ground = H * 0.83;
  const win = [W * 0.2, H * 0.33, W * 0.43, H * 0.44],
    door = [W * 0.67, H * 0.3, W * 0.13, ground - H * 0.3];
  const frame = ([x, y, w, h], bar) => g({ filter: 'url(#liftXs)' }, rect(x - bar, y - bar, w + bar * 2, h + bar * 2, { fill: C.flour }));
  const mull = ([x, y, w, h], bar) =>
    rect(x + w / 2 - bar / 2, y, bar, h, { fill: C.flour }) + rect(x, y + h * 0.42, w, bar * 0.8, { fill: C.flour });
  // The sign board over the window: the loaf mark and the name as a slab-serif logotype.
  const sign = [W * 0.2, H * 0.175, W * 0.43, H * 0.105];
  const blade = [W * 0.87, H * 0.33, 130 * s];
  // An iron arm from the wall; the disc hangs from it on two short rods.
  const bladeArt =
    rect(W * 0.8, H * 0.19, 14 * s, 60 * s, { rx: 4 * s, fill: '#1b1b1b' }) +
    path(`M${W * 0.8} ${H * 0.2}H${blade[0] + 70 * s}`, 'none', { stroke: '#1b1b1b', strokeWidth: 10 * s, strokeLinecap: 'round' }) +
    path(
      `M${blade[0] - 50 * s} ${H * 0.2}V${blade[1] - blade[2] * 0.86}M${blade[0] + 50 * s} ${H * 0.2}V${blade[1] - blade[2] * 0.86}`,
      'none',
      { stroke: '#1b1b1b', strokeWidth: 5 * s },
    ) +
    circle(blade[0], blade[1], blade[2], C.flour, { stroke: '#1b1b1b', strokeWidth: 8 * s }) +
    loaf(blade[0], blade[1], blade[2] * 0.62);
  const body =
    cladding(0, 0, W, ground, C.sea, 74 * s) +
    rect(0, 0, W, H * 0.12, { fill: 'url(#eave)' }) +
    windowLight([[W * 0.1, -H, W * 0.9, H * 3]], { skew: -32, light: '#fff3dc', opacity: 0.18, shadow: 0 }) +
    wallShadow(circle(blade[0], blade[1], blade[2]) + rect(W * 0.81, H * 0.195, W * 0.07, 10 * s), 70 * s, 50 * s, {
      opacity: 0.35,
      blur: 'soft14',
    }) +
    g({ filter: 'url(#liftSm)' }, surface('woodv', sign[0], sign[1], sign[2], sign[3], C.flour)) +
    loaf(sign[0] + sign[3] * 0.9, sign[1] + sign[3] / 2, sign[3] * 0.34) +
    text(sign[0] + sign[2] * 0.56, sign[1] + sign[3] * 0.7, 'FJORD', {
      size: sign[3] * 0.56,
      family: SERIF,
      fill: C.sea,
      weight: 'bold',
      anchor: 'middle',
      ls: sign[3] * 0.2,
    }) +
    frame(win, 22 * s) +
    interior(...win, C) +
    mull(win, 16 * s) +
    rect(win[0] - 40 * s, win[1] + win[3] + 10 * s, win[2] + 80 * s, 26 * s, { fill: shade(C.flour, -0.06) }) +
    frame(door, 18 * s) +
    rect(...door, { fill: C.seaMid }) +
    interior(door[0] + door[2] * 0.14, door[1] + door[3] * 0.08, door[2] * 0.72, door[3] * 0.42, C) +
    rect(door[0] + door[2] * 0.14, door[1] + door[3] * 0.56, door[2] * 0.72, door[3] * 0.36, {
      fill: shade(C.seaMid, -0.15),
      stroke: shade(C.seaMid, 0.1),
      strokeWidth: 4 * s,
    }) +
    circle(door[0] + door[2] * 0.86, door[1] + door[3] * 0.52, 12 * s, C.crustLight) +
    bladeArt +
    // Pavement: a stone step at the door, slabs with joints running to the street.
    surface('stone', 0, ground, W, H - ground, C.stone) +
    rect(0, ground, W, H - ground, { fill: 'url(#pave)' }) +
    [0.25, 0.55].map((f) => rect(0, ground + (H - ground) * f, W, 3 * s, { fill: '#000', opacity: 0.12 })).join('') +
    Array.from({ length: 9 }, (_, i) =>
      path(`M${W * (i / 8)} ${ground}L${W * (i / 8) + (i - 4) * 90 * s} ${H}`, 'none', {
        stroke: '#000',
        strokeOpacity: 0.1,
        strokeWidth: 3 * s,
      }),
    ).join('') +
    g({ filter: 'url(#liftSm)' }, surface('stone', door[0] - 40 * s, ground - 6 * s, door[2] + 80 * s, 40 * s, shade(C.stone, 0.15))) +
    contactShadow(W * 0.11, ground + 8 * s, 170 * s, 20 * s, 0.6) +
    chalkboard(W * 0.045, ground + 8 * s, 270 * s, 430 * s, C) +
    [door[0] - 90 * s, door[0] + door[2] + 90 * s]
      .map((x) => contactShadow(x, ground + 10 * s, 110 * s, 16 * s, 0.6) + planter(x, ground + 12 * s, 330 * s))
      .join('') +
    rect(0, 0, W, ground, { fill: 'url(#facadeLight)' }) +
    vignette(W, H, 0.35, C.ink) +
    grain(W, H);
  const defs =
    fadeDown('eave', '#0b141b', 0.7) +
    fadeDown('pave', '#2a2620', 0.25) +
    linGrad(
      'facadeLight',
      [
        [0, '#fff6e6', 0.14],
        [0.5, '#fff6e6', 0],
        [1, '#0b141b', 0.22],
      ],
      { x1: 0, y1: 0, x2: 1, y2: 0.3 },
    );
  return svgDoc(W, H, body, defs, { bleed: 80 });
}

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

export const fjord = { hero, 'gallery-1': packaging, 'gallery-2': loyalty, 'gallery-3': merch };
