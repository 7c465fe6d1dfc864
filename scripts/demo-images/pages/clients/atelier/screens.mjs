// The website shown as a visitor sees it: the front page in a desktop browser, the booking page in
// a tall window, and three phones. The window is drawn here in Manrope, as the rest of the set.
import { phone } from '../../kit.mjs';
import { C, SANS } from './brand.mjs';
import { bookingPage, frontPage, mobilePages } from './site.mjs';

function window_(content, { width, height, url }) {
  const scale = width / 1440;
  return `<div style="width:${width}px;height:${height}px;border-radius:12px;overflow:hidden;background:#fff;box-shadow:0 1px 2px rgba(31,35,43,.1),0 30px 60px -24px rgba(31,35,43,.45)">
    <div class="row" style="height:40px;align-items:center;gap:8px;padding:0 16px;background:#efebe4;border-bottom:1px solid #e0d9cd">
      ${['#e0796f', '#e9bf5f', '#8cc084'].map((c) => `<span style="width:11px;height:11px;border-radius:50%;background:${c}"></span>`).join('')}
      <span style="margin:0 auto;width:44%;height:24px;border-radius:6px;background:#fff;font:500 12px/24px ${SANS};color:#6a6f79;text-align:center">${url}</span></div>
    <div style="position:relative;height:${height - 40}px;overflow:hidden"><div style="position:absolute;top:0;left:0;width:1440px;transform:scale(${scale});transform-origin:0 0">${content}</div></div></div>`;
}

export const desktop = () => `
  <div style="position:absolute;inset:0;background:${C.oat}"></div>
  <div style="position:absolute;left:60px;top:60px">${window_(frontPage(), { width: 1080, height: 1080, url: 'nordicatelier.no' })}</div>`;

export const booking = () => `
  <div style="position:absolute;inset:0;background:linear-gradient(160deg,${C.slate},#2e3848)"></div>
  <div style="position:absolute;left:60px;top:150px">${window_(bookingPage(), { width: 1080, height: 790, url: 'nordicatelier.no/provetime' })}</div>
  <div style="position:absolute;left:60px;top:980px;right:60px;display:flex;justify-content:space-between;font:500 15px ${SANS};letter-spacing:.16em;color:${C.oat}">
    <span>BESTILLING AV PRØVETIME · 1440 PX</span><span>SEKS MÅL FØR DU KOMMER, 32 I ATELIERET</span></div>`;

export const phones = () => `
  <div style="position:absolute;inset:0;background:${C.moss} repeating-linear-gradient(45deg,rgba(255,255,255,.04) 0 1px,transparent 1px 6px)"></div>
  <div class="row" style="position:absolute;inset:0;align-items:center;justify-content:center;gap:34px">
    ${mobilePages.map((screen, i) => `<div style="transform:translateY(${[-40, 50, -10][i]}px)">${phone(screen(), { scale: 0.92 })}</div>`).join('')}</div>`;
