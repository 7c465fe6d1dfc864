// Shop product images (1200x1200), keyed by the product key the seed uses
// for the file name. Each template is shown as a product, the way it will be
// used: post packs on a phone with printed posts, reel packs playing, brand
// kits as printed boards. No words: the designs speak through layout.
import { PALETTE as P, svgDoc, rect, circle } from './svg.mjs';
import { surface, grain } from './texture.mjs';
import { glow } from './light.mjs';
import { logoMark } from './marks.mjs';
import { postsFlatLay, postsIso, postsFan } from './products/posts.mjs';
import { reelsShowcase, reelsDesk, reelsTips } from './products/reels.mjs';
import { kitMoodboard, kitStone, kitPop } from './products/kits.mjs';

const base = { surface: P.cream, ink: P.ink };

/** Product themes: colours, mark and the kind of photograph the templates hold. */
export const PRODUCT_THEMES = {
  'ig-posts-minimal-beauty': {
    ...base,
    primary: P.plum,
    accent: '#f2b8cf',
    soft: '#f8e8ef',
    mark: 'moon',
    picture: 'still',
    make: postsFlatLay,
  },
  'ig-posts-wellness-coach': {
    ...base,
    surface: '#fbfaf6',
    ink: '#263127',
    primary: '#5f7a5c',
    accent: '#e9d5b5',
    soft: '#eef2ec',
    mark: 'lotus',
    picture: 'landscape',
    make: postsIso,
  },
  'ig-posts-boutique-launch': {
    ...base,
    primary: '#c2417a',
    accent: P.gold,
    soft: '#fde4ef',
    mark: 'sun',
    picture: 'portrait',
    make: postsFan,
  },
  'ig-reels-product-showcase': {
    ...base,
    primary: '#d9477f',
    accent: '#f6b9d3',
    soft: '#fde4ef',
    mark: 'moon',
    picture: 'still',
    make: reelsShowcase,
  },
  'ig-reels-behind-the-scenes': {
    ...base,
    primary: P.plum,
    accent: P.gold,
    soft: '#efe4d8',
    mark: 'monogram:A',
    picture: 'portrait',
    make: reelsDesk,
  },
  'ig-reels-tips-and-tutorials': {
    ...base,
    surface: '#fbfaf6',
    ink: '#263127',
    primary: '#5f7a5c',
    accent: '#f3c6cf',
    soft: '#eef2ec',
    mark: 'v',
    picture: 'landscape',
    make: reelsTips,
  },
  'brand-kit-modern-feminine': {
    ...base,
    primary: '#d9779f',
    accent: P.blush,
    soft: '#fbe9f1',
    mark: 'lotus',
    picture: 'portrait',
    palette: ['#d9779f', P.blush, P.cream, P.sage, P.plum],
    make: kitMoodboard,
  },
  'brand-kit-luxury-minimal': {
    ...base,
    surface: '#f7f1ea',
    ink: '#2a1024',
    primary: '#2a1024',
    accent: P.gold,
    soft: '#eee4d8',
    mark: 'monogram:E',
    picture: 'still',
    palette: ['#2a1024', P.gold, '#f7f1ea', '#b9a89a', '#6b5a52'],
    make: kitStone,
  },
  'brand-kit-playful-bold': {
    ...base,
    primary: P.rose,
    accent: '#f4c15d',
    soft: '#fde4ef',
    mark: 'dot',
    picture: 'landscape',
    palette: [P.rose, '#f4c15d', P.sage, P.plum, P.cream],
    make: kitPop,
  },
};

/** Neutral placeholder for products without artwork: the studio's mark on paper. */
function defaultImage(W, H) {
  const s = W / 1200;
  return svgDoc(
    W,
    H,
    surface('plaster', 0, 0, W, H, '#f6ece8') +
      glow(W * 0.4, H * 0.35, W * 0.7, '#fff', 0.5) +
      rect(W * 0.3, H * 0.3, W * 0.4, H * 0.4, { rx: 24 * s, fill: 'none', stroke: P.plum, strokeWidth: 4 * s, strokeOpacity: 0.18 }) +
      circle(W * 0.5, H * 0.5, 90 * s, '#fff', { opacity: 0.6 }) +
      logoMark('aurora', W * 0.5, H * 0.5, 56 * s, P.rose, P.gold) +
      grain(W, H),
  );
}

/** Map of product key -> (width, height) => SVG, including 'default'. */
export function productImages() {
  const out = { default: defaultImage };
  for (const [key, t] of Object.entries(PRODUCT_THEMES)) out[key] = (W, H) => t.make(W, H, t);
  return out;
}
