// Sol's online shop: the front page at 1440 px (the release first, then the pieces, each a 3D
// render in its glaze) and the product page on a phone. Words and prices as the shop has them.
import { C, GLAZES, TEXT, sun, wordmark } from './brand.mjs';
import { shotImg } from './ceramics.mjs';

/** The release's pieces: shot id, piece, glaze, name, price. */
export const PRODUCTS = [
  { id: 'p1', kind: 'kopp', glaze: 'havre', name: 'Kopp «Morgen»', size: '200 ml', price: 420, left: 12 },
  { id: 'p2', kind: 'krus', glaze: 'rust', name: 'Krus med hank', size: '300 ml', price: 520, left: 7, turn: -0.5 },
  { id: 'p3', kind: 'bolle', glaze: 'salvie', name: 'Frokostbolle', size: 'Ø 15 cm', price: 480, left: 18 },
  { id: 'p4', kind: 'asjett', glaze: 'skifer', name: 'Asjett', size: 'Ø 20 cm', price: 390, left: 4, tilt: 0.9, zoom: 0.7 },
  { id: 'p5', kind: 'kopp', glaze: 'honning', name: 'Kopp «Morgen»', size: '200 ml', price: 420, left: 9 },
  { id: 'p6', kind: 'bolle', glaze: 'havre', name: 'Frokostbolle', size: 'Ø 15 cm', price: 480, left: 21 },
];

export const kr = (n) => `${n.toLocaleString('nb-NO').replace(/\u00a0/g, ' ')} kr`;

/** A glaze swatch: the glaze colour with its speckle, as a round chip. */
// Seeded speckle positions, the same on every chip, so a swatch reads as glaze, not a pattern.
let speckSeed = 7;
const speckRnd = () => (speckSeed = (speckSeed * 16807) % 2147483647) / 2147483647;
const SPECKS = Array.from({ length: 22 }, () => [8 + speckRnd() * 84, 8 + speckRnd() * 84, 0.9 + speckRnd() * speckRnd() * 3.2]);
export const swatch = (key, size, ring = false) =>
  `<svg width="${size}" height="${size}" viewBox="0 0 100 100" style="display:inline-block;flex:none;border-radius:50%;${ring ? `box-shadow:0 0 0 3px ${C.paper},0 0 0 5px ${C.ink}` : ''}">
    <defs><radialGradient id="hl-${key}" cx=".35" cy=".3" r=".6"><stop offset="0" stop-color="#fff" stop-opacity=".4"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient></defs>
    <circle cx="50" cy="50" r="50" fill="${GLAZES[key].colour}"/>${SPECKS.map(([x, y, r]) => `<circle cx="${x}" cy="${y}" r="${r}" fill="${GLAZES[key].speck}" opacity=".7"/>`).join('')}
    <circle cx="50" cy="50" r="50" fill="url(#hl-${key})"/><circle cx="50" cy="50" r="49.5" fill="none" stroke="rgba(0,0,0,.1)"/></svg>`;

const card = (p, w) => `<div class="col" style="width:${w}px;gap:12px">
  <div style="position:relative">${shotImg(p.id, `width:${w}px;height:${w}px;border-radius:4px`)}
    ${p.left <= 12 ? `<span style="position:absolute;left:14px;top:14px;padding:6px 11px;border-radius:99px;background:${C.paper};font:700 13px ${TEXT}">Bare ${p.left} igjen</span>` : ''}</div>
  <div class="row" style="justify-content:space-between;align-items:baseline"><span class="sy" style="font-weight:700;font-size:19px">${p.name}</span><span style="font:500 17px ${TEXT}">${kr(p.price)}</span></div>
  <div class="row" style="align-items:center;gap:8px;font:400 14px ${TEXT};color:#7a685b">${swatch(p.glaze, 14)}${GLAZES[p.glaze].name} · ${p.size}</div></div>`;

