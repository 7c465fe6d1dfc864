// Luna Skincare's old SVG gallery scenes, in the first palette: the mark on its
// colours, the label system laid out from above, and the guidelines book open
// on linen. The hero is drawn in HTML, in the identity, by
// pages/clients/luna-skincare-brand-identity.mjs (scenes).
import { svgDoc, rect, circle, g, text, shade, rotate, SERIF, SANS } from '../svg.mjs';
import { surface, grain } from '../texture.mjs';
import { glow, vignette } from '../light.mjs';
import { dropper, numeralFace, capTop } from '../pack.mjs';
import { cardStack, book, pen } from '../paper.mjs';
import { logoMark } from '../marks.mjs';

export const LUNA = {
  pearl: '#efe7de',
  pearlDeep: '#dccfc2',
  dusk: '#27314b',
  duskMid: '#44537a',
  duskLight: '#8c98b3',
  mist: '#c9cdd8',
  copper: '#b5714a',
  copperLight: '#d89b6d',
  ink: '#1d2436',
};
const C = LUNA;
const moon = (cx, cy, r, color = C.dusk, accent = C.copper) => logoMark('moon', cx, cy, r, color, accent);

/** Label face: crescent at the top, the active's percentage as the big numeral. */
const face =
  (value, ink = C.dusk) =>
  (cx, y, w, h) =>
    moon(cx, y + h * 0.16, w * 0.09, ink) + numeralFace(value, { ink, accent: C.copper })(cx, y + h * 0.12, w, h * 0.88);

/** Carton front: a dusk band with the crescent over the numeral. */
const cartonFace =
  (value, fill = C.pearl, band = C.dusk, ink = C.dusk) =>
  (x, y, w, h) =>
    rect(x, y, w, h, { fill }) +
    rect(x, y, w, h * 0.18, { fill: band }) +
    moon(x + w / 2, y + h * 0.09, w * 0.07, fill === band ? C.pearl : fill) +
    face(value, ink)(x + w / 2, y + h * 0.3, w, h * 0.6);

/** The mark on its colours: the dusk field, then pearl, copper and mist as a stacked palette. */
function markOnColour(W, H) {
  const split = W * 0.6,
    s = H / 1250;
  const swatch = (y, h, fill, ink, code, mark) =>
    surface('paper', split, y, W - split, h, fill) +
    text(split + 50 * s, y + h - 46 * s, code, { size: 26 * s, fill: ink, family: SANS, ls: 3 * s, opacity: 0.8 }) +
    (mark || '');
  const body =
    surface('plaster', 0, 0, split, H, C.dusk) +
    glow(split * 0.45, H * 0.42, H * 0.55, C.duskMid, 0.6) +
    moon(split * 0.5, H * 0.44, 250 * s, C.pearl, C.copperLight) +
    text(split * 0.5, H * 0.78, 'Luna', { size: 120 * s, family: SERIF, fill: C.pearl, anchor: 'middle', ls: 26 * s }) +
    rect(split * 0.5 - 40 * s, H * 0.83, 80 * s, 3 * s, { fill: C.copperLight }) +
    swatch(0, H * 0.5, C.pearl, C.dusk, '#EFE7DE', moon(split + (W - split) / 2, H * 0.22, 90 * s, C.dusk)) +
    swatch(H * 0.5, H * 0.28, C.copper, C.pearl, '#B5714A') +
    swatch(H * 0.78, H * 0.22, C.mist, C.dusk, '#C9CDD8') +
    text(W * 0.1, H - 50 * s, '#27314B', { size: 26 * s, fill: C.pearl, family: SANS, ls: 3 * s, opacity: 0.7 }) +
    grain(W, H);
  return svgDoc(W, H, body);
}

