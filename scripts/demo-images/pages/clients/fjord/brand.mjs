// Fjord Bakery's identity: the hand-drawn loaf-and-wave mark, its round rubber stamp, the colours of
// the fjord and the crust, and Fraunces (its soft, wonky italic for names) with Work Sans for prices.
import { page } from '../../kit.mjs';
import { fontFaces } from '../../fonts.mjs';

export const C = {
  sea: '#23405f',
  deep: '#152a40',
  flour: '#f6f0e4',
  crust: '#a8642f',
  kraft: '#c9a577',
  rye: '#6e4a2e',
  chalk: '#f1ece0',
};

export const DISPLAY = "'Fraunces', Georgia, serif";
export const TEXT = "'Work Sans', 'Liberation Sans', sans-serif";

const CSS = [
  fontFaces('fraunces', 'Fraunces', [300, 400, 600, 800], ['normal', 'italic']),
  fontFaces('work-sans', 'Work Sans', [400, 500, 600], ['normal']),
].join('\n');

/** A page in Fjord's type; `extra` adds the composition's own CSS. */
export const sheet = (body, [width, height], { background = C.flour, extra = '' } = {}) =>
  page(body, { width, height, background, css: `${CSS}\nbody{font-family:${TEXT};color:${C.deep}}\n${extra}` });

// The mark in a 100x100 box: a scored loaf whose score is the fjord's wave. Drawn with a brush pen,
// so the outline is left open at the base and the score ends in a flick.
export const LOAF = 'M14 66C11 44 28 27 50 26C73 25 90 41 87 64C86 71 80 74 72 74L27 75C19 75 15 72 14 66Z';
export const WAVE = 'M24 54C30 44 37 43 44 50C51 57 58 58 64 50C68 44 74 42 80 46';
export const CRUMB = 'M33 63C36 61 40 61 43 63M56 64C59 62 63 62 66 64';

/** SVG filters: a brush line that wobbles, and stamp ink that misses the paper in places. */
export const FILTERS = `<svg width="0" height="0" style="position:absolute"><defs>
  <filter id="hand"><feTurbulence type="fractalNoise" baseFrequency="0.035" numOctaves="2" seed="4"/><feDisplacementMap in="SourceGraphic" scale="3.2"/></filter>
  <filter id="ink" x="-5%" y="-5%" width="110%" height="110%"><feTurbulence type="fractalNoise" baseFrequency="0.9" numOctaves="2" seed="7" result="n"/>
    <feColorMatrix in="n" type="matrix" values="0 0 0 0 0  0 0 0 0 0  0 0 0 0 0  0 0 0 -2.4 1.9" result="holes"/>
    <feComposite in="SourceGraphic" in2="holes" operator="in" result="speckled"/>
    <feTurbulence type="fractalNoise" baseFrequency="0.05" seed="2" result="w"/><feDisplacementMap in="speckled" in2="w" scale="2.4"/></filter>
</defs></svg>`;

/** The mark alone, in one colour, at `size` px. */
export const mark = (size, color = C.sea, { stroke = 6.5, filter = 'hand' } = {}) =>
  `<svg width="${size}" height="${size}" viewBox="0 0 100 100" fill="none" stroke="${color}" stroke-linecap="round" stroke-linejoin="round" style="overflow:visible">
    <g filter="url(#${filter})"><path d="${LOAF}" stroke-width="${stroke}"/><path d="${WAVE}" stroke-width="${stroke * 0.9}"/></g></svg>`;

/** The round rubber stamp the sisters press on bags, boxes and cards. */
export const stamp = (size, color = C.sea, { rotate = -6, filter = 'ink' } = {}) =>
  `<svg width="${size}" height="${size}" viewBox="0 0 200 200" style="transform:rotate(${rotate}deg);overflow:visible">
    <defs><path id="top${size}" d="M30 100a70 70 0 1 1 140 0"/><path id="bot${size}" d="M22 100a78 78 0 0 0 156 0"/></defs>
    <g filter="url(#${filter})" fill="${color}" stroke="${color}">
      <circle cx="100" cy="100" r="94" fill="none" stroke-width="5"/><circle cx="100" cy="100" r="50" fill="none" stroke-width="2"/>
      <text font-family="Fraunces" font-weight="800" font-size="21" letter-spacing="2" text-anchor="middle" stroke="none"><textPath href="#top${size}" startOffset="50%">FJORD BAKERY</textPath></text>
      <text font-family="Work Sans" font-weight="600" font-size="11" letter-spacing="2.4" text-anchor="middle" stroke="none"><textPath href="#bot${size}" startOffset="50%">SURDEIG · ÅLESUND · 2022</textPath></text>
      <g transform="translate(62 62) scale(.76)" fill="none" stroke-width="7" stroke-linecap="round" stroke-linejoin="round"><path d="${LOAF}"/><path d="${WAVE}"/></g>
    </g></svg>`;
