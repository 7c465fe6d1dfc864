// Nordic Atelier's case-study scenes (hero, gallery-1…3), drawn in the identity instead of the old
// SVG art: the website with its real words on the devices it is read on, in the atelier's light.
import { phone } from '../../kit.mjs';
import { C, SANS, monogram } from './brand.mjs';
import { frontPage, mobilePages } from './site.mjs';

// A pinked cloth swatch: the zigzag edge the atelier's shears leave, twill in the cloth's colour.
const pinked = Array.from({ length: 25 }, (_, i) => `${i * 4.1666}% ${i % 2 ? 0 : 2.5}%`).join(',');
const swatch = (color, { w, h, x, y, r }) =>
  `<div style="position:absolute;left:${x}px;top:${y}px;width:${w}px;height:${h}px;transform:rotate(${r}deg);filter:drop-shadow(0 14px 18px rgba(31,35,43,.28))">
    <div style="width:100%;height:100%;background:${color} repeating-linear-gradient(45deg,rgba(255,255,255,.07) 0 2px,transparent 2px 7px);clip-path:polygon(${pinked},100% 100%,0 100%)"></div></div>`;

/** A laptop seen square on: the bezel, the page scaled into the screen, the base's lip below. */
const laptop = (content, { width }) => {
  const screenH = Math.round((width * 10) / 16);
  const inner = width - 44;
  return `<div style="position:relative;width:${width}px">
    <div style="width:${width}px;height:${screenH}px;border-radius:26px 26px 6px 6px;background:#1b1e24;padding:22px 22px 30px;box-shadow:0 50px 90px -40px rgba(31,35,43,.55)">
      <div style="position:relative;width:${inner}px;height:${screenH - 52}px;overflow:hidden;border-radius:4px;background:${C.chalk}">
        <div style="position:absolute;top:0;left:0;width:1440px;transform:scale(${inner / 1440});transform-origin:0 0">${content}</div>
        <div style="position:absolute;inset:0;background:linear-gradient(115deg,rgba(255,255,255,.16),transparent 38%)"></div></div></div>
    <div style="position:relative;left:-60px;width:${width + 120}px;height:30px;border-radius:2px 2px 22px 22px;background:linear-gradient(#d9d6d0,#a9a59e 70%,#8a867f)"></div>
    <div style="position:relative;left:${width / 2 - 110}px;top:-30px;width:220px;height:10px;border-radius:0 0 12px 12px;background:#8f8b84"></div></div>`;
};

/**
 * The hero: the front page on a laptop on the cutting table, the product page on a phone beside it,
 * the cloths it sells pinned down in front. Kept between x 520 and 1900 for every crop.
 */
export const hero = () => `
  <div style="position:absolute;inset:0;background:linear-gradient(180deg,#ddd4c4,${C.oat} 60%)"></div>
  <div style="position:absolute;inset:0;background:linear-gradient(105deg,rgba(255,250,240,.55),transparent 45%),radial-gradient(60% 50% at 30% 20%,rgba(255,250,240,.35),transparent)"></div>
  <div style="position:absolute;left:0;right:0;top:930px;bottom:0;background:linear-gradient(180deg,#b39777,#a3876a 60%,#98795b)"></div>
  <div style="position:absolute;left:0;right:0;top:930px;height:5px;background:rgba(255,250,240,.4)"></div>
  <div style="position:absolute;left:560px;top:300px">${laptop(frontPage(), { width: 1120 })}</div>
  <div style="position:absolute;left:430px;top:1010px;width:1380px;height:50px;border-radius:50%;background:radial-gradient(closest-side,rgba(31,35,43,.35),transparent)"></div>
  <div style="position:absolute;left:1560px;top:1152px;width:330px;height:30px;border-radius:50%;background:radial-gradient(closest-side,rgba(31,35,43,.4),transparent)"></div>
  <div style="position:absolute;left:1540px;top:440px">${phone(mobilePages[1](), { scale: 0.9, style: 'box-shadow:0 30px 40px -20px rgba(31,35,43,.55)' })}</div>
  ${swatch(C.slate, { w: 300, h: 220, x: 600, y: 1150, r: -8 })}
  ${swatch(C.moss, { w: 300, h: 220, x: 760, y: 1175, r: 5 })}
  ${swatch('#d9d0bf', { w: 300, h: 220, x: 930, y: 1160, r: -3 })}
  <div style="position:absolute;left:1180px;top:1150px;width:190px;height:270px;transform:rotate(7deg);background:${C.chalk};box-shadow:0 14px 24px -8px rgba(31,35,43,.35);display:flex;flex-direction:column;align-items:center;gap:14px;padding-top:34px">
    <span style="width:18px;height:18px;border-radius:50%;border:3px solid ${C.brass};background:#ddd4c4"></span>${monogram(70, C.ink)}
    <span style="font:600 12px ${SANS};letter-spacing:.24em">VIKA-KJOLE</span></div>`;
