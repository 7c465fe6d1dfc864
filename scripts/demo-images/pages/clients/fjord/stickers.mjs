// The kiss-cut sticker sheet for closing bags and boxes: each sticker says one thing, in the
// bakery's own voice, on the sheet's white backing.
import { C, DISPLAY, FILTERS, TEXT, mark, stamp } from './brand.mjs';

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
