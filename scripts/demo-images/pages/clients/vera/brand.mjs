// Vera's identity: an editorial system in Newsreader (display) and IBM Plex Sans (text), plum ink
// on paper, and one rose reserved for figures about women, so a chart always says who it is about.
import { fontFaces } from '../../fonts.mjs';
import { page } from '../../kit.mjs';

export const C = {
  ink: '#2e0f29',
  plum: '#4a1d3f',
  paper: '#f7f2ee',
  mist: '#ece3e6',
  rule: '#cdbcc6',
  grey: '#8c7785',
  rose: '#d4578c',
};
export const SERIF = "'Newsreader', Georgia, serif";
export const SANS = "'IBM Plex Sans', sans-serif";

const CSS = `${fontFaces('newsreader', 'Newsreader', [400, 500, 600], ['normal', 'italic'])}
${fontFaces('ibm-plex-sans', 'IBM Plex Sans', [400, 500, 600])}
body{font-family:${SANS};color:${C.ink}}
.nr{font-family:${SERIF}}
.kicker{font:500 13px/1 ${SANS};letter-spacing:.14em;text-transform:uppercase}`;

/** A page in Vera's type; `body` is the composition. */
export const veraPage = (body, [width, height], background = C.paper) => page(body, { width, height, background, css: CSS });

/**
 * The mark: the name in Newsreader with a rule under it that steps up once, at the a, the way a
 * career does. `size` is the type size; the step is one x-height high.
 */
export function wordmark(size, color = C.ink, step = C.rose) {
  return `<span style="display:inline-flex;flex-direction:column;align-items:stretch;color:${color}">
    <span style="font:500 ${size}px/0.9 ${SERIF};letter-spacing:-.025em">Vera</span>
    <svg viewBox="0 0 100 10" preserveAspectRatio="none" style="width:100%;height:${size * 0.22}px;margin-top:${size * -0.12}px;overflow:visible">
      <path d="M0 9.5H70V0.5H100" fill="none" stroke="${step}" stroke-width="${Math.max(1.5, size * 0.045)}" vector-effect="non-scaling-stroke"/></svg></span>`;
}

/** The compact mark for avatars and favicons: the V on its step. */
export function monogram(size, color = C.paper, step = C.rose) {
  return `<span style="display:inline-flex;flex-direction:column;align-items:center;color:${color}">
    <span style="font:500 ${size}px/0.85 ${SERIF}">V</span>
    <svg viewBox="0 0 100 10" preserveAspectRatio="none" style="width:${size * 0.9}px;height:${size * 0.22}px;margin-top:${size * -0.02}px">
      <path d="M0 9H62V1H100" fill="none" stroke="${step}" stroke-width="${Math.max(1.5, size * 0.05)}" vector-effect="non-scaling-stroke"/></svg></span>`;
}

/** Women's share of top management teams, 2016–2026 (the report's own survey). */
export const SHARE = [22, 23, 24, 26, 27, 29, 30, 32, 33, 35, 36];
