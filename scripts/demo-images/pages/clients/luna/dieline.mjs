// The cleanser's tube printed flat, as the printer receives it: front and back panels between the
// crimp and the shoulder, with what Norwegian and EU labelling asks for on the back.
import { C, RANGE, SANS, SERIF, moon, pct } from './brand.mjs';

const rens = RANGE[0];

export const tubeDieline = () => `
  <div style="position:absolute;inset:0;background:#e7e3dc"></div>
  <div style="position:absolute;left:60px;top:40px;right:60px;display:flex;justify-content:space-between;font:500 14px ${SANS};letter-spacing:.22em;color:#7d7a8a">
    <span>RENSEGEL 150 ML · TUBE Ø 40 MM · TRYKKARK 1:1,5</span><span>PANTONE 2766 C · 7586 C · PAPIRHVIT</span></div>
  <!-- the printed sheet: crimp on the left, shoulder on the right -->
  <div style="position:absolute;left:100px;top:100px;width:1480px;height:560px;background:${C.pearl};box-shadow:0 20px 40px -24px rgba(20,27,51,.45)">
    <div style="position:absolute;left:0;top:0;bottom:0;width:90px;background:repeating-linear-gradient(90deg,rgba(31,42,74,.08) 0 4px,transparent 4px 10px);border-right:1.5px dashed ${C.copper}"></div>
    <div style="position:absolute;right:0;top:0;bottom:0;width:70px;background:${C.dusk}"></div>
    <div style="position:absolute;left:90px;right:70px;top:50%;border-top:1.5px dashed rgba(184,112,63,.6)"></div>
    <!-- front panel (upper half as printed: it wraps to the front) -->
    <div class="row" style="position:absolute;left:150px;right:130px;top:30px;height:220px;align-items:center;gap:70px;color:${C.dusk}">
      ${moon(110, rens.lit, C.dusk, { ring: 1.6 })}
      <div style="font:300 150px/1 ${SANS};letter-spacing:-.03em">${pct(rens.pct)}</div>
      <div class="col" style="gap:10px"><span style="font:500 18px ${SANS};letter-spacing:.3em">${rens.active.toUpperCase()}</span><span style="font:italic 400 64px/1 ${SERIF}">${rens.name}</span></div>
      <div class="col" style="margin-left:auto;align-items:flex-end;gap:8px;font:400 16px ${SANS};letter-spacing:.18em"><span>LUNA</span><span>${rens.ml.toUpperCase()}</span><span style="color:${C.copper}">1 · NYMÅNE</span></div>
    </div>
    <!-- back panel -->
    <div class="row" style="position:absolute;left:150px;right:130px;top:300px;height:230px;gap:56px;color:${C.ink};font:300 16px/1.5 ${SANS}">
      <div style="flex:1.3"><div style="font:500 13px ${SANS};letter-spacing:.24em;margin-bottom:8px">INGREDIENSER</div>${rens.inci}.</div>
      <div style="flex:1"><div style="font:500 13px ${SANS};letter-spacing:.24em;margin-bottom:8px">BRUK</div>Masser inn på fuktig hud i ett minutt, kveld og morgen. Skyll med lunkent vann. Unngå øynene.</div>
      <div class="col" style="width:300px;gap:10px">
        <div class="row" style="gap:16px;align-items:center">
          <svg width="52" height="52" viewBox="0 0 52 52" fill="none" stroke="${C.ink}" stroke-width="2"><path d="M10 20h32l-3 24H13z"/><path d="M12 20l4-10h22l2 10"/><text x="26" y="38" text-anchor="middle" font-family="Jost" font-size="12" fill="${C.ink}" stroke="none">12M</text></svg>
          <span>Holdbar 12 måneder etter åpning</span></div>
        <span>Batch ${rens.batch} · Best før 09/2026</span>
        <span>Luna Skincare AS · Nygårdsgaten 14 · 5015 Bergen</span>
        <div style="height:44px;width:210px;background:repeating-linear-gradient(90deg,${C.ink} 0 2px,transparent 2px 4px,${C.ink} 4px 7px,transparent 7px 9px,${C.ink} 9px 10px,transparent 10px 13px)"></div>
        <span style="font:400 12px ${SANS};letter-spacing:.3em">7 090045 231847</span>
      </div>
    </div>
  </div>
  <div style="position:absolute;left:100px;top:672px;width:90px;text-align:center;font:400 13px ${SANS};color:#7d7a8a;letter-spacing:.1em">FALS 12</div>
  <div style="position:absolute;left:190px;top:672px;width:1320px;border-top:1px solid #9b97a6;text-align:center;font:400 13px ${SANS};color:#7d7a8a;letter-spacing:.1em;padding-top:6px">TRYKKFLATE 148 MM</div>
  <div style="position:absolute;left:1590px;top:100px;height:560px;border-left:1px solid #9b97a6"><span style="position:absolute;left:10px;top:50%;transform:translateY(-50%);font:400 13px ${SANS};color:#7d7a8a;letter-spacing:.1em;white-space:nowrap;writing-mode:vertical-rl">OMKRETS 126 MM</span></div>`;
