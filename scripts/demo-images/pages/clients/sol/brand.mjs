// Sol's identity: Syne for the name and headings (wide, a little odd, like a hand-cut stamp),
// Karla for everything you read. The palette is the glaze chart: each colour is a glaze Hanna
// fires, named as she names them, on raw clay and oat paper.
import { fontFaces } from '../../fonts.mjs';
import { page } from '../../kit.mjs';

export const C = {
  ink: '#2b211c',
  clay: '#c98b67',
  paper: '#f4ede3',
  oat: '#e9dfd0',
  sun: '#e2682f',
  line: '#dccfbd',
};
export const DISPLAY = "'Syne', sans-serif";
export const TEXT = "'Karla', sans-serif";

/** The glazes, with the colours their 3D textures and swatches are drawn from. */
export const GLAZES = {
  havre: { name: 'Havre', colour: '#ebe3d4', speck: '#6b4a33', note: 'Hvit, flekket' },
  rust: { name: 'Rust', colour: '#93402a', speck: '#4a1a0c', edge: '#d99a62', note: 'Jernrød, lys på kantene' },
  skifer: { name: 'Skifer', colour: '#34302e', speck: '#8a7f74', note: 'Satengsort' },
  salvie: { name: 'Salvie', colour: '#a9b99f', speck: '#55654c', note: 'Seladon, gjennomskinnelig' },
  honning: { name: 'Honning', colour: '#c98a3d', speck: '#5e3512', edge: '#e8bd77', note: 'Rav, mørk i bunnen' },
};

const CSS = `${fontFaces('syne', 'Syne', [500, 700, 800])}
${fontFaces('karla', 'Karla', [400, 500, 700], ['normal', 'italic'])}
body{font-family:${TEXT};color:${C.ink}}
.sy{font-family:${DISPLAY}}`;

export const solPage = (body, [width, height], background = C.paper) => page(body, { width, height, background, css: CSS });

/** The sun: a disc and twelve short rays, as the stamp presses it into clay. */
export function sun(size, colour = C.sun) {
  const rays = Array.from(
    { length: 12 },
    (_, i) => `<rect x="47" y="4" width="6" height="17" rx="3" fill="${colour}" transform="rotate(${i * 30} 50 50)"/>`,
  ).join('');
  return `<svg width="${size}" height="${size}" viewBox="0 0 100 100" style="display:block">${rays}<circle cx="50" cy="50" r="22" fill="${colour}"/></svg>`;
}

/** The wordmark: SOL in Syne ExtraBold, the O replaced by the sun. */
export function wordmark(size, colour = C.ink, sunColour = C.sun) {
  const letter = (l) => `<span style="font:800 ${size}px/1 ${DISPLAY};letter-spacing:-.02em">${l}</span>`;
  return `<span style="display:inline-flex;align-items:center;gap:${size * 0.04}px;color:${colour}">${letter('S')}<span style="margin:0 ${size * 0.02}px">${sun(size * 0.92, sunColour)}</span>${letter('L')}</span>`;
}

/** The round stamp: the sun inside a ring of text, as on the foot of every piece and the box. */
export function stamp(size, colour = C.ink) {
  return `<svg width="${size}" height="${size}" viewBox="0 0 200 200" style="display:block">
    <defs><path id="ring" d="M100 100m-74 0a74 74 0 1 1 148 0a74 74 0 1 1 -148 0"/></defs>
    <circle cx="100" cy="100" r="96" fill="none" stroke="${colour}" stroke-width="3"/>
    <text fill="${colour}" style="font:700 17px ${DISPLAY}"><textPath href="#ring" textLength="458" lengthAdjust="spacing">SOL KERAMIKK · HÅNDLAGET · </textPath></text>
    <g transform="translate(55 55) scale(.9)">${Array.from({ length: 12 }, (_, i) => `<rect x="47" y="6" width="6" height="15" rx="3" fill="${colour}" transform="rotate(${i * 30} 50 50)"/>`).join('')}<circle cx="50" cy="50" r="21" fill="${colour}"/></g></svg>`;
}
