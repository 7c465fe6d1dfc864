// Bloom's identity: Young Serif for names and headings, Nunito Sans for everything you read, and
// colours that follow the day: warm classes in the morning, cool ones at night. Each class keeps its
// colour everywhere, from the timetable to the petals of the mark.
import { fontFaces } from '../../fonts.mjs';
import { page } from '../../kit.mjs';

export const C = {
  ink: '#22372b',
  sage: '#5f7f5c',
  cream: '#fbf5ea',
  sand: '#efe3cf',
  line: '#e2d6c2',
};
export const SERIF = "'Young Serif', Georgia, serif";
export const SANS = "'Nunito Sans', sans-serif";

/** The class types and their colours, in the order of the day. */
export const CLASSES = {
  morgenflyt: { name: 'Morgenflyt', colour: '#f3a96b', tint: '#fde6d0', tempo: 'Rolig start', when: 'morgen' },
  vinyasa: { name: 'Vinyasa', colour: '#d8704f', tint: '#f8d9cc', tempo: 'Aktiv', when: 'formiddag' },
  lunsj: { name: 'Lunsjyoga', colour: '#e8c25a', tint: '#faefc9', tempo: 'Middels', when: 'midt på dagen' },
  gravid: { name: 'Gravidyoga', colour: '#eab3ad', tint: '#fae4e1', tempo: 'Rolig', when: 'formiddag' },
  restorativ: { name: 'Restorativ', colour: '#8fae8b', tint: '#e2ecdd', tempo: 'Hvile', when: 'ettermiddag' },
  yin: { name: 'Yin', colour: '#9d8fc4', tint: '#e6e1f3', tempo: 'Rolig', when: 'kveld' },
};

const CSS = `${fontFaces('young-serif', 'Young Serif', [400])}
${fontFaces('nunito-sans', 'Nunito Sans', [400, 600, 700, 800])}
body{font-family:${SANS};color:${C.ink}}
.ys{font-family:${SERIF};font-weight:400}`;

export const bloomPage = (body, [width, height], background = C.cream) => page(body, { width, height, background, css: CSS });

// The petal: a vesica, the overlap of two circles of radius 30.45 whose centres sit 19.95 either
// side of its axis, set on its point at the centre. In a 100-unit box, six petals at 60° make the bloom.
export const PETAL_R = 30.45;
export const PETAL_D = 19.95;
export const PETAL = `M0 0A${PETAL_R} ${PETAL_R} 0 0 1 0 -46A${PETAL_R} ${PETAL_R} 0 0 1 0 0Z`;
export const ORDER = ['morgenflyt', 'vinyasa', 'lunsj', 'gravid', 'restorativ', 'yin'];

/** The mark: six petals, one per class, in the day's colours. `mono` draws it in one colour. */
export function bloomMark(size, mono = null) {
  const petals = ORDER.map(
    (key, i) =>
      `<path d="${PETAL}" transform="translate(50 50) rotate(${i * 60 - 30})" fill="${mono ?? CLASSES[key].colour}" ${mono ? 'fill-opacity=".92"' : 'style="mix-blend-mode:multiply"'}/>`,
  ).join('');
  return `<svg width="${size}" height="${size}" viewBox="0 0 100 100" style="display:block;overflow:visible">${petals}<circle cx="50" cy="50" r="5.5" fill="${mono ? C.cream : C.ink}"/></svg>`;
}

/** The lock-up: the mark beside the name in lower case, as the studio says it. */
export const lockup = (size, colour = C.ink, mono = null) =>
  `<span style="display:inline-flex;align-items:center;gap:${size * 0.28}px;color:${colour}">${bloomMark(size * 1.15, mono)}<span class="ys" style="font-size:${size}px;line-height:1;letter-spacing:-.01em">bloom</span></span>`;
