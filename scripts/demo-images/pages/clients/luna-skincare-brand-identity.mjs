// luna-skincare-brand-identity: Luna's own artefacts, artefact-1… in the order the case study shows
// them: squares and 21:9 details between the three scenes (gallery-1…3, in the wide slots; `scenes` below).
// Moonlit 3D still lifes for the products, an astronomer's plates for the system.
import { C, sheet } from './luna/brand.mjs';
import { construction } from './luna/construction.mjs';
import { tubeDieline } from './luna/dieline.mjs';
import { instagram } from './luna/instagram.mjs';
import { labelSystem } from './luna/labels.mjs';
import { counterDisplay, giftBox, heroSerum } from './luna/objects.mjs';
import { busShelter } from './luna/poster.mjs';
import { ritualCard } from './luna/ritual.mjs';
import * as scene from './luna/scenes.mjs';

const SQUARE = [1200, 1200];
const DETAIL = [1680, 720];
const job = (draw, size, background = C.pearl) => ({ html: () => sheet(draw(size), size, { background }), size });

export const artefacts = [
  job(heroSerum, SQUARE),
  job(labelSystem, SQUARE, C.night),
  job(construction, DETAIL, C.night),
  job(giftBox, SQUARE),
  job(ritualCard, SQUARE, C.night),
  job(instagram, SQUARE),
  job(counterDisplay, SQUARE),
  job(tubeDieline, DETAIL),
];

// The case study's hero and gallery scenes, in the identity (the SVG module no longer draws them).
const HERO = [2400, 1500];
const WIDE = [2000, 1250];
export const scenes = {
  hero: () => sheet(scene.hero(HERO), HERO, { background: C.night }),
  'gallery-1': () => sheet(scene.inUse(WIDE), WIDE, { background: C.night }),
  'gallery-2': () => sheet(busShelter(), WIDE, { background: C.night }),
  'gallery-3': () => sheet(scene.shelf(WIDE), WIDE, { background: C.night }),
};
