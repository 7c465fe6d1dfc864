// sol-ceramics-online-shop: Sol's own artefacts, artefact-1… in file order (the gallery's order),
// each { html: () => string, size: [w, h] }. Syne and Karla, a sun that stands in for the O and is
// pressed into every foot, a palette made of the glazes, and the pieces themselves in 3D.
import { phone } from '../kit.mjs';
import { C, GLAZES, TEXT, solPage, sun } from './sol/brand.mjs';
import { shots } from './sol/ceramics.mjs';
import { MAIL_SHOTS, releaseMail } from './sol/mail.mjs';
import { boxScene, footScene, tilesScene } from './sol/objects.mjs';
import { careCard, markSheet } from './sol/print.mjs';
import { PRODUCTS, frontPage, productPage, swatch } from './sol/shop.mjs';

const SQUARE = [1200, 1200];
const DETAIL = [1680, 720];
const CARD_BG = '#ece2d5';

// The front page at 1440 px, nearly at full size, cut to the detail's band: the release and the
// first pieces, in a plain browser frame.
const front = () =>
  solPage(
    `<div style="position:absolute;left:90px;top:50px;width:1500px;border-radius:12px 12px 0 0;overflow:hidden;background:${C.paper};box-shadow:0 30px 80px -30px rgba(43,33,28,.5)">
      <div class="row" style="height:40px;align-items:center;gap:8px;padding:0 18px;background:#e6dccf">${['#d9826a', '#dcb66a', '#9fb08f']
        .map((c) => `<span style="width:11px;height:11px;border-radius:50%;background:${c}"></span>`)
        .join(
          '',
        )}<span style="margin-left:22px;padding:4px 18px;border-radius:6px;background:${C.paper};font:500 13px ${TEXT};color:#7a685b">solkeramikk.no</span></div>
      <div style="width:1440px;transform:scale(${1500 / 1440});transform-origin:0 0">${frontPage()}</div></div>
    ${shots(PRODUCTS.slice(0, 3).map((p) => ({ ...p, background: CARD_BG })))}`,
    DETAIL,
    C.clay,
  );

// The product page on one phone, with its buying controls drawn out large beside it.
const product = () => {
  const callout = (top, body) =>
    `<div style="position:absolute;left:640px;top:${top}px;width:470px;padding:26px 28px;background:${C.paper};border-radius:6px;box-shadow:0 20px 50px -25px rgba(43,33,28,.5)">${body}</div>`;
  return solPage(
    `<div style="position:absolute;left:110px;top:100px">${phone(productPage(), { scale: 1.23 })}</div>
    ${callout(
      190,
      `<div style="font:700 14px ${TEXT};letter-spacing:.1em;text-transform:uppercase;color:#7a685b">Velg glasur</div>
      <div class="row" style="margin-top:18px;gap:18px">${Object.keys(GLAZES)
        .map(
          (k, i) =>
            `<div class="col" style="align-items:center;gap:8px">${swatch(k, 62, i === 0)}<span style="font:500 14px ${TEXT}">${GLAZES[k].name}</span></div>`,
        )
        .join('')}</div>`,
    )}
    ${callout(
      470,
      `<div class="row" style="align-items:center;gap:16px"><span style="flex:none;white-space:nowrap;padding:10px 18px;border-radius:99px;background:${C.sun};color:#fff;font:700 22px ${TEXT}">Bare 12 igjen</span>
      <span style="font:400 16px/1.4 ${TEXT}">Lageret telles ned i sanntid, så ingenting selges to ganger.</span></div>`,
    )}
    ${callout(
      680,
      `<div style="padding:22px;border-radius:99px;background:${C.ink};color:${C.paper};text-align:center;font:700 26px ${TEXT}">Legg i kurven</div>
      <div class="row" style="margin-top:16px;justify-content:center;gap:8px;align-items:center;font:500 15px ${TEXT}">${sun(18)}Sendes innen 3 dager · Fri frakt over 1 000 kr</div>`,
    )}
    ${shots([{ ...PRODUCTS[0], id: 'm1', background: '#efe6da', zoom: 0.9 }])}`,
    SQUARE,
    C.oat,
  );
};

export const artefacts = [
  { html: () => solPage(markSheet(), SQUARE), size: SQUARE },
  { html: () => solPage(footScene(...SQUARE), SQUARE), size: SQUARE },
  { html: front, size: DETAIL },
  { html: product, size: SQUARE },
  { html: () => solPage(`${releaseMail()}${shots(MAIL_SHOTS)}`, SQUARE), size: SQUARE },
  { html: () => solPage(boxScene(...SQUARE), SQUARE), size: SQUARE },
  { html: () => solPage(careCard(), SQUARE), size: SQUARE },
  { html: () => solPage(tilesScene(...DETAIL, Object.keys(GLAZES)), DETAIL), size: DETAIL },
];

export { scenes } from './sol/scenes.mjs';
