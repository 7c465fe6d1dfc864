// The mark's sketches: pencil thumbnails on a layout pad, the sisters' notes beside them, and the
// final brush-pen drawing, so the case study shows the mark being found rather than delivered.
import { C, DISPLAY, FILTERS, LOAF, TEXT, WAVE, mark, sheet } from './brand.mjs';

// Each try: a loaf outline and a score, in the 100x100 box of the mark.
const TRIES = [
  { loaf: 'M12 60C12 38 30 28 50 28C70 28 88 38 88 60C88 70 80 72 70 72H30C20 72 12 70 12 60Z', cut: 'M30 50L70 44', note: 'for stiv' },
  {
    loaf: 'M10 62C14 30 86 30 90 62C90 70 82 74 74 74H26C18 74 10 70 10 62Z',
    cut: 'M26 52C36 40 46 60 56 48S74 40 78 46M30 60C40 50 50 66 60 56',
    note: 'to bølger = fisk?',
  },
  { loaf: 'M20 72C8 56 20 26 50 26S92 56 80 72Z', cut: 'M34 40L44 60M48 36L58 58M62 36L70 56', note: 'for mye baguette' },
  { loaf: LOAF, cut: WAVE, note: 'bølgen ER snittet!' },
];

const pencil = (d, w = 2.2, o = 0.75) =>
  [0, 1, 2]
    .map(
      (i) =>
        `<path d="${d}" stroke="#4a4a4e" stroke-width="${w - i * 0.5}" opacity="${o - i * 0.2}" transform="translate(${i * 0.8 - 0.6} ${i * -0.7 + 0.4})"/>`,
    )
    .join('');

const thumb = ({ loaf, cut, note }, i) => `
  <div class="col" style="gap:10px;align-items:center">
    <svg width="230" height="200" viewBox="0 0 100 90" fill="none" stroke-linecap="round" filter="url(#hand)">${pencil(loaf)}${pencil(cut, 2)}</svg>
    <div style="font:italic 300 30px ${DISPLAY};color:${i === 3 ? C.crust : '#55555a'};transform:rotate(${[-3, 2, -1, -4][i]}deg)">${note}</div>
  </div>`;

export const sketchPad = ([w, h]) =>
  sheet(
    `${FILTERS}
    <div style="position:absolute;inset:0;background:radial-gradient(circle at 1px 1px,#c9c2b4 1.2px,transparent 1.3px) 0 0/28px 28px"></div>
    <div style="position:absolute;left:70px;top:64px;right:70px;display:flex;justify-content:space-between;align-items:baseline;font:500 20px ${TEXT};letter-spacing:.14em;color:#8a8378">
      <span>SKISSER · MERKET</span><span>FEBRUAR 2022 · SIDE 14</span></div>
    <div style="position:absolute;left:70px;top:130px;right:70px;display:grid;grid-template-columns:repeat(4,1fr);gap:10px">${TRIES.map(thumb).join('')}</div>
    <svg style="position:absolute;left:872px;top:112px" width="290" height="230" viewBox="0 0 100 100" fill="none" stroke="${C.crust}" stroke-width="3" stroke-linecap="round" filter="url(#hand)">
      <ellipse cx="50" cy="50" rx="46" ry="40"/></svg>
    <div style="position:absolute;left:90px;top:520px;width:640px;height:600px;background:#fbf8f1;box-shadow:0 2px 4px rgba(60,40,20,.12),0 30px 60px -20px rgba(60,40,20,.3);transform:rotate(-2deg)">
      <div style="position:absolute;inset:0;display:grid;place-items:center">${mark(380, C.sea, { stroke: 6 })}</div>
      <div style="position:absolute;left:40px;bottom:34px;font:italic 400 32px ${DISPLAY};color:${C.sea}">rentegning, pensel nr. 6</div>
    </div>
    <div class="col" style="position:absolute;left:790px;top:560px;width:330px;gap:26px;color:#4a4a4e">
      <div style="font:italic 300 40px/1.15 ${DISPLAY}">«Snittet i skorpa og bølgen på fjorden er samme strek.»</div>
      <div style="font:400 22px/1.5 ${TEXT};color:#6d675e">Liv, på det andre skissemøtet. Streken får skjelve litt: den er tegnet, ikke konstruert.</div>
      <div class="row" style="gap:18px;align-items:center;margin-top:20px">${mark(80, C.sea, { stroke: 8 })}${mark(44, C.sea, { stroke: 10 })}${mark(24, C.sea, { stroke: 12 })}</div>
      <div style="font:500 18px ${TEXT};letter-spacing:.12em;color:#8a8378">80 · 44 · 24 PX — STREKEN TYKNER NÅR MERKET KRYMPER</div>
    </div>`,
    [w, h],
    { background: '#f3eee3' },
  );
