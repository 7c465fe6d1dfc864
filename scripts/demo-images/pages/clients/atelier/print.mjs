// Paper from the atelier: the lookbook spread, the appointment card with the client's measurements,
// and the collection's flat drawings as the pattern cutter hands them over.
import { C, COLLECTION, SANS, SERIF, monogram, wordmark } from './brand.mjs';
import { garment } from './garments.mjs';

const linen = (base) =>
  `background-color:${base};background-image:repeating-linear-gradient(0deg,rgba(255,255,255,.045) 0 1px,transparent 1px 4px),repeating-linear-gradient(90deg,rgba(0,0,0,.05) 0 1px,transparent 1px 5px);`;

/** An open lookbook, seen from above: the coat on its hanger, and its page of facts. */
export const lookbook = () => `
  <div style="position:absolute;inset:0;${linen(C.slate)}"></div>
  <div class="row" style="position:absolute;left:90px;top:170px;width:1020px;height:820px;box-shadow:0 2px 4px rgba(0,0,0,.25),0 50px 80px -30px rgba(0,0,0,.7)">
    <div style="position:relative;flex:1;background:${C.oat};display:grid;place-items:center;overflow:hidden">
      <div style="position:absolute;inset:0;background:linear-gradient(90deg,transparent 85%,rgba(0,0,0,.12))"></div>
      ${garment('coat', { width: 380, wash: C.moss, hanger: true, weight: 1.5 })}
      <span style="position:absolute;left:36px;bottom:28px;font:500 12px ${SANS};letter-spacing:.24em;color:#7a7264">PLATE 04</span></div>
    <div class="col" style="position:relative;flex:1;background:${C.chalk};padding:70px 64px;gap:20px">
      <div style="position:absolute;inset:0;background:linear-gradient(90deg,rgba(0,0,0,.1),transparent 14%)"></div>
      <span style="font:600 12px ${SANS};letter-spacing:.3em;color:${C.moss}">HØST 2025 · NR. 04</span>
      <span style="font:400 62px/1 ${SERIF}">Frogner-<br><i>kåpe</i></span>
      <p style="font:400 17px/1.7 ${SANS};color:#3a3f4a;margin-top:10px">Dobbeltspent kåpe i tung ull fra et restparti i Biella, med hel fôr i viskose og håndsydde knapphull. Lengden bestemmer du på prøvetimen.</p>
      <div class="col" style="margin-top:auto;gap:10px;font:500 15px ${SANS}">
        ${[
          ['Stoff', '100 % ull, 520 g/m²'],
          ['Fôr', 'Cupro'],
          ['Sys på', '5–6 uker'],
          ['Pris', 'fra 8 400 kr'],
        ]
          .map(
            ([k, v]) =>
              `<div class="row" style="justify-content:space-between;border-top:1px solid ${C.line};padding-top:10px"><span style="color:#7a7f89">${k}</span><span>${v}</span></div>`,
          )
          .join('')}</div></div>
  </div>
  <div style="position:absolute;left:90px;top:80px;color:${C.oat}">${wordmark(22, C.oat)}</div>`;

