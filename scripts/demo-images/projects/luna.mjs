// Luna Skincare: warm pearl, dusk blue and one copper accent; the identity
// is built round moonlight. Hero: a moonlit still life of the range on a
// stone ledge. Gallery: the mark on its colours, the label system laid out
// from above (the active ingredient is each label's hero numeral), and the
// guidelines book open on linen.
import { svgDoc, rect, circle, g, text, linGrad, radGrad, shade, rotate, SERIF, SANS } from '../svg.mjs';
import { surface, grain } from '../texture.mjs';
import { contactShadow, castShadows, wallShadow, glow, vignette } from '../light.mjs';
import { dropper, pump, jar, carton, numeralFace, capTop } from '../pack.mjs';
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

/** The range standing on a ledge, with ground, wall and contact shadows. */
function range(base, s, x0) {
  const items = [
    [carton(x0 + 250 * s, base - 6 * s, 250 * s, 560 * s, { fill: C.pearl, face: cartonFace('20%') }), base - 6 * s, 375, 150],
    [pump(x0 + 640 * s, base, 700 * s, { body: C.pearl, cap: C.copper, face: face('5%') }), base, 640, 115],
    [
      dropper(x0 + 180 * s, base + 14 * s, 470 * s, {
        glass: C.duskMid,
        liquid: C.dusk,
        collar: C.copper,
        bulb: C.ink,
        labelFill: C.pearl,
        face: face('10%'),
      }),
      base + 14 * s,
      180,
      95,
    ],
    [
      jar(x0 + 880 * s, base + 22 * s, 250 * s, {
        body: C.mist,
        lid: C.copper,
        face: (cx, y, w, h) => moon(cx, y + h * 0.42, w * 0.1, C.dusk),
      }),
      base + 22 * s,
      880,
      135,
    ],
    [
      dropper(x0 + 470 * s, base + 34 * s, 330 * s, {
        glass: C.copper,
        liquid: shade(C.copper, -0.3),
        collar: C.pearlDeep,
        bulb: C.dusk,
        labelFill: C.pearl,
        face: face('2%'),
      }),
      base + 34 * s,
      470,
      68,
    ],
  ];
  const pebbles = [
    [1080, 30, 60],
    [1150, 40, 40],
  ]
    .map(
      ([x, dy, r]) =>
        contactShadow(x0 + x * s, base + dy * s + r * 0.3 * s, r * 1.1 * s, r * 0.3 * s, 0.6) +
        g({}, `<ellipse cx="${x0 + x * s}" cy="${base + dy * s}" rx="${r * s}" ry="${r * 0.55 * s}" fill="url(#pebble)"/>`),
    )
    .join('');
  // The wall shadow is drawn apart, before the moon: the moon is luminous and takes no shadow.
  const wall = wallShadow(items.map(([it]) => it.silhouette).join(''), 190 * s, -40 * s, { opacity: 0.32 });
  return {
    wall,
    front:
      castShadows(
        items.map(([it, b]) => [it.silhouette, b]),
        { lean: 1.3, squash: 0.09, opacity: 0.4 },
      ) +
      items.map(([it, b, x, rx]) => contactShadow(x0 + x * s, b + 2 * s, rx * s, 14 * s, 0.55) + it.art).join('') +
      pebbles,
  };
}

function hero(W, H) {
  const ledge = H * 0.74,
    s = (H / 1500) * 1.22; // the range fills the middle of a 21:9 crop
  const mx = W * 0.62,
    my = H * 0.37,
    mr = H * 0.27;
  const still = range(ledge + H * 0.04, s, W * 0.53 - 600 * s);
  const body =
    surface('plaster', 0, 0, W, ledge + 10, C.dusk) +
    rect(0, 0, W, ledge + 10, { fill: 'url(#wallLight)' }) +
    still.wall +
    // The moon rises behind the range: a crisp, mottled disc with a halo.
    glow(mx, my, mr * 2.6, C.duskLight, 0.45) +
    surface('moon', mx - mr, my - mr, mr * 2, mr * 2, C.mist, { rx: mr }) +
    circle(mx, my, mr, 'url(#moonFill)') +
    // Travertine ledge: lit top face and the front edge in shade.
    surface('stone', 0, ledge, W, H * 0.065, C.pearl) +
    rect(0, ledge, W, H * 0.065, { fill: 'url(#ledgeTop)' }) +
    surface('stone', 0, ledge + H * 0.065, W, H, C.pearlDeep) +
    rect(0, ledge + H * 0.065, W, H, { fill: 'url(#ledgeShade)' }) +
    rect(0, ledge + H * 0.065 - 2, W, 3, { fill: '#fff', opacity: 0.45 }) +
    still.front +
    vignette(W, H, 0.5, C.ink) +
    grain(W, H);
  const defs =
    linGrad(
      'wallLight',
      [
        [0, C.ink, 0.65],
        [1, C.ink, 0],
      ],
      { x1: 0, y1: 0, x2: 0.15, y2: 1 },
    ) +
    radGrad(
      'moonFill',
      [
        [0, '#fffaf2', 0.55],
        [0.75, '#fffaf2', 0],
        [1, C.duskMid, 0.4],
      ],
      { cx: 0.4, cy: 0.38, r: 0.62 },
    ) +
    linGrad(
      'ledgeTop',
      [
        [0, C.duskMid, 0.25],
        [1, '#fff', 0.1],
      ],
      { x1: 0, y1: 0, x2: 0, y2: 1 },
    ) +
    linGrad(
      'ledgeShade',
      [
        [0, C.ink, 0.2],
        [1, C.ink, 0.6],
      ],
      { x1: 0, y1: 0, x2: 0, y2: 1 },
    ) +
    radGrad(
      'pebble',
      [
        [0, '#f6f1ec'],
        [0.7, C.mist],
        [1, shade(C.mist, -0.25)],
      ],
      { cx: 0.4, cy: 0.3, r: 0.7 },
    );
  return svgDoc(W, H, body, defs, { bleed: 80 });
}

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

export const luna = { hero, 'gallery-1': markOnColour, 'gallery-2': labelSystem, 'gallery-3': guidelines };
