// The mark's construction, drawn like a plate in an astronomy atlas: the disc, the terminator as an
// ellipse of width r·|1 − 2f|, the ring's weight, and the five phases the range uses.
import { C, RANGE, SANS, SERIF, litPath, moon } from './brand.mjs';

const line = 'stroke="#b8703f" stroke-width="1.4" fill="none"';
const thin = 'stroke="rgba(201,207,220,.45)" stroke-width="1" fill="none"';

export const construction = () => {
  const [cx, cy, r] = [330, 360, 230];
  const f = 0.3;
  const rx = r * Math.abs(1 - 2 * f);
  return `
  <div style="position:absolute;inset:0;background:${C.night}"></div>
  <div style="position:absolute;inset:0;background:linear-gradient(rgba(201,207,220,.06) 1px,transparent 1px) 0 0/40px 40px,linear-gradient(90deg,rgba(201,207,220,.06) 1px,transparent 1px) 0 0/40px 40px"></div>
  <svg style="position:absolute;inset:0" width="1680" height="720" viewBox="0 0 1680 720">
    <path d="${litPath(cx, cy, r, f)}" fill="${C.moon}" opacity=".92"/>
    <circle cx="${cx}" cy="${cy}" r="${r}" stroke="${C.moon}" stroke-width="6" fill="none"/>
    <ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${r}" ${line} stroke-dasharray="6 6"/>
    <line x1="${cx - r - 40}" y1="${cy}" x2="${cx + r + 40}" y2="${cy}" ${thin}/><line x1="${cx}" y1="${cy - r - 40}" x2="${cx}" y2="${cy + r + 40}" ${thin}/>
    <line x1="${cx}" y1="${cy + 60}" x2="${cx + rx}" y2="${cy + 60}" ${line}/><circle cx="${cx + rx}" cy="${cy + 60}" r="4" fill="${C.copper}"/>
    <line x1="${cx}" y1="${cy}" x2="${cx - r * 0.707}" y2="${cy - r * 0.707}" ${line}/>
    <circle cx="${cx}" cy="${cy}" r="4" fill="${C.copper}"/>
  </svg>
  <div style="position:absolute;left:${cx + 20}px;top:${cy + 72}px;font:400 16px ${SANS};color:${C.copper};letter-spacing:.08em">r · |1 − 2f|</div>
  <div style="position:absolute;left:${cx - r * 0.38 - 30}px;top:${cy - r * 0.38 - 46}px;font:italic 400 30px ${SERIF};color:${C.copper}">r</div>
  <div style="position:absolute;left:${cx + r + 14}px;top:${cy - r + 10}px;font:400 15px/1.5 ${SANS};color:${C.mist};letter-spacing:.06em">RING = r / 38<br>f = 0,3</div>
  <div class="col" style="position:absolute;left:720px;top:70px;right:80px;gap:18px;color:${C.mist}">
    <span style="font:500 14px ${SANS};letter-spacing:.3em">MERKETS KONSTRUKSJON · PLATE 2</span>
    <span style="font:300 38px/1.2 ${SERIF};color:${C.pearl};max-width:880px">To kurver lager hele månen: en halvsirkel, og en ellipse som blir smalere jo mer av månen som er lys.</span>
  </div>
  <div class="row" style="position:absolute;left:720px;right:80px;top:330px;justify-content:space-between;align-items:flex-end">
    ${RANGE.map(
      (p) => `<div class="col" style="align-items:center;gap:16px;color:${C.mist}">${moon(120, p.lit, C.moon, { ring: 1.6 })}
        <span style="font:400 15px ${SANS};letter-spacing:.12em">f = ${String(p.lit).replace('.', ',')}</span>
        <span style="font:italic 400 26px ${SERIF};color:${C.pearl}">${p.phase}</span></div>`,
    ).join('')}
  </div>
  <div class="row" style="position:absolute;left:720px;right:80px;bottom:58px;justify-content:space-between;align-items:baseline;border-top:1px solid rgba(201,207,220,.25);padding-top:22px;color:${C.mist}">
    <span style="font:300 70px/1 ${SERIF};color:${C.pearl};letter-spacing:.06em;display:inline-flex;align-items:baseline;gap:6px">Luna${moon(15, 0.5, C.pearl)}</span>
    <span style="font:400 15px ${SANS};letter-spacing:.16em">HALVMÅNEN ER PUNKTUM I ORDMERKET</span></div>`;
};