/** The label system from above: cartons in four colourways, bottles laid beside them. */
function labelSystem(W, H) {
  const s = H / 1250;
  const ways = [
    ['10%', C.pearl, C.dusk, C.dusk],
    ['5%', C.dusk, C.pearl, C.pearl],
    ['2%', C.mist, C.dusk, C.dusk],
    ['20%', C.copper, C.pearl, C.pearl],
  ];
  let cartons = '';
  const cw = 250 * s,
    ch = 540 * s,
    d = 26 * s; // a lying carton shows its front and two thin sides
  ways.forEach(([v, fill, band, ink], i) => {
    const x = W * 0.5 - 2 * cw - 1.5 * 70 * s + i * (cw + 70 * s),
      y = H * 0.1 + (i % 2) * 36 * s;
    cartons += rotate(
      i % 2 ? 1.5 : -1.5,
      x + cw / 2,
      y + ch / 2,
      g({ filter: 'url(#liftSm)' }, rect(x, y, cw + d, ch + d, { fill: shade(fill, -0.25) }) + rect(x, y, cw, ch, { fill })) +
        cartonFace(v, fill, band, ink)(x, y, cw, ch) +
        rect(x + cw, y, d, ch + d, { fill: shade(fill, -0.18) }) +
        rect(x, y + ch, cw + d, d, { fill: shade(fill, -0.3) }),
    );
  });
  const lying = (obj, cx, cy, angle) => rotate(angle, cx, cy, g({ filter: 'url(#liftSm)' }, obj.art));
  const body =
    surface('stone', 0, 0, W, H, C.pearlDeep) +
    glow(W * 0.3, H * 0.2, W * 0.6, '#fff', 0.35) +
    cartons +
    lying(
      dropper(W * 0.3, H * 0.8 + 80 * s, 480 * s, {
        glass: C.duskMid,
        liquid: C.dusk,
        collar: C.copper,
        bulb: C.ink,
        labelFill: C.pearl,
        face: face('10%'),
      }),
      W * 0.3,
      H * 0.8,
      -90,
    ) +
    lying(
      dropper(W * 0.54, H * 0.81 + 60 * s, 370 * s, {
        glass: C.copper,
        liquid: shade(C.copper, -0.3),
        collar: C.pearlDeep,
        bulb: C.dusk,
        labelFill: C.pearl,
        face: face('2%'),
      }),
      W * 0.54,
      H * 0.81,
      -84,
    ) +
    g({ filter: 'url(#liftSm)' }, capTop(W * 0.09, H * 0.3, 80 * s, C.copper)) +
    g({ filter: 'url(#liftSm)' }, capTop(W * 0.91, H * 0.22, 60 * s, C.pearl)) +
    cardStack(W * 0.72, H * 0.76, 300 * s, 180 * s, C.dusk, {
      rot: -8,
      content: (x, y, w, h) => moon(x + w / 2, y + h / 2, 34 * s, C.pearl, C.copperLight),
    }) +
    vignette(W, H, 0.25, C.ink) +
    grain(W, H);
  return svgDoc(W, H, body);
}

/** Guidelines spread: mark construction on the left, palette and numerals on the right. */
function guidelines(W, H) {
  const s = H / 1250;
  const left = (x, y, w, h) => {
    const cx = x + w / 2,
      cy = y + h * 0.45,
      r = w * 0.28;
    let grid = '';
    for (let i = 1; i < 6; i++) grid += rect(x + (w / 6) * i, y + h * 0.12, 1, h * 0.66, { fill: C.duskLight, opacity: 0.35 });
    return (
      grid +
      circle(cx, cy, r * 0.9, 'none', { stroke: C.copper, strokeWidth: 2 * s, strokeDasharray: `${8 * s} ${6 * s}` }) +
      circle(cx + r * 0.42, cy - r * 0.22, r * 0.72, 'none', {
        stroke: C.copper,
        strokeWidth: 2 * s,
        strokeDasharray: `${8 * s} ${6 * s}`,
      }) +
      moon(cx, cy, r, C.dusk) +
      text(x + w * 0.1, y + h * 0.9, '04', { size: 22 * s, fill: C.dusk, family: SANS, ls: 2 * s })
    );
  };
  const right = (x, y, w, h) => {
    const band = (i, fill) => rect(x + w * 0.1, y + h * (0.12 + i * 0.11), w * 0.8, h * 0.09, { fill });
    return (
      band(0, C.dusk) +
      band(1, C.duskLight) +
      band(2, C.copper) +
      band(3, C.mist) +
      text(x + w * 0.1, y + h * 0.7, 'Aa', { size: 120 * s, family: SERIF, fill: C.dusk }) +
      text(x + w * 0.1, y + h * 0.8, '0123456789', { size: 34 * s, family: SERIF, fill: C.dusk, ls: 6 * s }) +
      text(x + w * 0.9, y + h * 0.9, '05', { size: 22 * s, fill: C.dusk, family: SANS, ls: 2 * s, anchor: 'end' })
    );
  };
  const body =
    surface('linen', 0, 0, W, H, C.duskMid) +
    glow(W * 0.35, H * 0.3, W * 0.55, C.duskLight, 0.35) +
    book(W * 0.2, H * 0.14, W * 0.6, H * 0.72, { cover: C.dusk, page: '#f6f1ea', left, right, rot: -3 }) +
    cardStack(W * 0.82, H * 0.64, 300 * s, 180 * s, C.pearl, {
      rot: 14,
      n: 5,
      content: (x, y, w, h) => moon(x + w / 2, y + h / 2, 36 * s),
    }) +
    pen(W * 0.05, H * 0.86, 520 * s, -12, C.copper, C.pearlDeep) +
    vignette(W, H, 0.4, C.ink) +
    grain(W, H);
  return svgDoc(W, H, body);
}

export const luna = { 'gallery-1': markOnColour, 'gallery-2': labelSystem, 'gallery-3': guidelines };
