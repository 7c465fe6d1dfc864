// Luna at the scale of the street: the autumn campaign on a bus shelter in Bergen at dusk, the
// poster lit from inside. Flat and graphic: the phases carry it, as on the labels.
import { C, RANGE, SANS, SERIF, moon, pct, wordmark } from './brand.mjs';

export const busShelter = () => `
  <div style="position:absolute;inset:0;background:linear-gradient(180deg,#0d1226 0%,#1f2a4a 55%,#34406a 78%,#252b3f 78.2%,#1a1f30)"></div>
  <div style="position:absolute;left:1480px;top:120px;width:150px;height:150px;border-radius:50%;background:${C.moon};box-shadow:0 0 120px 40px rgba(233,228,216,.18)"></div>
  <div style="position:absolute;left:0;right:0;top:610px;height:370px;display:flex;gap:26px;padding:0 40px;opacity:.5">
    ${[220, 300, 180, 260, 340, 200, 280].map((h, i) => `<div style="align-self:flex-end;flex:1;height:${h}px;background:#141b33;box-shadow:inset 0 0 0 1px rgba(255,255,255,.02)">${i % 2 ? '' : `<div style="margin:40px 30px;height:24px;background:rgba(233,200,140,.25)"></div>`}</div>`).join('')}</div>
  <div style="position:absolute;left:560px;top:150px;width:880px;height:1000px;border:14px solid #2b2f38;border-bottom-width:0;background:rgba(180,200,230,.05)"></div>
  <div style="position:absolute;left:640px;top:250px;width:720px;height:860px;background:${C.dusk};box-shadow:0 0 0 10px #3a3f4a,0 0 160px 20px rgba(201,207,220,.22)">
    <div style="position:absolute;inset:0;display:flex;flex-direction:column;align-items:center;padding-top:74px;color:${C.pearl}">
      <span style="font:500 17px ${SANS};letter-spacing:.34em;color:${C.copper}">HØSTEN 2025</span>
      <span style="margin-top:34px;font:italic 300 96px/1 ${SERIF}">Kveldsritualet</span>
      <span style="margin-top:22px;font:300 26px ${SANS};letter-spacing:.02em">Fem trinn, én måne.</span>
      <div style="margin-top:70px;display:flex;gap:38px">${RANGE.map((p) => `<div style="display:flex;flex-direction:column;align-items:center;gap:16px">${moon(78, p.lit, C.moon, { ring: 1.4 })}<span style="font:400 22px ${SERIF}">${p.name}</span><span style="font:400 16px ${SANS};letter-spacing:.1em;color:${C.mist}">${pct(p.pct)}</span></div>`).join('')}</div>
      <div style="position:absolute;bottom:70px">${wordmark(64, C.pearl)}</div>
      <span style="position:absolute;bottom:34px;font:400 15px ${SANS};letter-spacing:.22em;color:${C.mist}">LUNA.NO · PARFYMEFRI HUDPLEIE FRA BERGEN</span></div></div>
  <div style="position:absolute;left:0;right:0;top:1110px;bottom:0;background:linear-gradient(180deg,#2a3048,#1c2134)"></div>
  <div style="position:absolute;left:560px;top:1110px;width:880px;height:60px;background:radial-gradient(closest-side,rgba(201,207,220,.28),transparent)"></div>
  <div style="position:absolute;left:1540px;top:880px;width:14px;height:230px;background:#2b2f38"></div>
  <div style="position:absolute;left:1470px;top:930px;width:160px;height:60px;font:600 20px ${SANS};color:#f3eee6;background:#3a3f4a;display:grid;place-items:center;letter-spacing:.1em">BYPARKEN</div>`;
