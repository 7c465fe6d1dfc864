// The keynote deck Vera takes to HR conferences, and the LinkedIn banner: the report's figures
// carried into other formats without new decoration.
import { C, SANS, SERIF, monogram, wordmark } from './brand.mjs';
import { shareChart } from './site.mjs';

/** One 16:9 slide at width w; the content is laid out at 1280 px and scaled. */
const slide = (w, inner, dark = false) =>
  `<div class="shadow" style="width:${w}px;height:${(w * 9) / 16}px;overflow:hidden;background:${dark ? C.plum : '#fbf8f5'}">
    <div style="position:relative;width:1280px;height:720px;transform:scale(${w / 1280});transform-origin:0 0;color:${dark ? C.paper : C.ink}">${inner}</div></div>`;

const foot = (n) =>
  `<div class="row" style="position:absolute;left:80px;right:80px;bottom:50px;justify-content:space-between;font:400 20px ${SANS};opacity:.7"><span>Vera · Fra mellomleder til toppleder</span><span>${n}</span></div>`;

export const SLIDES = [
  (w) =>
    slide(
      w,
      `<div style="position:absolute;left:80px;top:70px">${wordmark(46, C.paper)}</div>
      <div style="position:absolute;left:80px;top:250px;font:400 108px/1 ${SERIF};letter-spacing:-.02em;max-width:1000px">Fra mellomleder til <em style="color:${C.rose}">toppleder</em></div>
      <svg style="position:absolute;right:0;bottom:150px" width="520" height="140"><path d="M0 130H300V10H520" fill="none" stroke="${C.rose}" stroke-width="10"/></svg>
      <div style="position:absolute;left:80px;bottom:60px;font:400 24px ${SANS};opacity:.8">HR-forum 2026 · Bergen · 5. februar</div>`,
      true,
    ),
  (w) =>
    slide(
      w,
      `<div style="position:absolute;left:80px;top:80px;font:400 64px ${SERIF}">Tre spørsmål i dag</div>
      ${['Hvor står du?', 'Hvem ser deg?', 'Hvem spør deg?'].map((q, i) => `<div class="row" style="position:absolute;left:80px;right:80px;top:${230 + i * 120}px;gap:40px;align-items:baseline;border-top:1.5px solid ${C.ink};padding-top:22px"><span style="font:400 28px ${SANS};color:${C.rose}">0${i + 1}</span><span style="font:400 56px ${SERIF}">${q}</span></div>`).join('')}${foot(2)}`,
    ),
  (w) =>
    slide(
      w,
      `<div class="kicker" style="position:absolute;left:80px;top:80px;font-size:20px;color:${C.rose}">Kvinner i ledelse 2026</div>
      <div style="position:absolute;left:80px;top:140px;font:400 250px/1 ${SERIF};color:${C.rose};letter-spacing:-.04em">36 %</div>
      <div style="position:absolute;left:80px;top:430px;font:400 36px/1.3 ${SERIF};max-width:560px">av medlemmene i toppledergruppene er kvinner.</div>
      <div style="position:absolute;right:80px;top:200px">${shareChart(480, 300)}</div>${foot(4)}`,
    ),
  (w) =>
    slide(
      w,
      `<div style="position:absolute;left:80px;right:120px;top:170px;font:400 italic 70px/1.2 ${SERIF}">«Vi mangler ikke kandidater. Vi mangler noen som spør dem.»</div>
      <div style="position:absolute;left:80px;top:520px;font:400 24px ${SANS};opacity:.8">HR-direktør, finans · fra rapporten</div>`,
      true,
    ),
];

/** The LinkedIn page: the banner (4:1) with the monogram avatar and the page's own text under it. */
export function linkedin(w) {
  const h = w / 4;
  return `<div class="shadow" style="width:${w}px;background:#fff;border-radius:10px;overflow:hidden">
    <div style="position:relative;height:${h}px;background:${C.plum};color:${C.paper};overflow:hidden">
      <div style="position:absolute;left:${w * 0.3}px;top:${h * 0.2}px;font:400 ${h * 0.24}px/1.05 ${SERIF};letter-spacing:-.01em">Kvinner i ledelse <span style="color:${C.rose}">2026</span></div>
      <div style="position:absolute;left:${w * 0.3}px;top:${h * 0.5}px;font:400 ${h * 0.075}px/1.4 ${SANS};opacity:.85">Ny rapport: 36 % av toppledere er kvinner.</div>
      <div style="position:absolute;left:${w * 0.3}px;top:${h * 0.72}px;font:500 ${h * 0.065}px ${SANS};padding:${h * 0.03}px ${h * 0.06}px;border:1.5px solid ${C.paper}">vera.no/rapport</div>
      <div style="position:absolute;right:${w * 0.04}px;bottom:${h * 0.08}px">${shareChart(w * 0.16, h * 0.5, { labels: false, ink: C.paper })}</div></div>
    <div style="position:relative;padding:${h * 0.32}px 44px 34px">
      <div style="position:absolute;left:44px;top:-${h * 0.36}px;width:${h * 0.62}px;height:${h * 0.62}px;background:${C.ink};border:6px solid #fff;display:flex;align-items:center;justify-content:center">${monogram(h * 0.3)}</div>
      <div style="font:600 30px ${SANS};color:#1d1d1d">Vera Lederutvikling</div>
      <div style="margin-top:8px;font:400 20px ${SANS};color:#333">Lederprogrammer og coaching for kvinner på vei inn i toppledelsen</div>
      <div style="margin-top:8px;font:400 17px ${SANS};color:#777">Konsulenttjenester · Oslo · 2 814 følgere</div></div></div>`;
}
