// The insert card in every box: the evening ritual in five steps, each with its moon, signed by the
// chemist who wrote the formulas. A vellum band, printed with the full moon in copper, holds the cover.
import { C, RANGE, SANS, SERIF, moon, wordmark } from './brand.mjs';

const STEPS = {
  rens: 'Masser inn på fuktig hud i ett minutt. Skyll med lunkent vann.',
  fukt: 'Tre dråper mens huden fortsatt er fuktig.',
  klar: 'To dråper over hele ansiktet. Vent et øyeblikk.',
  lys: 'Annenhver kveld de første ukene. Huden skal venne seg til det.',
  natt: 'En mengde på størrelse med en ert, til slutt.',
};

export const ritualCard = () => `
  <div style="position:absolute;inset:0;background:radial-gradient(110% 90% at 30% 20%,#2a3766,${C.night})"></div>
  <div style="position:absolute;left:590px;top:170px;width:470px;height:760px;background:${C.dusk};border-radius:4px;transform:rotate(7deg);box-shadow:0 30px 60px -20px rgba(0,0,0,.7)">
    <div class="col" style="position:absolute;inset:0;align-items:center;justify-content:center;gap:34px;color:${C.pearl}">
      ${moon(150, 1, C.moon)}${wordmark(64, C.pearl)}
      <span style="font:400 14px ${SANS};letter-spacing:.3em;color:${C.mist}">HUDPLEIE FRA BERGEN</span></div>
    <div style="position:absolute;left:-20px;right:-20px;top:610px;height:110px;background:rgba(236,238,246,.5);backdrop-filter:blur(2px);border-top:1px solid rgba(255,255,255,.6);border-bottom:1px solid rgba(255,255,255,.6);display:grid;place-items:center;box-shadow:0 6px 14px rgba(0,0,0,.08)">
      <div style="opacity:.85">${moon(70, 1, C.copper)}</div></div></div>
  <div style="position:absolute;left:150px;top:110px;width:560px;height:900px;background:${C.pearl};border-radius:4px;transform:rotate(-3deg);box-shadow:0 2px 3px rgba(0,0,0,.3),0 40px 70px -24px rgba(0,0,0,.75);padding:60px 56px;color:${C.ink}">
    <div style="font:500 13px ${SANS};letter-spacing:.3em;color:${C.copper}">SLIK BRUKER DU LUNA</div>
    <div style="margin-top:14px;font:italic 300 64px/1 ${SERIF};color:${C.dusk}">Kveldsritualet</div>
    <div class="col" style="margin-top:38px;gap:22px">
      ${RANGE.map(
        (p, i) => `<div class="row" style="gap:22px;align-items:flex-start">
          <div style="padding-top:4px">${moon(34, p.lit, C.dusk)}</div>
          <div class="col" style="gap:4px"><span style="font:500 24px ${SERIF};color:${C.dusk}">${i + 1}. ${p.name}</span>
            <span style="font:300 17px/1.45 ${SANS}">${STEPS[p.key]}</span></div></div>`,
      ).join('')}
    </div>
    <div style="position:absolute;left:56px;right:56px;bottom:52px;border-top:1px solid rgba(31,42,74,.2);padding-top:20px;display:flex;justify-content:space-between;align-items:flex-end">
      <div class="col" style="gap:4px"><span style="font:italic 400 30px ${SERIF};color:${C.dusk}">Ingrid Solberg</span><span style="font:400 13px ${SANS};letter-spacing:.16em">KJEMIKER OG GRUNNLEGGER</span></div>
      <span style="font:400 14px ${SANS};opacity:.75">ingrid@lunaskincare.no</span></div>
  </div>`;
