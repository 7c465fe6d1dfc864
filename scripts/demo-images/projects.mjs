// Portfolio images per project slug: a hero (2400x1500, composed so a 21:9
// crop through its middle keeps the subject) and three gallery images
// (2000x1250). Each project has its own art direction; see its module.
import { luna } from './projects/luna.mjs';
import { fjord } from './projects/fjord.mjs';
import { atelier } from './projects/atelier.mjs';
import { sol } from './projects/sol.mjs';
import { vera } from './projects/vera.mjs';
import { bloom } from './projects/bloom.mjs';

export const PROJECTS = {
  'luna-skincare-brand-identity': luna,
  'fjord-bakery-branding': fjord,
  'nordic-atelier-brand-and-website': atelier,
  'sol-ceramics-online-shop': sol,
  'vera-consulting-website': vera,
  'bloom-yoga-studio-website': bloom,
};
