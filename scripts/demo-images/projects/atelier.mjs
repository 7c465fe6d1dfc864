// Nordic Atelier's old SVG gallery scenes: the website on a laptop and phone
// in the atelier, the palette as hanging fabric swatches beside a type card,
// and the garment bag and paper bag on the rail. The hero is drawn in HTML, in
// the identity, by pages/clients/nordic-atelier-brand-and-website.mjs (scenes).
import { svgDoc, rect, path, g, text, shade, rotate, SERIF, SANS } from '../svg.mjs';
import { surface, grain } from '../texture.mjs';
import { glow, vignette, windowLight, contactShadow, wallShadow } from '../light.mjs';
import { logoMark } from '../marks.mjs';
import { sheet } from '../paper.mjs';
import { laptop, phone } from '../devices.mjs';
import { nav, headline, copy, button, photo, numeral, mobileHeader } from '../web.mjs';
import { figure } from '../photos.mjs';
import { pin, garmentBag, hangingBag } from './tailoring.mjs';

export const ATELIER = {
  oat: '#e2d7c4',
  oatDeep: '#c9bba4',
  slate: '#4b5561',
  slateDark: '#323941',
  moss: '#6b7355',
  chalk: '#f3efe6',
  brass: '#b08d57',
  wood: '#b48c64',
  ink: '#272b30',
};
const C = ATELIER;
const mono = (cx, cy, r, color = C.slate, accent = C.brass) => logoMark('monogram', cx, cy, r, color, accent);
const site = { surface: C.chalk, ink: C.ink, primary: C.slate, accent: C.brass, onPrimary: C.chalk, mark: 'monogram' };

/** The editorial home page: full-bleed photograph, centred monogram, four steps. */
const homePage = (x, y, w, h) => {
  const u = w / 100,
    n = nav(x, y, w, site, { center: true });
  return (
    rect(x, y, w, h, { fill: C.chalk }) +
    n.svg +
    photo(x, y + n.h, w * 0.58, h * 0.62, figure({ wall: C.oatDeep, floor: shade(C.oatDeep, -0.12), coat: C.slate })) +
    photo(
      x + w * 0.58,
      y + n.h,
      w * 0.42,
      h * 0.62,
      figure({ wall: shade(C.moss, 0.45), floor: shade(C.moss, 0.3), coat: C.oat, hair: '#6b4a33' }),
    ) +
    headline(x + 6 * u, y + n.h + h * 0.46, w * 0.5, [0.6, 0.45], { size: 3.4 * u, fill: C.chalk }) +
    ['01', '02', '03', '04']
      .map(
        (v, i) =>
          numeral(x + 6 * u + i * 23 * u, y + h * 0.8, v, 2.6 * u, C.slate) +
          copy(x + 6 * u + i * 23 * u, y + h * 0.88, 18 * u, 2, { size: 0.9 * u, fill: C.ink }),
      )
      .join('')
  );
};

const mobilePage = (x, y, w, h) => {
  const u = w / 100;
  return (
    rect(x, y, w, h, { fill: C.chalk }) +
    mobileHeader(x, y, w, site) +
    photo(x, y + 26 * u, w, 110 * u, figure({ wall: C.oatDeep, floor: shade(C.oatDeep, -0.12), coat: C.slate })) +
    headline(x + 8 * u, y + 145 * u, w, [0.7, 0.5], { size: 8 * u, fill: C.ink }) +
    copy(x + 8 * u, y + 170 * u, 80 * u, 3, { size: 2.4 * u, fill: C.ink }) +
    button(x + 8 * u, y + 190 * u, 44 * u, 11 * u, C.slate, { arrow: true })
  );
};

/** Laptop on an oak table against the atelier wall, the phone leaning on books. */
function websiteScene(W, H) {
  const s = H / 1250,
    table = H * 0.8;
  const lw = 1120 * s,
    lx = W * 0.46 - lw / 2,
    ly = table - lw * 0.64 - 30 * s;
  const books = [
    [C.slate, 70],
    [C.oatDeep, 50],
    [C.moss, 60],
  ]
    .map(([c, bh], i, a) => {
      const by = table - a.slice(0, i + 1).reduce((t, [, v]) => t + v, 0) * s;
      return (
        rect(W * 0.72 - i * 8 * s, by, 420 * s, bh * s, { rx: 4, fill: c }) +
        rect(W * 0.72 - i * 8 * s + 410 * s, by + 6 * s, 10 * s, bh * s - 12 * s, { fill: C.chalk, opacity: 0.8 })
      );
    })
    .join('');
  const pw = 200 * s,
    bookTop = table - 180 * s;
  const body =
    surface('plaster', 0, 0, W, table, C.oat) +
    windowLight(
      [
        [W * 0.05, -H, W * 0.14, H * 3],
        [W * 0.22, -H, W * 0.14, H * 3],
      ],
      { skew: -20, light: '#fff6e4', opacity: 0.5, shadow: 0.1 },
      W,
      table,
    ) +
    surface('wood', 0, table, W, H - table, C.wood) +
    rect(0, table, W, 4 * s, { fill: '#fff', opacity: 0.25 }) +
    rect(0, table, W, H - table, { fill: 'url(#tableShade)' }) +
    contactShadow(lx + lw / 2, table, lw * 0.6, 18 * s, 0.5) +
    laptop(lx, ly, lw, { inner: homePage }) +
    contactShadow(W * 0.8, table, 260 * s, 14 * s, 0.5) +
    g({ filter: 'url(#liftSm)' }, books) +
    rotate(-6, W * 0.8, bookTop, phone(W * 0.8 - pw / 2, bookTop - pw * 2.05, pw, { inner: mobilePage })) +
    vignette(W, H, 0.35, C.ink) +
    grain(W, H);
  const defs = `<linearGradient id="tableShade" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.3"/></linearGradient>`;
  return svgDoc(W, H, body, defs, { bleed: 80 });
}

