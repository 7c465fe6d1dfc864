// Portfolio project images (1600x1000): one hero + three gallery shots per
// project. The composition set depends on the project kind so branding,
// website and shop projects each read as the right type of work.
import { PALETTE as P, svgDoc, rect, circle, text, lines, linGrad, SERIF } from './svg.mjs';
import { logoMark, productShape } from './marks.mjs';
import { browser, phone, swatches } from './devices.mjs';
import { siteScreen, mobileScreen } from './site.mjs';
import { shopScreen, productPage, shopMobile, cartMobile } from './shop.mjs';
import { brandBoard, stationery, packaging } from './brand.mjs';

const W = 1600, H = 1000;

// Rough serif width estimate so long names shrink instead of overflowing.
const fit = (str, max, width) => Math.min(max, width / (str.length * 0.62));

/** Logo reveal: badge with the mark, name, tagline and palette dots. */
function brandHero(t) {
  const size = fit(t.name, 96, 640);
  const on = t.onPrimary || t.surface;
  return svgDoc(W, H,
    rect(0, 0, W, H, { fill: 'url(#bg)' }) +
    circle(1450, 120, 260, t.accent, { opacity: 0.12 }) + circle(120, 930, 200, t.accent, { opacity: 0.1 }) +
    circle(520, 500, 250, t.surface) + circle(520, 500, 272, 'none', { stroke: t.accent, strokeWidth: 2, opacity: 0.6 }) +
    logoMark(t.mark, 520, 500, 130, t.primary, t.accent) +
    text(880, 360, 'BRAND IDENTITY', { size: 20, fill: t.accent, ls: 6, weight: 'bold' }) +
    text(880, 360 + size * 1.2, t.name, { size, family: SERIF, fill: on }) +
    rect(880, 400 + size * 1.4, 120, 3, { fill: t.accent }) +
    text(880, 470 + size * 1.4, t.tagline, { size: 30, family: SERIF, fill: on, italic: true, opacity: 0.9 }) +
    swatches(880, 520 + size * 1.4, t.palette, { size: 56, gap: 18, round: true, labels: false, stroke: '#ffffff66' }),
    linGrad('bg', t.heroBg));
}

/** Desktop browser plus overlapping phone: the classic website hero. */
function webHero(t, screen = siteScreen, mobile = mobileScreen, bg = t.heroBg) {
  return svgDoc(W, H,
    rect(0, 0, W, H, { fill: 'url(#bg)' }) + circle(160, 140, 220, P.white, { opacity: 0.18 }) +
    browser(140, 100, 1240, 790, { url: t.domain, inner: (x, y, w, h) => screen(x, y, w, h, t, 0) }) +
    phone(1230, 340, 270, 560, { inner: (x, y, w, h) => mobile(x, y, w, h, t, 0), frame: t.ink }),
    linGrad('bg', bg));
}

/** One large browser centred on a soft background. */
function webSingle(t, inner, bg = t.soft) {
  return svgDoc(W, H,
    rect(0, 0, W, H, { fill: bg }) + circle(1400, 860, 300, t.accent, { opacity: 0.25 }) +
    browser(170, 80, 1260, 840, { url: t.domain, inner }));
}

/** Three phones in a row, the middle one raised. */
function phoneTrio(t, screens, bg = t.trioBg || t.altBg || t.soft) {
  const xs = [250, 615, 980];
  return svgDoc(W, H,
    rect(0, 0, W, H, { fill: bg }) + circle(800, 500, 430, P.white, { opacity: 0.22 }) +
    screens.map((s, i) => phone(xs[i], i === 1 ? 90 : 150, 370, 780, { inner: (x, y, w, h) => s(x, y, w, h), frame: t.ink })).join(''));
}

/** Two overlapping browsers showing different page sections. */
function webPair(t) {
  return svgDoc(W, H,
    rect(0, 0, W, H, { fill: t.altBg || t.soft }) +
    browser(90, 70, 1000, 640, { url: t.domain + '/services', inner: (x, y, w, h) => siteScreen(x, y, w, h, t, 2) }) +
    browser(510, 300, 1000, 640, { url: t.domain + '/about', inner: (x, y, w, h) => siteScreen(x, y, w, h, t, 3) }));
}

/** Lookbook: brand text column and a 2x2 grid of product "photos". */
function lookbook(t) {
  let tiles = '';
  t.products.slice(0, 4).forEach((p, i) => {
    const x = 700 + (i % 2) * 420, y = 90 + Math.floor(i / 2) * 420;
    tiles += `<g filter="url(#shadowSm)">${rect(x, y, 390, 390, { rx: 16, fill: p.bg })}</g>` +
      circle(x + 310, y + 80, 34, t.accent, { opacity: 0.45 }) +
      `<ellipse cx="${x + 195}" cy="${y + 332}" rx="120" ry="14" fill="${t.ink}" opacity="0.1"/>` +
      productShape(p.kind, x + 195, y + 330, 250, p.color, t.surface) +
      text(x + 24, y + 370, p.name, { size: 20, family: SERIF, fill: t.ink, opacity: 0.8 });
  });
  return svgDoc(W, H,
    rect(0, 0, W, H, { fill: t.surface }) + rect(0, 0, 620, H, { fill: t.soft }) +
    logoMark(t.mark, 140, 230, 60, t.primary, t.accent) +
    text(100, 380, t.collection, { size: 64, family: SERIF, fill: t.ink }) +
    text(100, 440, 'Collection 2024', { size: 28, family: SERIF, fill: t.primary, italic: true }) +
    lines(100, 500, 400, 4, { gap: 26, h: 9, fill: t.ink, opacity: 0.2 }) +
    text(100, 700, t.name.toUpperCase(), { size: 20, fill: t.ink, ls: 6, weight: 'bold' }) + tiles);
}

/** Returns { 'hero.webp': svg, 'gallery-1.webp': svg, ... } for a theme. */
export function projectImages(t) {
  const board = () => svgDoc(W, H, rect(0, 0, W, H, { fill: t.deskBg || t.soft }) + brandBoard(80, 80, 1440, 840, t));
  const stat = () => svgDoc(W, H, stationery(W, H, t));
  const pack = () => svgDoc(W, H, packaging(W, H, t));
  const m = (v) => (x, y, w, h) => mobileScreen(x, y, w, h, t, v);
  switch (t.kind) {
    case 'branding':
      return { hero: brandHero(t), 'gallery-1': board(), 'gallery-2': stat(), 'gallery-3': pack() };
    case 'brand-web':
      return { hero: brandHero(t), 'gallery-1': webHero(t, siteScreen, mobileScreen, [t.soft, t.deskBg]), 'gallery-2': board(), 'gallery-3': pack() };
    case 'shop':
      return {
        hero: webHero(t, shopScreen, shopMobile),
        'gallery-1': webSingle(t, (x, y, w, h) => productPage(x, y, w, h, t, t.products[0])),
        'gallery-2': phoneTrio(t, [(x, y, w, h) => shopMobile(x, y, w, h, t), m(1), (x, y, w, h) => cartMobile(x, y, w, h, t)]),
        'gallery-3': lookbook(t),
      };
    default:
      return {
        hero: webHero(t),
        'gallery-1': webSingle(t, (x, y, w, h) => siteScreen(x, y, w, h, t, 1)),
        'gallery-2': phoneTrio(t, [m(0), m(1), m(2)]),
        'gallery-3': webPair(t),
      };
  }
}
