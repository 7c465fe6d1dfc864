// The deck and the LinkedIn banner as gallery pictures: the deck in presenter order (the title
// large, three slides below), the banner on its profile page.
import { C, SANS, veraPage } from './brand.mjs';
import { SLIDES, linkedin } from './deck.mjs';

export const SLIDES_SHEET = () =>
  veraPage(
    `<div class="col" style="height:1200px;padding:90px 60px;gap:34px;justify-content:center">
      ${SLIDES[0](1080)}
      <div class="row" style="gap:24px">${SLIDES.slice(1)
        .map((s) => s(344))
        .join('')}</div>
      <div style="font:400 15px ${SANS};color:${C.grey}">Foredrag, HR-forum 2026 · 24 lysbilder · 16:9</div></div>`,
    [1200, 1200],
    C.mist,
  );

export const LINKEDIN = () =>
  veraPage(`<div class="row" style="height:720px;align-items:center;justify-content:center">${linkedin(1320)}</div>`, [1680, 720], C.plum);
