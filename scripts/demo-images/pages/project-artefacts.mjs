// The case studies' artefacts beside the SVG scenes (../projects.mjs). Each client draws its own
// set in ./clients/<slug>.mjs (`artefacts`), in its own typefaces, marks and objects, chosen for its
// trade, and may draw its hero and gallery scenes too (`scenes`: { hero, 'gallery-1', … } → html),
// which its SVG module then no longer exports. The seed's gallery
// (lib/db/seed/data/projects/<slug>.ts) lists them in the order the page shows them.
import { GALLERY, HERO } from './scene-sizes.mjs';
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

export function projectArtefactJobs() {
  return Object.entries(CLIENTS).flatMap(([slug, { artefacts, scenes = {} }]) => [
    ...artefacts.map((job, index) => ({ slug, name: `artefact-${index + 1}`, ...job })),
    ...Object.entries(scenes).map(([name, html]) => ({ slug, name, html, size: name === 'hero' ? HERO : GALLERY })),
  ]);
}
