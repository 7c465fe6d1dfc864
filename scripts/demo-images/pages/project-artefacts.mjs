// The case studies' artefacts beside the SVG scenes (../projects.mjs). Each client draws its own
// set in ./clients/<slug>.mjs, in its own typefaces, marks and objects, chosen for its trade; the
// seed's gallery (lib/db/seed/data/projects/<slug>.ts) lists them in the order the page shows them.
import { artefacts as bloom } from './clients/bloom-yoga-studio-website.mjs';
import { artefacts as fjord } from './clients/fjord-bakery-branding.mjs';
import { artefacts as luna } from './clients/luna-skincare-brand-identity.mjs';
import { artefacts as atelier } from './clients/nordic-atelier-brand-and-website.mjs';
import { artefacts as sol } from './clients/sol-ceramics-online-shop.mjs';
import { artefacts as vera } from './clients/vera-consulting-website.mjs';

const CLIENTS = {
  'luna-skincare-brand-identity': luna,
  'fjord-bakery-branding': fjord,
  'nordic-atelier-brand-and-website': atelier,
  'sol-ceramics-online-shop': sol,
  'vera-consulting-website': vera,
  'bloom-yoga-studio-website': bloom,
};

export function projectArtefactJobs() {
  return Object.entries(CLIENTS).flatMap(([slug, list]) => list.map((job, index) => ({ slug, name: `artefact-${index + 1}`, ...job })));
}
