// nordic-atelier-brand-and-website: Nordic Atelier's own artefacts, artefact-1… in the order the
// case study shows them: squares and 21:9 details between the three scenes (gallery-1…3, `scenes` below, in the
// wide slots). Typographic and editorial: Bodoni, flat garment drawings, the site with its real words.
import { C, sheet } from './atelier/brand.mjs';
import { garmentBags, trims } from './atelier/objects.mjs';
import { appointment, flats, lookbook } from './atelier/print.mjs';
import * as scene from './atelier/scenes.mjs';
import { booking, desktop, phones } from './atelier/screens.mjs';
import { HERO } from '../scene-sizes.mjs';

const SQUARE = [1200, 1200];
const DETAIL = [1680, 720];
const job = (draw, size, background = C.chalk) => ({ html: () => sheet(draw(size), size, { background }), size });

export const artefacts = [
  job(trims, SQUARE),
  job(lookbook, SQUARE),
  job(flats, DETAIL),
  job(appointment, SQUARE),
  job(desktop, SQUARE),
  job(phones, SQUARE),
  job(booking, SQUARE),
  job(garmentBags, DETAIL),
];

// The case study's hero and gallery scenes, in the identity (the SVG module no longer draws them).
const WIDE = [2000, 1250];
export const scenes = {
  hero: () => sheet(scene.hero(HERO), HERO, { background: C.oat }),
  'gallery-1': () => sheet(scene.shopWindow(), WIDE, { background: C.slate }),
  'gallery-2': () => sheet(scene.label(), WIDE, { background: C.moss }),
  'gallery-3': () => sheet(scene.fittingRoom(), WIDE, { background: C.oat }),
};
