// Luna's identity: a moon whose phase is the product's step in the evening ritual (cleanser at new
// moon, night cream at full), Cormorant Garamond for the numerals and names, Jost for the facts.
import { page } from '../../kit.mjs';
import { fontFaces } from '../../fonts.mjs';

export const C = {
  night: '#141b33',
  dusk: '#1f2a4a',
  mist: '#c9cfdc',
  pearl: '#f3eee6',
  moon: '#e9e4d8',
  copper: '#b8703f',
  ink: '#1a2238',
};

export const SERIF = "'Cormorant Garamond', Georgia, serif";
export const SANS = "'Jost', 'Liberation Sans', sans-serif";

const CSS = [
  fontFaces('cormorant-garamond', 'Cormorant Garamond', [300, 400, 500], ['normal', 'italic']),
  fontFaces('jost', 'Jost', [300, 400, 500], ['normal']),
].join('\n');

export const sheet = (body, [width, height], { background = C.pearl, extra = '' } = {}) =>
  page(body, { width, height, background, css: `${CSS}\nbody{font-family:${SANS};color:${C.ink}}\n${extra}` });

/**
 * The range in ritual order. `lit` is the moon's lit fraction on the label: 0 new, 1 full.
 * INCI names stay in Latin, as every EU label prints them.
 */
export const RANGE = [
  {
    key: 'rens',
    name: 'Rensegel',
    active: 'Glyserin',
    pct: '5',
    ml: '150 ml',
    lit: 0,
    phase: 'Nymåne',
    form: 'tube',
    batch: 'L2409-01',
    inci: 'Aqua, Glycerin, Coco-Glucoside, Sodium Cocoyl Glutamate, Betaine, Panthenol, Citric Acid, Sodium Benzoate',
  },
  {
    key: 'fukt',
    name: 'Fuktserum',
    active: 'Hyaluronsyre',
    pct: '2',
    ml: '30 ml',
    lit: 0.25,
    phase: 'Ny sigd',
    form: 'dropper',
    batch: 'L2409-02',
    inci: 'Aqua, Sodium Hyaluronate, Glycerin, Pentylene Glycol, Panthenol, Allantoin, Sodium Benzoate',
  },
  {
    key: 'klar',
    name: 'Klarserum',
    active: 'Niacinamid',
    pct: '10',
    ml: '30 ml',
    lit: 0.5,
    phase: 'Halvmåne',
    form: 'dropper',
    batch: 'L2409-03',
    inci: 'Aqua, Niacinamide, Zinc PCA, Glycerin, Pentylene Glycol, Tamarindus Indica Seed Gum, Sodium Benzoate',
  },
  {
    key: 'lys',
    name: 'Lysserum',
    active: 'Vitamin C',
    pct: '20',
    ml: '30 ml',
    lit: 0.75,
    phase: 'Voksende',
    form: 'dropper',
    batch: 'L2409-04',
    inci: 'Ascorbic Acid, Propanediol, Aqua, Ferulic Acid, Tocopherol, Glycerin, Sodium Hyaluronate',
  },
  {
    key: 'natt',
    name: 'Nattkrem',
    active: 'Ceramider',
    pct: '5',
    ml: '50 ml',
    lit: 1,
    phase: 'Fullmåne',
    form: 'jar',
    batch: 'L2409-05',
    inci: 'Aqua, Caprylic/Capric Triglyceride, Ceramide NP, Ceramide AP, Squalane, Cholesterol, Glycerin, Cetearyl Alcohol',
  },
];

/** Percent the Norwegian way: a narrow no-break space before the sign. */
export const pct = (p) => `${p}\u202f%`;

/**
 * The lit part of a moon of radius r at (cx, cy) as an SVG path: the right half disc, closed by the
 * terminator, an ellipse whose width is r·|1 − 2·lit| (bulging right for a crescent, left past half).
 */
export function litPath(cx, cy, r, lit) {
  if (lit <= 0) return '';
  if (lit >= 1) return `M${cx} ${cy - r}a${r} ${r} 0 1 1 0 ${2 * r}a${r} ${r} 0 1 1 0 ${-2 * r}z`;
  const rx = r * Math.abs(1 - 2 * lit);
  return `M${cx} ${cy - r}A${r} ${r} 0 0 1 ${cx} ${cy + r}A${rx} ${r} 0 0 ${lit < 0.5 ? 0 : 1} ${cx} ${cy - r}z`;
}

/** The mark at one phase: a fine ring and the lit part, in one colour. */
export const moon = (size, lit, color = C.dusk, { ring = 1.2 } = {}) =>
  `<svg width="${size}" height="${size}" viewBox="0 0 100 100"><circle cx="50" cy="50" r="47" fill="none" stroke="${color}" stroke-width="${ring * (100 / size) * 1.4}"/>
    <path d="${litPath(50, 50, 47, lit)}" fill="${color}"/></svg>`;

/** The wordmark: Luna in Cormorant Light, open tracking, the half moon as its full stop. */
export const wordmark = (size, color = C.dusk) =>
  `<span style="display:inline-flex;align-items:baseline;gap:${size * 0.08}px;font:300 ${size}px/1 ${SERIF};letter-spacing:.06em;color:${color}">Luna${moon(size * 0.2, 0.5, color)}</span>`;
