// The batch-release e-mail, open in a mail app beside the inbox: Hanna writes it herself, in the
// first person, and it says when, what and how many.
import { C, TEXT, sun, wordmark } from './brand.mjs';
import { shotImg } from './ceramics.mjs';
import { PRODUCTS, kr } from './shop.mjs';

const INBOX = [
  ['Sol Keramikk', 'Vårslippet åpner torsdag kl. 19', 'Hei! Etter tre måneder ved dreieskiva…', '08:02', true],
  ['Posten', 'Pakken din er på vei', 'Sporingsnummer 70712…', 'I går', false],
  ['Bokklubben', 'Månedens bok: «Leire»', 'Vi har valgt en roman om…', 'I går', false],
  ['Kari', 'Middag lørdag?', 'Jeg tar med dessert hvis…', 'Man.', false],
];

export function releaseMail() {
  const items = PRODUCTS.slice(1, 5);
  return `<div class="row" style="width:1200px;height:1200px;background:#efe7dc">
    <div style="width:330px;flex:none;background:#f8f3ec;border-right:1px solid ${C.line};padding:60px 0 0">
      <div style="padding:0 26px 18px;font:700 24px ${TEXT}">Innboks</div>
      ${INBOX.map(
        ([
          from,
          subject,
          preview,
          time,
          on,
        ]) => `<div style="padding:16px 26px;border-top:1px solid ${C.line};${on ? `background:${C.ink};color:${C.paper}` : ''}">
        <div class="row" style="justify-content:space-between;font:700 15px ${TEXT}"><span>${from}</span><span style="font-weight:400;opacity:.7">${time}</span></div>
        <div style="margin-top:4px;font:500 14px ${TEXT}">${subject}</div><div style="margin-top:3px;font:400 13px ${TEXT};opacity:.65">${preview}</div></div>`,
      ).join('')}</div>
    <div style="flex:1;padding:60px 0 0 50px;overflow:hidden">
      <div style="font:400 14px/1.6 ${TEXT};color:#7a685b">Fra: <b style="color:${C.ink}">Hanna i Sol Keramikk</b> · hei@solkeramikk.no<br>Emne: <b style="color:${C.ink}">Vårslippet åpner torsdag kl. 19</b></div>
      <div style="margin-top:22px;width:640px;background:${C.paper};box-shadow:0 20px 50px -20px rgba(43,33,28,.35)">
        <div class="row" style="padding:28px 36px;justify-content:space-between;align-items:center">${wordmark(28)}<span style="font:500 13px ${TEXT};color:#7a685b">Slipp nr. 7 · Vår 2026</span></div>
        <div style="position:relative">${shotImg('n0', 'width:640px;height:360px')}
          <div class="row" style="position:absolute;left:28px;bottom:24px;align-items:center;gap:10px;padding:10px 16px;border-radius:99px;background:${C.paper};font:700 15px ${TEXT}">${sun(20)}Torsdag 20. mars kl. 19:00</div></div>
        <div style="padding:30px 36px 0">
          <h1 class="sy" style="font-size:44px;line-height:1;font-weight:800;letter-spacing:-.02em">46 nye ting fra ovnen</h1>
          <p style="margin-top:16px;font:400 17px/1.6 ${TEXT}">Hei! Etter tre måneder ved dreieskiva er vårslippet klart: kopper, krus, boller og asjetter i fem glasurer, blant dem den nye Honning. Det er få av hver, så sett gjerne en påminnelse.</p>
          <div style="margin-top:22px;display:grid;grid-template-columns:1fr 1fr;gap:16px">${items
            .map(
              (p, i) => `<div>${shotImg(`n${i + 1}`, 'width:276px;height:200px')}
              <div class="row" style="margin-top:8px;justify-content:space-between;font:500 15px ${TEXT}"><b class="sy" style="font-weight:700">${p.name}</b><span>${kr(p.price)}</span></div></div>`,
            )
            .join('')}</div>
          <div style="margin:26px 0 0;padding:17px;border-radius:99px;background:${C.ink};color:${C.paper};text-align:center;font:700 17px ${TEXT}">Sett en påminnelse</div>
          <p style="margin-top:22px;font:italic 400 17px ${TEXT}">Hilsen Hanna</p></div></div></div></div>`;
}

/** The shots the e-mail needs: a wide one of the mug, four small ones. */
export const MAIL_SHOTS = [
  { id: 'n0', kind: 'krus', glaze: 'honning', background: '#e8d9c4', turn: -0.5, zoom: 1.45, tilt: 0.3 },
  ...PRODUCTS.slice(1, 5).map((p, i) => ({ ...p, id: `n${i + 1}`, background: '#efe6da' })),
];