/** The appointment card, letterpressed, on the fitting notes with the client's measurements. */
export const appointment = () => `
  <div style="position:absolute;inset:0;${linen(C.oat)}"></div>
  <div style="position:absolute;left:140px;top:130px;width:640px;height:860px;background:#fffdf8;transform:rotate(-5deg);box-shadow:0 2px 3px rgba(0,0,0,.12),0 30px 50px -24px rgba(60,50,30,.45);padding:64px 60px;background-image:repeating-linear-gradient(180deg,transparent 0 43px,rgba(63,75,94,.18) 43px 44px)">
    <div class="row" style="justify-content:space-between;align-items:baseline"><span style="font:italic 400 40px ${SERIF}">Målskjema</span><span style="font:500 14px ${SANS};letter-spacing:.16em;color:#7a7f89">KUNDE NR. 0412</span></div>
    <div class="col" style="margin-top:40px;gap:0;font:400 22px/44px ${SERIF};color:${C.slate}">
      ${[
        ['Høyde', '170'],
        ['Brystvidde', '92'],
        ['Midjevidde', '74'],
        ['Hoftevidde', '100'],
        ['Skulderbredde', '39'],
        ['Ermelengde', '60'],
        ['Ryggbredde', '36'],
        ['Kåpelengde', '112'],
      ]
        .map(
          ([k, v]) =>
            `<div class="row" style="justify-content:space-between"><span>${k}</span><span style="font-style:italic">${v} cm</span></div>`,
        )
        .join('')}
    </div>
    <div style="margin-top:20px;font:italic 400 22px/1.4 ${SERIF};color:${C.moss}">Vil ha lengre ermer enn vanlig. Mosegrønn ull?</div>
  </div>
  <div style="position:absolute;left:560px;top:520px;width:520px;height:330px;background:${C.slate};transform:rotate(4deg);box-shadow:0 2px 3px rgba(0,0,0,.2),0 40px 60px -24px rgba(30,30,40,.55);color:${C.oat}">
    <div class="row" style="position:absolute;inset:38px 44px;gap:36px">
      ${monogram(86, C.oat)}
      <div class="col" style="gap:10px;flex:1">
        <span style="font:600 12px ${SANS};letter-spacing:.3em;opacity:.8">DIN PRØVETIME</span>
        <span style="font:400 36px/1.1 ${SERIF}">Torsdag 13. mars</span>
        <span style="font:italic 400 28px ${SERIF}">kl. 14.15</span>
        <span style="margin-top:auto;font:400 14px/1.6 ${SANS};opacity:.85">Thereses gate 14, 0358 Oslo<br>Ring på hos «Atelier», 2. etasje</span></div></div></div>
  <div style="position:absolute;left:850px;top:170px;width:190px;height:170px;transform:rotate(16deg);filter:drop-shadow(0 12px 10px rgba(60,50,30,.35))">
    <div style="width:100%;height:100%;background:${C.slate};clip-path:polygon(50% 0,100% 100%,0 100%);border-radius:12px"></div></div>
  <div style="position:absolute;left:900px;top:360px;width:150px;height:132px;transform:rotate(-22deg);filter:drop-shadow(0 10px 8px rgba(60,50,30,.3))">
    <div style="width:100%;height:100%;background:#f3efe6;clip-path:polygon(50% 0,100% 100%,0 100%)"></div></div>
  ${[
    [420, 1040, 30],
    [1000, 980, -50],
  ]
    .map(
      ([x, y, r]) =>
        `<div style="position:absolute;left:${x}px;top:${y}px;width:150px;height:2px;background:#b9bec6;transform:rotate(${r}deg);box-shadow:0 6px 4px -3px rgba(0,0,0,.25)"><span style="position:absolute;left:-8px;top:-7px;width:16px;height:16px;border-radius:50%;background:${C.brass}"></span></div>`,
    )
    .join('')}</div>`;

/** The collection's flats in a row, as a pattern cutter hands them over, with names and prices. */
export const flats = () => `
  <div style="position:absolute;inset:0;background:${C.chalk}"></div>
  <div style="position:absolute;left:70px;top:40px;right:70px;display:flex;justify-content:space-between;align-items:baseline;border-bottom:1px solid ${C.line};padding-bottom:16px">
    <span style="font:400 34px ${SERIF}">Høst 2025 <i>· fem plagg, tegnet flatt</i></span><span style="font:600 12px ${SANS};letter-spacing:.3em;color:#7a7f89">TEKNISKE TEGNINGER · FORSIDE</span></div>
  <div class="row" style="position:absolute;left:70px;right:70px;top:140px;justify-content:space-between;align-items:flex-end">
    ${COLLECTION.map(
      (g) => `<div class="col" style="align-items:center;gap:18px;width:280px">
        <div style="height:390px;display:flex;align-items:flex-end">${garment(g.draw, { width: 250, weight: 1.3 })}</div>
        <div class="col" style="align-items:center;gap:6px"><span style="font:400 24px ${SERIF}">${g.name}</span><span style="font:400 14px ${SANS};color:#6a6f79">${g.cloth} · fra ${g.price} kr</span></div></div>`,
    ).join('')}
  </div>`;
