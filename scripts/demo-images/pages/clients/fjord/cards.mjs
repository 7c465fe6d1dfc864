// Paper at the counter: the loyalty card (stamped by hand, the tenth kanelsnurr free) and the
// kiss-cut sticker sheet for closing bags. Flat, on the kraft board the cards are cut from.
import { C, DISPLAY, FILTERS, TEXT, mark, stamp } from './brand.mjs';

const kraft = `background:${C.kraft} radial-gradient(circle at 30% 40%,rgba(255,240,210,.35),transparent 60%);`;
const fibres = `<div style="position:absolute;inset:0;opacity:.35;background:repeating-linear-gradient(17deg,rgba(90,60,30,.12) 0 1px,transparent 1px 7px),repeating-linear-gradient(-63deg,rgba(255,255,255,.1) 0 1px,transparent 1px 11px)"></div>`;
const card = (inner, style) =>
  `<div style="position:absolute;width:760px;height:440px;border-radius:14px;${kraft}box-shadow:0 2px 3px rgba(40,25,10,.25),0 30px 50px -18px rgba(40,25,10,.45);overflow:hidden;${style}">${fibres}${inner}</div>`;

export const loyalty = () => {
  const stamped = 7;
  const slots = Array.from({ length: 10 }, (_, i) => {
    const last = i === 9;
    const inside =
      i < stamped
        ? stamp(96, C.sea, { rotate: [-14, 8, -4, 19, -22, 5, 12][i] })
        : last
          ? `<span style="font:italic 600 26px/1 ${DISPLAY};color:${C.crust};text-align:center">gratis<br>snurr</span>`
          : '';
    return `<div style="width:112px;height:112px;border-radius:50%;border:2px dashed ${last ? C.crust : 'rgba(35,64,95,.45)'};display:grid;place-items:center">${inside}</div>`;
  });
  return `${FILTERS}
    <div style="position:absolute;inset:0;background:#e9e1d1 radial-gradient(120% 90% at 20% 10%,#f6f0e4,#d8cdb8)"></div>
    ${card(
      `<div class="col" style="position:absolute;inset:0;align-items:center;justify-content:center;gap:18px;color:${C.sea}">
        ${mark(130, C.sea, { stroke: 7, filter: 'ink' })}
        <div style="font:italic 800 78px/1 ${DISPLAY};filter:url(#ink)">Fjord Bakery</div>
        <div style="font:500 20px ${TEXT};letter-spacing:.3em">STEMPELKORT</div></div>`,
      'left:110px;top:110px;transform:rotate(-4deg)',
    )}
    ${card(
      `<div style="position:absolute;left:44px;top:34px;right:44px;display:flex;justify-content:space-between;align-items:baseline;color:${C.sea}">
        <span style="font:italic 600 40px ${DISPLAY}">Hver tiende er på oss</span><span style="font:500 18px ${TEXT};letter-spacing:.16em">NR. 0418</span></div>
      <div style="position:absolute;left:44px;top:110px;display:grid;grid-template-columns:repeat(5,112px);gap:20px 28px">${slots.join('')}</div>
      <div style="position:absolute;left:44px;bottom:26px;font:400 18px ${TEXT};color:${C.deep};opacity:.75">Gjelder kanelsnurr, skolebolle og kardemommeknute</div>`,
      'left:330px;top:620px;transform:rotate(3deg)',
    )}`;
};

const sticker = (inner, { shape = 'circle', w = 260, h = 260, bg = C.sea, color = C.flour, rot = 0, x, y }) =>
  `<div style="position:absolute;left:${x}px;top:${y}px;width:${w}px;height:${h}px;transform:rotate(${rot}deg);border-radius:${shape === 'circle' ? '50%' : shape === 'pill' ? `${h / 2}px` : '22px'};background:${bg};color:${color};box-shadow:0 0 0 8px #fff,0 1px 2px 8px rgba(0,0,0,.08),0 16px 26px 4px rgba(40,30,20,.18);display:grid;place-items:center;text-align:center">${inner}</div>`;

export const stickers = () => `${FILTERS}
  <div style="position:absolute;inset:0;background:#d6dee4 linear-gradient(160deg,#e4eaee,#c3ced6)"></div>
  <div style="position:absolute;left:110px;top:90px;width:980px;height:1020px;border-radius:18px;background:#f8f6f1;box-shadow:0 2px 4px rgba(0,0,0,.1),0 40px 70px -30px rgba(20,40,60,.45);transform:rotate(-1.5deg)">
    <div style="position:absolute;left:40px;bottom:26px;font:500 17px ${TEXT};letter-spacing:.16em;color:#8d9aa5">ARK 03 · KLISTREMERKER TIL POSER OG ESKER · 60 MM</div>
    ${sticker(`<div class="col" style="align-items:center;gap:4px">${mark(120, C.flour, { stroke: 7, filter: 'none' })}<span style="font:italic 800 40px ${DISPLAY}">Fjord</span></div>`, { x: 60, y: 60, w: 300, h: 300 })}
    ${sticker(`<span style="font:italic 600 54px/1 ${DISPLAY}">Nybakt<br>i dag</span>`, { x: 420, y: 70, bg: C.crust, rot: -8 })}
    ${sticker(`<span style="font:italic 400 40px/1.05 ${DISPLAY};padding:0 26px">Takk for handelen!</span>`, { x: 700, y: 60, w: 220, h: 300, shape: 'pill', bg: C.flour, color: C.sea, rot: 6 })}
    ${sticker(`<div class="col" style="gap:6px"><span style="font:600 20px ${TEXT};letter-spacing:.26em">SURDEIG TAR TID</span><span style="font:italic 800 84px/1 ${DISPLAY}">36 timer</span></div>`, { x: 70, y: 430, w: 560, h: 200, shape: 'pill', bg: C.sea })}
    ${sticker(stamp(230, C.sea, { rotate: 0, filter: 'none' }), { x: 680, y: 400, bg: '#f1e6d3', rot: 10 })}
    ${sticker(`<span style="font:italic 800 58px ${DISPLAY}">Varm!</span>`, { x: 80, y: 700, w: 240, h: 240, shape: 'sq', bg: '#e6b98a', color: C.deep, rot: -6 })}
    ${sticker(`<div class="col" style="gap:8px;align-items:center"><span style="font:italic 400 50px/1 ${DISPLAY}">Kanelsnurr-</span><span style="font:italic 800 50px/1 ${DISPLAY}">fredag</span></div>`, { x: 380, y: 700, w: 300, h: 240, shape: 'pill', bg: C.flour, color: C.crust, rot: 3 })}
    ${sticker(`<div class="col" style="gap:4px"><span style="font:600 18px ${TEXT};letter-spacing:.2em">ÅLESUND</span><span style="font:italic 600 52px/1 ${DISPLAY}">Naustet</span><span style="font:500 18px ${TEXT};letter-spacing:.14em">SIDEN 2022</span></div>`, { x: 730, y: 690, w: 200, h: 260, shape: 'sq', bg: C.deep, rot: -4 })}
  </div>`;
