// The case studies' artefacts beside the SVG scenes (../projects.mjs). Each client draws its own
// set in ./clients/<slug>.mjs (`artefacts`), in its own typefaces, marks and objects, chosen for its
// trade, and may draw its hero and gallery scenes too (`scenes`: { hero, 'gallery-1', … } → html),
// which its SVG module then no longer exports. The seed's gallery
// (lib/db/seed/data/projects/<slug>.ts) lists them in the order the page shows them.
import * as bloom from './clients/bloom-yoga-studio-website.mjs';
import * as fjord from './clients/fjord-bakery-branding.mjs';
import * as luna from './clients/luna-skincare-brand-identity.mjs';
import * as atelier from './clients/nordic-atelier-brand-and-website.mjs';
import * as sol from './clients/sol-ceramics-online-shop.mjs';
import * as vera from './clients/vera-consulting-website.mjs';

const CLIENTS = {
  'luna-skincare-brand-identity': luna,
  'fjord-bakery-branding': fjord,
  'nordic-atelier-brand-and-website': atelier,
  'sol-ceramics-online-shop': sol,
  'vera-consulting-website': vera,
  'bloom-yoga-studio-website': bloom,
};

// The sizes of the scenes a client module draws instead of the SVG art (../projects.mjs): the hero
// is cropped from 21:9 (the case study's header) to 4:5 (the home page on a phone), so its subject
// stays in the middle; the gallery scenes fill wide 16:10 slots.
const SCENE_SIZES = { hero: [2400, 1500], gallery: [2000, 1250] };

export function projectArtefactJobs() {
  return Object.entries(CLIENTS).flatMap(([slug, { artefacts, scenes = {} }]) => [
    ...artefacts.map((job, index) => ({ slug, name: `artefact-${index + 1}`, ...job })),
    ...Object.entries(scenes).map(([name, html]) => ({ slug, name, html, size: name === 'hero' ? SCENE_SIZES.hero : SCENE_SIZES.gallery })),
  ]);
}