/** The palette as fabric swatches pinned to a board, beside the type card. */
function swatches(W, H) {
  const s = H / 1250;
  const cloth = [
    [C.slate, '#4B5561'],
    [C.moss, '#6B7355'],
    [C.oatDeep, '#C9BBA4'],
    [C.chalk, '#F3EFE6'],
    [C.brass, '#B08D57'],
  ];
  const sw = 250 * s,
    sh = 540 * s,
    x0 = (W - 5 * sw - 4 * 40 * s) / 2;
  const swatch = ([fill, code], i) => {
    const x = x0 + i * (sw + 40 * s),
      y = H * 0.08 + (i % 2) * 30 * s;
    let zig = `M${x} ${y}H${x + sw}V${y + sh}`;
    for (let k = 10; k >= 0; k--) zig += `L${x + (sw * k) / 10} ${y + sh + (k % 2 ? 16 * s : 0)}`;
    return (
      g({ filter: 'url(#lift)' }, `<path d="${zig}Z" fill="${fill}" filter="url(#tx-linen)"/>`) +
      pin(x + sw / 2 - 10 * s, y + 30 * s, 110 * s, 80, C.brass) +
      sheet(x + 30 * s, y + sh - 160 * s, sw - 60 * s, 90 * s, C.chalk, {
        shadow: 'liftXs',
        content: (cx, cy, cw, ch) =>
          text(cx + cw / 2, cy + ch * 0.62, code, { size: 24 * s, family: SANS, fill: C.ink, anchor: 'middle', ls: 2 * s }),
      })
    );
  };
  const typeCard = (x, y, w, h) =>
    text(x + w * 0.07, y + h * 0.74, 'Aa', { size: 230 * s, family: SERIF, fill: C.slateDark }) +
    text(x + w * 0.5, y + h * 0.44, 'Ææ Øø Åå', { size: 64 * s, family: SERIF, fill: C.slate }) +
    text(x + w * 0.5, y + h * 0.7, '0123456789', { size: 44 * s, family: SERIF, fill: C.slate, ls: 4 * s }) +
    mono(x + w * 0.9, y + h * 0.18, 38 * s);
  const body =
    surface('paper', 0, 0, W, H, shade(C.oat, 0.06)) +
    glow(W * 0.25, H * 0.2, W * 0.6, '#fff', 0.3) +
    cloth.map(swatch).join('') +
    sheet(W * 0.5 - 410 * s, H * 0.64, 820 * s, 360 * s, C.chalk, { rot: -2, content: typeCard }) +
    vignette(W, H, 0.3, C.ink) +
    grain(W, H);
  return svgDoc(W, H, body);
}

/** Garment bag and paper bag on a brass rail against plaster, oak floor below. */
function rail(W, H) {
  const s = H / 1250,
    floor = H * 0.86,
    railY = H * 0.12;
  const body =
    surface('plaster', 0, 0, W, floor, shade(C.oat, 0.04)) +
    windowLight([[W * 0.5, -H, W * 0.2, H * 3]], { skew: -26, light: '#fff6e4', opacity: 0.55, shadow: 0.12 }, W, floor) +
    surface('wood', 0, floor, W, H - floor, C.wood) +
    rect(0, floor, W, H - floor, { fill: '#000', opacity: 0.12 }) +
    wallShadow(
      rect(W * 0.1, railY + 60 * s, 480 * s, 880 * s, { rx: 30, fill: '#000' }) +
        rect(W * 0.56, railY + 200 * s, 360 * s, 480 * s, { fill: '#000' }),
      70 * s,
      40 * s,
      { opacity: 0.28 },
    ) +
    g({ filter: 'url(#liftSm)' }, rect(W * 0.04, railY, W * 0.92, 18 * s, { rx: 9 * s, fill: 'url(#brass)' })) +
    garmentBag(W * 0.22, railY - 10 * s, 440 * s, 900 * s, C.slate, C.chalk) +
    garmentBag(W * 0.4, railY - 10 * s, 400 * s, 820 * s, C.oatDeep, C.slate) +
    hangingBag(W * 0.66, railY + 20 * s, 380 * s, 700 * s, C.moss, C.chalk) +
    contactShadow(W * 0.84, floor + 6 * s, 200 * s, 16 * s, 0.5) +
    g({ filter: 'url(#liftSm)' }, surface('paper', W * 0.76, floor - 380 * s, 320 * s, 390 * s, C.chalk)) +
    rect(W * 0.76 + 280 * s, floor - 380 * s, 40 * s, 390 * s, { fill: '#000', opacity: 0.1 }) +
    mono(W * 0.76 + 150 * s, floor - 200 * s, 60 * s) +
    path(
      `M${W * 0.76 + 90 * s} ${floor - 380 * s}Q${W * 0.76 + 160 * s} ${floor - 490 * s} ${W * 0.76 + 230 * s} ${floor - 380 * s}`,
      'none',
      { stroke: C.slate, strokeWidth: 8 * s },
    ) +
    vignette(W, H, 0.35, C.ink) +
    grain(W, H);
  const defs = `<linearGradient id="brass" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#e2c690"/><stop offset="0.5" stop-color="${C.brass}"/><stop offset="1" stop-color="#6e5432"/></linearGradient>`;
  return svgDoc(W, H, body, defs, { bleed: 80 });
}

export const atelier = { 'gallery-1': websiteScene, 'gallery-2': swatches, 'gallery-3': rail };
