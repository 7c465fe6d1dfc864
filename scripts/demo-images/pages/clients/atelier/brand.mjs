// Nordic Atelier's identity: the NA monogram under an arch (the fitting room's mirror), Bodoni Moda
// for the name and the garments, Manrope for everything practical. Oat, slate and moss from the
// atelier's own cloth; brass for the rail.
import { page } from '../../kit.mjs';
import { fontFaces } from '../../fonts.mjs';

export const C = {
  oat: '#e9e1d3',
  chalk: '#f7f4ee',
  slate: '#3f4b5e',
  moss: '#5f6b45',
  ink: '#1f232b',
  brass: '#b08a4a',
  line: '#cfc5b3',
};

export const SERIF = "'Bodoni Moda', Georgia, serif";
export const SANS = "'Manrope', 'Liberation Sans', sans-serif";

const CSS = [
  fontFaces('bodoni-moda', 'Bodoni Moda', [400, 500, 600], ['normal', 'italic']),
  fontFaces('manrope', 'Manrope', [400, 500, 600, 700], ['normal']),
].join('\n');

export const sheet = (body, [width, height], { background = C.chalk, extra = '' } = {}) =>
  page(body, { width, height, background, css: `${CSS}\nbody{font-family:${SANS};color:${C.ink}}\n${extra}` });

/** The monogram: N and A in Bodoni under a hairline arch, a pin's head at its apex. */
export const monogram = (size, color = C.ink) =>
  `<svg width="${size}" height="${size * 1.3}" viewBox="0 0 100 130" fill="none" stroke="${color}">
    <path d="M14 126V50a36 36 0 0 1 72 0v76" stroke-width="1.6"/><circle cx="50" cy="6" r="3.2" fill="${color}" stroke="none"/><path d="M50 9v5" stroke-width="1.2"/>
    <text x="50" y="96" text-anchor="middle" font-family="Bodoni Moda" font-weight="500" font-size="40" letter-spacing="-2" fill="${color}" stroke="none">NA</text>
    <path d="M30 110h40" stroke-width="1" stroke-dasharray="2 3"/></svg>`;

/** The wordmark: the name in Bodoni capitals, wide open, OSLO under it in Manrope. */
export const wordmark = (size, color = C.ink, { city = true } = {}) =>
  `<span style="display:inline-flex;flex-direction:column;align-items:center;gap:${size * 0.3}px;color:${color}">
    <span style="font:500 ${size}px/1 ${SERIF};letter-spacing:.22em;white-space:nowrap;margin-right:-.22em">NORDIC ATELIER</span>
    ${city ? `<span style="font:600 ${Math.max(9, size * 0.32)}px/1 ${SANS};letter-spacing:.5em;margin-right:-.5em">OSLO</span>` : ''}</span>`;

/** The autumn collection: each garment named after an Oslo street or quarter, with its cloth and price. */
export const COLLECTION = [
  { name: 'Frogner-kåpe', cloth: 'Ull fra Biella, restparti', price: '8 400', draw: 'coat' },
  { name: 'Vika-kjole', cloth: 'Viskose og lin', price: '4 200', draw: 'dress' },
  { name: 'Bislett-bukse', cloth: 'Ullflanell', price: '3 600', draw: 'trousers' },
  { name: 'Tjuvholmen-bluse', cloth: 'Vasket silke', price: '2 900', draw: 'blouse' },
  { name: 'Grünerløkka-skjørt', cloth: 'Kordfløyel', price: '3 100', draw: 'skirt' },
];
