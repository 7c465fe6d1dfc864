// Shop product images (1200x1200): Instagram post packs, reel packs and
// brand-kit collections, plus a neutral placeholder. Each product uses a
// small theme so the nine listings look different in the shop grid.
import { PALETTE as P, svgDoc, rect, circle, text, linGrad, SERIF } from './svg.mjs';
import { logoMark } from './marks.mjs';
import { phone, pill } from './devices.mjs';
import { feedScreen, postTile, reelScreen } from './social.mjs';
import { brandBoard } from './brand.mjs';

const S = 1200;
const common = { surface: P.cream, ink: P.plum, onPrimary: P.cream, eyebrow: 'Template kit' };

/** Product themes keyed by the product key used for the file name. */
export const PRODUCT_THEMES = {
  'ig-posts-minimal-beauty': { ...common, type: 'posts', title: 'Minimal Beauty', handle: 'minimal.beauty', mark: 'moon', words: ['Glow', 'Self care', 'NEW SERUM'],
    primary: P.plum, accent: P.blush, soft: '#f8e8ef', bg: ['#fdf6f0', '#f6dfe9'], art: ['#fbe3ee', '#f0c4d9', P.gold], product: 'bottle' },
  'ig-posts-wellness-coach': { ...common, type: 'posts', title: 'Wellness Coach', handle: 'calm.with.ida', mark: 'lotus', words: ['Breathe', 'Rest days', 'MORNING RITUAL'],
    primary: '#5f7a5c', accent: '#e9d5b5', soft: '#eef2ec', bg: ['#e6ede4', P.sage], art: ['#eef2ec', P.sage, P.gold], product: 'jar' },
  'ig-posts-boutique-launch': { ...common, type: 'posts', title: 'Boutique Launch', handle: 'maison.rose', mark: 'sun', words: ['Opening', 'Coming soon', 'GRAND OPENING'],
    primary: P.rose, accent: P.gold, soft: '#fde4ef', bg: [P.plum, '#7a3368'], art: ['#fde4ef', P.blush, P.rose], product: 'tube', light: true },
  'ig-reels-product-showcase': { ...common, type: 'reels', kind: 'product', title: 'Product Showcase', handle: 'glow.studio', mark: 'moon', words: ['New in', '', 'SWIPE TO SHOP'],
    primary: P.rose, accent: P.blush, soft: '#fde4ef', bg: ['#fdf6f0', '#f9d3e6'], reelBg: ['#fde4ef', '#f4b8d4'] },
  'ig-reels-behind-the-scenes': { ...common, type: 'reels', kind: 'bts', title: 'Behind the Scenes', handle: 'atelier.notes', mark: 'monogram:A', words: ['Studio day', '', 'A DAY IN THE STUDIO'],
    primary: P.plum, accent: P.gold, soft: '#efe4d8', bg: ['#efe4d8', P.gold], reelBg: ['#f6efe6', '#e3ccb2'] },
  'ig-reels-tips-and-tutorials': { ...common, type: 'reels', kind: 'tips', title: 'Tips & Tutorials', handle: 'coach.vera', mark: 'v', words: ['How to', '', 'SAVE FOR LATER'],
    primary: '#5f7a5c', accent: P.blush, soft: '#eef2ec', bg: ['#a3b8a0', '#7f9a7c'], reelBg: ['#f3f6f1', '#d3e0d0'], light: true },
  'brand-kit-modern-feminine': { ...common, type: 'kit', title: 'Modern Feminine', name: 'Maison Rose', short: 'Maison', mark: 'lotus', eyebrow: 'Modern feminine',
    primary: '#d9779f', accent: P.blush, soft: '#fbe9f1', bg: ['#fdf6f0', '#fbe0ec'], palette: ['#d9779f', P.blush, P.cream, P.sage, P.plum], fonts: ['Soft Serif', 'Rounded Sans'],
    words: ['Bloom', 'Hello you', 'NEW POST'], art: ['#fbe9f1', P.blush, '#d9779f'] },
  'brand-kit-luxury-minimal': { ...common, type: 'kit', title: 'Luxury Minimal', name: 'Elan Studio', short: 'Elan', mark: 'monogram:E', eyebrow: 'Luxury minimal',
    surface: '#f7f1ea', primary: '#2a1024', accent: P.gold, soft: '#eee4d8', bg: ['#2a1024', '#4a1d3f'], palette: ['#2a1024', P.gold, '#f7f1ea', '#b9a89a', '#6b5a52'],
    fonts: ['Classic Serif', 'Light Sans'], words: ['Elegance', 'Less, better', 'THE EDIT'], art: ['#f7f1ea', '#e2d3c1', '#2a1024'], light: true },
  'brand-kit-playful-bold': { ...common, type: 'kit', title: 'Playful Bold', name: 'Pop & Co.', short: 'Pop', mark: 'sun', eyebrow: 'Playful & bold',
    primary: P.rose, accent: '#f4c15d', soft: '#fde4ef', bg: ['#f4c15d', '#f59ac4'], palette: [P.rose, '#f4c15d', P.sage, P.plum, P.cream], fonts: ['Chunky Serif', 'Bold Sans'],
    words: ['Yay!', 'Big news', 'SALE -20%'], art: ['#fde4ef', '#f4c15d', P.rose] },
};

