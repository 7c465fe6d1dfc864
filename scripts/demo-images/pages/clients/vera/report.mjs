// "Kvinner i ledelse 2026", Vera's yearly report: the cover is its own chart, and inside every
// figure about women is rose, everything else ink.
import { C, SANS, SERIF, SHARE, wordmark } from './brand.mjs';

const SECTORS = [
  ['Offentlig sektor', 47],
  ['Helse og omsorg', 44],
  ['Finans og forsikring', 34],
  ['Handel', 31],
  ['Energi', 24],
  ['Industri', 22],
  ['Teknologi', 19],
];

/** The cover, w x h: the eleven years as rising rules, the title set like a headline. */
export function cover(w, h) {
  const u = w / 560;
  const lines = SHARE.map(
    (v, i) =>
      `<div style="position:absolute;left:${(40 + i * 44) * u}px;bottom:${150 * u}px;width:${26 * u}px;height:${v * 9 * u}px;background:${i === SHARE.length - 1 ? C.rose : C.paper};opacity:${i === SHARE.length - 1 ? 1 : 0.16 + i * 0.05}"></div>`,
  ).join('');
  return `<div style="position:relative;width:${w}px;height:${h}px;background:${C.plum};color:${C.paper};overflow:hidden">
    <div class="row" style="position:absolute;left:${40 * u}px;right:${40 * u}px;top:${36 * u}px;justify-content:space-between;align-items:flex-start">
      ${wordmark(30 * u, C.paper)}<span style="font:400 ${12 * u}px/1.5 ${SANS};text-align:right;opacity:.8">Vera-rapporten<br>Nr. 3 · Januar 2026</span></div>
    <div style="position:absolute;left:${40 * u}px;right:${40 * u}px;top:${132 * u}px">
      <div style="font:400 ${66 * u}px/0.98 ${SERIF};letter-spacing:-.02em">Kvinner i ledelse <span style="color:${C.rose}">2026</span></div>
      <p style="margin-top:${16 * u}px;max-width:${400 * u}px;font:400 italic ${19 * u}px/1.35 ${SERIF};opacity:.9">Hvor mange kvinner sitter i norske toppledergrupper – og hva skal til for at flere kommer dit?</p></div>
    ${lines}
    <div style="position:absolute;left:${40 * u}px;right:${40 * u}px;bottom:${118 * u}px;border-top:1px solid ${C.paper}66"></div>
    <div class="row" style="position:absolute;left:${40 * u}px;right:${40 * u}px;bottom:${86 * u}px;justify-content:space-between;font:400 ${12 * u}px ${SANS};opacity:.75"><span>2016: 22 %</span><span>2026: 36 %</span></div>
    <div style="position:absolute;left:${40 * u}px;bottom:${34 * u}px;font:400 ${12 * u}px ${SANS};opacity:.7">Basert på svar fra 412 virksomheter</div></div>`;
}

/** The spread's left page: the argument, set as an essay. */
function leftPage(w, h) {
  return `<div style="position:relative;width:${w}px;height:${h}px;background:#fbf8f5;padding:56px 50px;color:${C.ink}">
    <div class="row" style="justify-content:space-between;font:400 12px ${SANS};color:${C.grey}"><span>Kvinner i ledelse 2026</span><span>2 · Hvor står vi?</span></div>
    <h2 style="margin-top:54px;font:400 42px/1.06 ${SERIF};letter-spacing:-.01em">Fire av ti ledergrupper har færre enn tre kvinner</h2>
    <p style="margin-top:26px;font:400 14.5px/1.65 ${SANS}">Andelen kvinner i toppledergruppene har økt hvert år siden 2016, men økningen skjer ujevnt. I offentlig sektor er nesten halvparten kvinner. I teknologi og industri er det under én av fem.</p>
    <p style="margin-top:14px;font:400 14.5px/1.65 ${SANS}">Forskjellen oppstår ikke i toppen, men ett steg under: blant avdelingsledere som blir vurdert til ledergruppen, er kvinner færre og blir spurt senere.</p>
    <div style="margin-top:34px;padding:22px 0;border-top:2px solid ${C.ink};border-bottom:1px solid ${C.rule}">
      <p style="font:400 italic 25px/1.3 ${SERIF};color:${C.plum}">«Vi mangler ikke kandidater. Vi mangler noen som spør dem.»</p>
      <p style="margin-top:10px;font:400 12px ${SANS};color:${C.grey}">HR-direktør, finans</p></div>
    <div class="row" style="margin-top:30px;gap:26px">${[
      ['412', 'virksomheter svarte'],
      ['36 %', 'av toppledere er kvinner'],
      ['14 %', 'av toppsjefene er kvinner'],
    ]
      .map(
        ([n, t]) =>
          `<div style="flex:1"><div style="font:400 34px ${SERIF};color:${n === '412' ? C.ink : C.rose}">${n}</div><div style="margin-top:4px;font:400 12px/1.4 ${SANS}">${t}</div></div>`,
      )
      .join('')}</div>
    <div style="position:absolute;left:50px;bottom:34px;font:400 12px ${SANS};color:${C.grey}">14</div></div>`;
}

/** The right page: the chart, women's share by sector, the average marked. */
function rightPage(w, h) {
  const max = 50;
  const barW = w - 100 - 190 - 56;
  const rows = SECTORS.map(
    ([name, v]) => `<div class="row" style="align-items:center;height:54px;border-bottom:1px solid ${C.mist}">
      <span style="width:190px;font:400 14px ${SANS}">${name}</span>
      <div style="width:${barW}px;height:22px"><div style="width:${(v / max) * 100}%;height:100%;background:${C.rose}"></div></div>
      <span style="width:56px;text-align:right;white-space:nowrap;font:500 14px ${SANS}">${v} %</span></div>`,
  ).join('');
  return `<div style="position:relative;width:${w}px;height:${h}px;background:#fbf8f5;padding:56px 50px;color:${C.ink}">
    <div class="row" style="justify-content:flex-end;font:400 12px ${SANS};color:${C.grey}">Vera-rapporten · Nr. 3</div>
    <div class="kicker" style="margin-top:54px;font-size:11px;color:${C.rose}">Figur 4</div>
    <h3 style="margin-top:12px;font:500 24px/1.2 ${SERIF}">Andel kvinner i toppledergrupper, etter sektor, 2026</h3>
    <div style="position:relative;margin-top:30px;border-top:2px solid ${C.ink}">${rows}
      <div style="position:absolute;top:-8px;bottom:0;left:${190 + (36 / max) * barW}px;border-left:1.5px dashed ${C.ink}"></div>
      <span style="position:absolute;top:-30px;left:${190 + (36 / max) * barW - 60}px;font:500 12px ${SANS}">Snitt 36 %</span></div>
    <p style="margin-top:24px;font:400 12px/1.5 ${SANS};color:${C.grey}">Kilde: Veras spørreundersøkelse blant 412 virksomheter med over 50 ansatte, november 2025.</p>
    <div style="position:absolute;right:50px;bottom:34px;font:400 12px ${SANS};color:${C.grey}">15</div></div>`;
}

/** The open report: two pages side by side with a soft gutter shadow. */
export function spread(pageW, pageH) {
  return `<div class="row shadow" style="position:relative">${leftPage(pageW, pageH)}${rightPage(pageW, pageH)}
    <div style="position:absolute;left:${pageW - 40}px;top:0;bottom:0;width:80px;background:linear-gradient(90deg,transparent,rgba(46,15,41,.13) 50%,transparent)"></div></div>`;
}
