// Sol on paper: the mark (the sun as the O, and the round stamp), and the care card that goes in
// every parcel, both sides, printed in one colour on oat card.
import { C, DISPLAY, GLAZES, TEXT, stamp, sun, wordmark } from './brand.mjs';

export function markSheet() {
  return `<div style="position:relative;width:1200px;height:1200px;background:${C.paper}">
    <div style="position:absolute;left:0;top:0;width:1200px;height:640px;display:flex;align-items:center;justify-content:center;background:${C.oat}">
      <div style="position:relative">${wordmark(250)}
        <div style="position:absolute;left:0;right:0;top:50%;border-top:1px dashed ${C.clay}"></div></div></div>
    <div style="position:absolute;left:60px;top:40px;font:700 13px ${TEXT};letter-spacing:.14em;text-transform:uppercase">Ordmerket · Syne ExtraBold, O-en er sola</div>
    <div class="row" style="position:absolute;left:0;right:0;top:640px;height:560px">
      <div style="flex:1;display:flex;flex-direction:column;align-items:center;justify-content:center;gap:24px;background:${C.ink}">${stamp(250, C.paper)}
        <span style="font:500 14px ${TEXT};color:${C.paper};opacity:.8">Stempelet, Ø 18 mm, trykt i leiren</span></div>
      <div class="col" style="flex:1;padding:56px;justify-content:space-between">
        <div class="row" style="gap:30px;align-items:center">${sun(110)}<div style="font:400 16px/1.55 ${TEXT}">Tolv stråler, én for hver måned i året Hanna lager keramikk. Sola står alene på små flater: favicon, tape og stempel.</div></div>
        <div class="row" style="gap:18px;align-items:center">${wordmark(56, C.sun, C.ink)}<span style="padding:14px 20px;background:${C.sun}">${wordmark(40, C.paper, C.paper)}</span></div>
        <div style="font:800 22px ${DISPLAY};letter-spacing:.01em">Aa Ææ Øø Åå · <span style="font:400 22px ${TEXT}">Karla for tekst</span></div></div></div></div>`;
}

// Line icons for the care card, drawn in the card's one ink.
const ICON = {
  oppvask:
    '<rect x="8" y="6" width="32" height="36" rx="3"/><path d="M8 14h32"/><circle cx="24" cy="28" r="8"/><path d="M14 10h2M20 10h2"/>',
  mikro:
    '<rect x="5" y="10" width="38" height="28" rx="3"/><rect x="10" y="15" width="22" height="18" rx="2"/><path d="M37 16v4M37 26v4"/>',
  ovn: '<path d="M24 8c5 6 8 10 8 16a8 8 0 0 1-16 0c0-6 3-10 8-16z"/><path d="M10 40h28"/>',
  sjokk: '<path d="M14 34l6-20 4 12 4-8 6 16"/><path d="M8 40h32"/>',
};
const icon = (name) =>
  `<svg width="46" height="46" viewBox="0 0 48 48" fill="none" stroke="${C.ink}" stroke-width="2.4" stroke-linecap="round" stroke-linejoin="round">${ICON[name]}</svg>`;

/** The care card (A6), front and back, on linen. */
export function careCard() {
  const care = [
    ['oppvask', 'Tåler oppvaskmaskin', 'Men vask gjerne for hånd, så holder glasuren seg blank lenger.'],
    ['mikro', 'Tåler mikrobølgeovn', 'Alle glasurer er blyfrie og trygge for mat og drikke.'],
    ['ovn', 'Ikke i stekeovn', 'Leirtøy liker ikke å gå fra kaldt til varmt.'],
    ['sjokk', 'Unngå brå temperaturskift', 'Ikke rett fra fryseren til kokende vann.'],
  ];
  const cardW = 520;
  const cardH = 740;
  const front = `<div style="width:${cardW}px;height:${cardH}px;background:${C.oat};padding:54px 48px;display:flex;flex-direction:column;justify-content:space-between;box-shadow:0 2px 3px rgba(43,33,28,.12),0 30px 60px -24px rgba(43,33,28,.45)">
    ${wordmark(54)}
    <div><div class="sy" style="font-size:46px;font-weight:800;line-height:1">Takk for at du tok meg med hjem.</div>
      <p style="margin-top:20px;font:400 17px/1.55 ${TEXT}">Denne er dreid, glasert og brent i Hannas verksted. Små prikker og ujevnheter i glasuren er leiren som viser seg – ikke feil.</p></div>
    <div class="row" style="justify-content:space-between;align-items:flex-end">${stamp(92)}<span style="font:500 14px ${TEXT}">solkeramikk.no<br>@solkeramikk</span></div></div>`;
  const back = `<div style="width:${cardW}px;height:${cardH}px;background:#f6efe4;padding:50px 46px;box-shadow:0 2px 3px rgba(43,33,28,.12),0 30px 60px -24px rgba(43,33,28,.45)">
    <div class="sy" style="font-size:30px;font-weight:800">Slik tar du vare på den</div>
    ${care
      .map(
        ([k, title, text]) =>
          `<div class="row" style="gap:18px;padding:20px 0;border-bottom:1.5px solid ${C.line}">${icon(k)}<div><div style="font:700 18px ${TEXT}">${title}</div><div style="margin-top:4px;font:400 15px/1.45 ${TEXT}">${text}</div></div></div>`,
      )
      .join('')}
    <div class="row" style="margin-top:26px;align-items:center;gap:12px;font:500 15px ${TEXT}"><span style="display:inline-block;width:24px;height:24px;border-radius:50%;background:${GLAZES.havre.colour};box-shadow:inset 0 0 0 1.5px ${C.ink}"></span>Glasur: Havre · Slipp nr. 7</div></div>`;
  return `<div style="position:relative;width:1200px;height:1200px;background:repeating-linear-gradient(0deg,rgba(120,90,60,.05) 0 2px,transparent 2px 5px),repeating-linear-gradient(90deg,rgba(120,90,60,.04) 0 2px,transparent 2px 6px),#dccab3">
    <div style="position:absolute;left:80px;top:190px;transform:rotate(-5deg)">${front}</div>
    <div style="position:absolute;left:600px;top:260px;transform:rotate(4deg)">${back}</div></div>`;
}