/** Title block in the top-left: product name plus a small category label. */
function title(t, label) {
  const c = t.light ? P.cream : P.plum;
  return text(80, 130, label.toUpperCase(), { size: 22, fill: c, ls: 6, weight: 'bold', opacity: 0.75 }) +
    text(80, 205, t.title, { size: 72, family: SERIF, fill: c });
}

const bg = () => rect(0, 0, S, S, { fill: 'url(#bg)' }) + circle(1050, 150, 260, P.white, { opacity: 0.14 });

/** Post pack: phone with feed on the left, four large sample posts right. */
function postsImage(t) {
  let tiles = '';
  [0, 3, 4, 2].forEach((v, i) => {
    const x = 570 + (i % 2) * 305, y = 290 + Math.floor(i / 2) * 305;
    tiles += `<g filter="url(#shadowSm)">${postTile(x, y, 280, t, v, 14)}</g>`;
  });
  const c = t.light ? P.cream : P.plum;
  return svgDoc(S, S, bg() + title(t, 'Instagram post templates') +
    phone(80, 270, 440, 880, { inner: (x, y, w, h) => feedScreen(x, y, w, h, t), frame: P.ink }) + tiles +
    pill(570, 940, 585, 80, '30 editable post templates', { fill: c, color: t.light ? P.plum : P.cream, size: 27 }) +
    text(862, 1080, 'Feed posts · Carousels · Stories', { size: 26, family: SERIF, fill: c, anchor: 'middle', italic: true }),
  linGrad('bg', t.bg));
}

/** Reel pack: a large playing reel flanked by two cover frames. */
function reelsImage(t) {
  const side = (x) => phone(x, 420, 330, 680, { inner: (sx, sy, w, h) => reelScreen(sx, sy, w, h, t, 'cover', 0.1), frame: P.ink });
  return svgDoc(S, S, bg() + title(t, 'Instagram reels templates') +
    side(90) + side(780) +
    phone(370, 300, 460, 860, { inner: (x, y, w, h) => reelScreen(x, y, w, h, t, t.kind, 0.4), frame: P.ink }),
  linGrad('bg', t.bg));
}

/** Brand kit: scaled brand board plus a row of matching social tiles. */
function kitImage(t) {
  let tiles = '';
  [0, 3, 1, 4].forEach((v, i) => { tiles += `<g filter="url(#shadowSm)">${postTile(60 + i * 280, 930, 240, t, v, 12)}</g>`; });
  return svgDoc(S, S, bg() + title(t, 'Brand identity template kit') +
    brandBoard(60, 260, 1080, 630, t, { label: t.eyebrow + ' kit' }) + tiles,
  linGrad('bg', t.bg));
}

/** Neutral placeholder for products without artwork. */
function defaultImage() {
  return svgDoc(S, S, rect(0, 0, S, S, { fill: 'url(#bg)' }) +
    rect(400, 380, 400, 320, { rx: 36, fill: 'none', stroke: P.plum, strokeWidth: 10, opacity: 0.22 }) +
    circle(700, 470, 36, P.plum, { opacity: 0.22 }) +
    `<path d="M430 670 L540 540 L620 620 L670 570 L770 670Z" fill="${P.plum}" opacity="0.22"/>` +
    logoMark('aurora', 600, 810, 50, P.rose, P.gold) +
    text(600, 920, 'Nordlys Studio', { size: 40, family: SERIF, fill: P.plum, anchor: 'middle', opacity: 0.75 }),
  linGrad('bg', ['#fdf6f0', '#f4e6ea']));
}

/** Map of product key -> SVG string, including 'default'. */
export function productImages() {
  const out = { default: defaultImage() };
  for (const [key, t] of Object.entries(PRODUCT_THEMES)) {
    out[key] = t.type === 'posts' ? postsImage(t) : t.type === 'reels' ? reelsImage(t) : kitImage(t);
  }
  return out;
}
