// The mark's construction at 21:9: the wordmark with its guides (the step is one x-height high
// and starts under the a), the monogram on plum and rose, and the smallest sizes.
import { C, SANS, SERIF, monogram, wordmark } from './brand.mjs';

const guide = (top, label, right = false) =>
  `<div style="position:absolute;left:70px;right:0;top:${top}px;border-top:1px dashed ${C.grey}"></div>
   <span style="position:absolute;${right ? 'right:40px' : 'left:70px'};top:${top - 20}px;font:400 13px ${SANS};color:${C.grey}">${label}</span>`;

export function markSheet([w, h]) {
  return `<div class="row" style="width:${w}px;height:${h}px;background:${C.paper}">
    <div style="position:relative;flex:1.55;border-right:1px solid ${C.rule}">
      ${guide(161, 'versalhøyde')}${guide(228, 'x-høyde')}${guide(367, 'grunnlinje')}${guide(457, 'trinnet reiser seg under a', true)}
      <div style="position:absolute;left:150px;top:160px">${wordmark(300)}</div>
      <div class="kicker" style="position:absolute;left:70px;bottom:54px;color:${C.ink}">Merket · Newsreader Medium, −2,5 % sperring</div></div>
    <div class="col" style="flex:1">
      <div class="row" style="flex:1.3">
        <div style="flex:1;display:flex;align-items:center;justify-content:center;background:${C.plum}">${monogram(190)}</div>
        <div style="flex:1;display:flex;align-items:center;justify-content:center;background:${C.rose}">${monogram(190, C.ink, C.paper)}</div></div>
      <div class="row" style="flex:1;align-items:center;justify-content:space-around;padding:0 40px;border-top:1px solid ${C.rule}">
        ${[72, 40, 22].map((s) => `<div class="col" style="align-items:center;gap:14px">${wordmark(s)}<span style="font:400 12px ${SANS};color:${C.grey}">${s} pt</span></div>`).join('')}
        <div class="col" style="align-items:center;gap:14px"><div style="width:64px;height:64px;background:${C.ink};display:flex;align-items:center;justify-content:center">${monogram(34)}</div><span style="font:400 12px ${SANS};color:${C.grey}">favicon</span></div></div>
      <div style="padding:0 40px 40px;font:400 italic 22px ${SERIF};color:${C.plum}">Lederutvikling for kvinner</div></div></div>`;
}