/** The front page, 1440 px wide: the header, the release, the first row of pieces. */
export function frontPage() {
  return `<div style="width:1440px;background:${C.paper};color:${C.ink}">
    <div style="padding:9px;text-align:center;background:${C.ink};color:${C.paper};font:500 14px ${TEXT}">Fri frakt over 1 000 kr · Hvert stykke er laget for hånd og blir aldri helt likt</div>
    <div class="row" style="align-items:center;padding:22px 64px;border-bottom:1px solid ${C.line}">${wordmark(34)}
      <div class="row" style="margin-left:64px;gap:34px;font:500 16px ${TEXT}"><span style="border-bottom:2px solid ${C.ink}">Vårslippet</span><span>Kopper</span><span>Boller</span><span>Tallerkener</span><span>Om Hanna</span></div>
      <div class="row" style="margin-left:auto;gap:28px;font:500 16px ${TEXT}"><span>Søk</span><span>Kurv (0)</span></div></div>
    <div class="row" style="padding:44px 64px 60px;gap:48px">
      <div class="col" style="width:360px;flex:none">
        <div class="row" style="align-items:center;gap:10px;font:700 13px ${TEXT};letter-spacing:.12em;text-transform:uppercase;color:${C.sun}">${sun(20)}Nytt fra ovnen</div>
        <h1 class="sy" style="margin-top:18px;font-size:74px;line-height:.95;font-weight:800;letter-spacing:-.02em">Vår&shy;slippet</h1>
        <p style="margin-top:20px;font:400 18px/1.55 ${TEXT}">46 kopper, boller og asjetter i fem glasurer, brent i februar. Når de er borte, er de borte – neste slipp kommer i september.</p>
        <div class="row" style="margin-top:26px;gap:10px">${['havre', 'rust', 'skifer', 'salvie', 'honning'].map((g) => swatch(g, 30)).join('')}</div>
        <div style="margin-top:30px;padding:16px 0;border-top:1px solid ${C.line};border-bottom:1px solid ${C.line};font:500 16px ${TEXT}">Åpnet 20. mars kl. 19 · 31 stykker igjen</div></div>
      <div class="row" style="gap:28px">${PRODUCTS.slice(0, 3)
        .map((p) => card(p, 280))
        .join('')}</div></div></div>`;
}

/** The product page on a phone, 364 px wide. */
export function productPage() {
  const p = PRODUCTS[0];
  const rows = [
    ['Mål', '200 ml · Ø 8 cm · 8 cm høy'],
    ['Stell', 'Tåler oppvaskmaskin og mikro'],
    ['Levering', 'Sendes innen 3 dager'],
  ];
  return `<div style="background:${C.paper};color:${C.ink};height:784px">
    <div class="row" style="padding:52px 20px 12px;align-items:center">${wordmark(22)}<span style="margin-left:auto;font:700 14px ${TEXT}">Kurv (1)</span></div>
    <div style="position:relative">${shotImg('m1', 'width:364px;height:330px')}
      <div class="row" style="position:absolute;left:0;right:0;bottom:12px;justify-content:center;gap:6px">${[1, 0, 0, 0].map((on) => `<span style="width:7px;height:7px;border-radius:50%;background:${C.ink};opacity:${on ? 0.9 : 0.25}"></span>`).join('')}</div></div>
    <div style="padding:16px 20px 0">
      <div class="row" style="justify-content:space-between;align-items:baseline"><h1 class="sy" style="font-size:28px;font-weight:700;line-height:1.05">${p.name}</h1><span style="font:500 19px ${TEXT}">${kr(p.price)}</span></div>
      <div class="row" style="margin-top:10px;align-items:center;gap:8px"><span style="padding:5px 10px;border-radius:99px;background:${C.sun};color:#fff;font:700 12.5px ${TEXT}">Bare 12 igjen</span><span style="font:400 13px ${TEXT};color:#7a685b">fra vårslippet</span></div>
      <div style="margin-top:16px;font:700 13.5px ${TEXT}">Glasur: <span style="font-weight:400">Havre</span></div>
      <div class="row" style="margin-top:10px;gap:12px">${['havre', 'rust', 'skifer', 'salvie', 'honning'].map((g, i) => swatch(g, 34, i === 0)).join('')}</div>
      <div class="row" style="margin-top:18px;gap:10px">
        <div class="row" style="align-items:center;justify-content:space-between;width:104px;padding:0 14px;border:1.5px solid ${C.ink};border-radius:99px;font:700 17px ${TEXT}"><span>–</span><span>1</span><span>+</span></div>
        <div style="flex:1;padding:15px;border-radius:99px;background:${C.ink};color:${C.paper};text-align:center;font:700 16px ${TEXT}">Legg i kurven</div></div>
      <div style="margin-top:14px">${rows
        .map(
          ([a, b]) =>
            `<div class="row" style="padding:9px 0;border-top:1px solid ${C.line};font:400 13.5px ${TEXT}"><span style="width:80px;font-weight:700">${a}</span>${b}</div>`,
        )
        .join('')}</div></div></div>`;
}
