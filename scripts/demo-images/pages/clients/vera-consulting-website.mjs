// vera-consulting-website: Vera's own artefacts, artefact-1… in file order (the gallery's order),
// each { html: () => string, size: [w, h] }. An editorial identity: Newsreader and IBM Plex Sans,
// plum ink on paper, rose only for figures about women; no pictures, only type, rules and charts.
import { browser, phone } from '../kit.mjs';
import { C, SANS, veraPage } from './vera/brand.mjs';
import { LINKEDIN, SLIDES_SHEET } from './vera/sheets.mjs';
import { markSheet } from './vera/mark.mjs';
import { cover, spread } from './vera/report.mjs';
import { frontPage, programmePage } from './vera/site.mjs';
import { workbook } from './vera/workbook.mjs';

const SQUARE = [1200, 1200];
const DETAIL = [1680, 720];

// The front page at 1440 px, in a browser that runs off the bottom of the square.
const front = () =>
  veraPage(
    `<div style="padding:80px 60px 0">${browser(frontPage(), { width: 1080, inner: 1440, height: 1200, url: 'vera.no' })}</div>`,
    SQUARE,
    C.mist,
  );

// The programme page on two phones: its top, and further down where the facts and price sit.
const phones = () =>
  veraPage(
    `<div class="row" style="height:1200px;align-items:center;justify-content:center;gap:60px">
      <div style="margin-top:-90px">${phone(programmePage(0), { scale: 1.2 })}</div>
      <div style="margin-top:150px">${phone(programmePage(440), { scale: 1.2 })}</div></div>`,
    SQUARE,
    C.plum,
  );

const reportCover = () =>
  veraPage(
    `<div class="row" style="height:1200px;align-items:center;justify-content:center;gap:0">
      <div class="shadow">${cover(700, 990)}</div></div>
    <div style="position:absolute;left:60px;bottom:50px;font:400 15px ${SANS};color:${C.grey}">A4 · 40 sider · trykt og som PDF</div>`,
    SQUARE,
    C.mist,
  );

const reportSpread = () =>
  veraPage(`<div class="row" style="height:1200px;align-items:center;justify-content:center">${spread(540, 780)}</div>`, SQUARE, C.ink);

export const artefacts = [
  { html: front, size: SQUARE },
  { html: phones, size: SQUARE },
  { html: () => veraPage(markSheet(DETAIL), DETAIL), size: DETAIL },
  { html: reportCover, size: SQUARE },
  { html: reportSpread, size: SQUARE },
  { html: SLIDES_SHEET, size: SQUARE },
  { html: () => veraPage(workbook(...SQUARE), SQUARE), size: SQUARE },
  { html: LINKEDIN, size: DETAIL },
];

export { scenes } from './vera/scenes.mjs';
