import { STUDIO_NAME } from '@/lib/site-name';
import { articleSeeds } from '@/lib/db/seed/data/articles';
import { productSeeds } from '@/lib/db/seed/data/products';
import { projectSeeds } from '@/lib/db/seed/data/projects';
import { testimonialSeeds } from '@/lib/db/seed/data/testimonials';
import { PAGE_SEEDS } from '@/lib/db/seed/data/pages';
import { PRODUCT_CATEGORIES } from '@/lib/shop/products/categories';

// What sentence case leaves capitalised beside the first word: names. The demo's records are names
// (a product's title is its name, in both languages), read from the seed; the rest is the few brands
// and languages the interface names, each a proper noun in English and Norwegian alike.
const BRANDS = ['Stripe', 'Canva', 'Instagram', 'Reels', 'LinkedIn', 'Pinterest', 'Google', 'Adobe', 'Figma', 'Etsy', 'Excel'];
const LANGUAGES = ['English', 'Norsk', 'Norwegian', 'Bokmål'];
const PLACES = ['Norway', 'Norge', 'Oslo'];
// The demo clients whose seed names no client, named in the articles' text.
const CLIENTS = ['Vera Consulting'];

const records = [
  ...projectSeeds.flatMap((project) => [...Object.values(project.title), project.client_name]),
  ...productSeeds.flatMap((product) => Object.values(product.title)),
  ...testimonialSeeds.flatMap((testimonial) => [testimonial.client_name, testimonial.company]),
  // An article's title is the studio's, as a product's is; the businesses its words name are the
  // projects' clients ("Bloom Yoga’s classes" names Bloom Yoga Studio).
  ...articleSeeds.flatMap((article) => Object.values(article.title)),
  // The studio's names for its product lines and its services ("Learn more about Website design"):
  // content the studio writes, named as it names them, like a product's title.
  ...PRODUCT_CATEGORIES,
  ...PAGE_SEEDS.home.services.items.flatMap((service) => Object.values(service.title)),
];

/** Longest first, so a name is removed whole before a shorter one inside it. */
export const PROPER_NAMES: string[] = [
  ...new Set([STUDIO_NAME, ...records, ...BRANDS, ...LANGUAGES, ...PLACES, ...CLIENTS].filter(Boolean) as string[]),
].sort((a, b) => b.length - a.length);
