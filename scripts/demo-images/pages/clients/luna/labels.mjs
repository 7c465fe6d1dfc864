// The label system flat: the five labels side by side in ritual order, the moon waxing from one
// to the next, and the one rule that makes it a system written under them.
import { C, RANGE, SANS, SERIF, moon, pct } from './brand.mjs';

const label = (p, i) => `
  <div class="col" style="width:196px;height:600px;background:${C.pearl};border-radius:3px;align-items:center;padding:44px 0 34px;color:${C.dusk};box-shadow:0 1px 2px rgba(0,0,0,.25),0 24px 40px -18px rgba(0,0,0,.6);transform:translateY(${[40, 10, -20, 10, 40][i]}px)">
    ${moon(46, p.lit, C.dusk)}
    <div style="margin-top:auto;font:300 76px/1 ${SANS};letter-spacing:-.03em">${pct(p.pct)}</div>
    <div style="margin-top:12px;font:500 13px ${SANS};letter-spacing:.24em">${p.active.toUpperCase()}</div>
    <div style="margin-top:14px;font:italic 400 30px ${SERIF}">${p.name}</div>
    <div style="margin:22px 0;width:34px;height:2px;background:${C.copper}"></div>
    <div style="margin-top:auto;font:400 12px ${SANS};letter-spacing:.18em;opacity:.8">${p.ml.toUpperCase()} · ${p.batch}</div>
  </div>`;

export const labelSystem = () => `
  <div style="position:absolute;inset:0;background:radial-gradient(120% 90% at 50% 0,#26325a,${C.night})"></div>
  <div style="position:absolute;left:80px;top:70px;right:80px;display:flex;justify-content:space-between;align-items:baseline;color:${C.mist}">
    <span style="font:italic 300 54px ${SERIF};color:${C.pearl}">Fem faser, ett ritual</span>
    <span style="font:400 15px ${SANS};letter-spacing:.26em">ETIKETTSYSTEM · 2024</span></div>
  <div style="position:absolute;left:80px;right:80px;top:190px;height:1px;background:rgba(201,207,220,.25)"></div>
  <div class="row" style="position:absolute;left:80px;right:80px;top:215px;justify-content:space-between">
    ${RANGE.map((p, i) => `<div class="col" style="width:196px;align-items:center;gap:6px;color:${C.mist}"><span style="font:500 13px ${SANS};letter-spacing:.24em">${i + 1} · ${p.phase.toUpperCase()}</span></div>`).join('')}</div>
  <div class="row" style="position:absolute;left:80px;right:80px;top:300px;justify-content:space-between">${RANGE.map(label).join('')}</div>
  <div class="row" style="position:absolute;left:80px;right:80px;bottom:70px;gap:60px;color:${C.mist};font:300 21px/1.55 ${SANS}">
    <p style="flex:1"><span style="color:${C.pearl};font:italic 400 28px ${SERIF}">Månen vokser med rutinen.</span><br>Rens er nymåne, nattkremen er fullmåne. Fasen viser hvor i kveldsritualet flasken hører hjemme, også for den som ikke leser norsk.</p>
    <p style="width:360px">Tallet er alltid den aktive ingrediensen, satt i Jost: en kjemikers prosent skal ikke kunne leses feil.</p>
  </div>`;
