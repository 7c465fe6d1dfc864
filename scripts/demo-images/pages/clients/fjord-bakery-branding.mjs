// fjord-bakery-branding: Fjord Bakery's own artefacts, artefact-1… in the order the case study shows
// them: squares and 21:9 details between the three scenes (gallery-1…3, in the wide slots; `scenes` below).
// Warm and hand-drawn: objects stamped on kraft in 3D, the rest drawn flat like the shop's paint.
import { C, sheet } from './fjord/brand.mjs';
import { menuBoard } from './fjord/menu.mjs';
import { bagAndBox, cups, loyaltyCard } from './fjord/objects.mjs';
import { shelfTags, shopSign } from './fjord/shop.mjs';
import * as scene from './fjord/scenes.mjs';
import { sketchPad } from './fjord/sketches.mjs';
import { stickers } from './fjord/stickers.mjs';

const SQUARE = [1200, 1200];
const DETAIL = [1680, 720];
const job = (draw, size, background = C.flour) => ({ html: () => sheet(draw(size), size, { background }), size });

export const artefacts = [
  job(bagAndBox, SQUARE),
  job(sketchPad, SQUARE, '#f3eee3'),
  job(menuBoard, DETAIL),
  job(cups, SQUARE),
  job(loyaltyCard, SQUARE),
  job(shopSign, SQUARE),
  job(stickers, SQUARE),
  job(shelfTags, DETAIL),
];

// The case study's hero and gallery scenes, in the identity (the SVG module no longer draws them).
const HERO = [2400, 1500];
const WIDE = [2000, 1250];
export const scenes = {
  hero: () => sheet(scene.hero(HERO), HERO),
  'gallery-1': () => sheet(scene.orders(WIDE), WIDE),
  'gallery-2': () => sheet(scene.tray(WIDE), WIDE),
  'gallery-3': () => sheet(scene.crate(WIDE), WIDE),
};
