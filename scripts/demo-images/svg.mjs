// Low-level SVG building blocks shared by every demo image.
// Everything returns plain strings so compositions stay simple template
// literals and the output is byte-for-byte reproducible between runs.
import { FILTERS } from './texture.mjs';

/** The studio's own palette (app/theme.css), for the studio's scenes and the shop. */
export const PALETTE = {
  blush: '#f9a8d4',
  rose: '#ec4899',
  plum: '#4a1d3f',
  cream: '#fdf6f0',
  sage: '#a3b8a0',
  gold: '#d4a373',
  white: '#ffffff',
  ink: '#2a1024',
};

// Generic families only: librsvg resolves them through fontconfig, so the
// script works on any machine without bundling font files. Text is used for
// numerals and proper names only: the images carry no words in any language.
export const SERIF = "Georgia, 'DejaVu Serif', serif";
export const SANS = "Helvetica, Arial, 'Liberation Sans', sans-serif";

/** Escape text for XML (brand names contain "&"). */
export function esc(value) {
  return String(value).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

const num = (v) => (typeof v === 'number' ? +v.toFixed(2) : v);

/** Turn {strokeWidth: 2} into ` stroke-width="2"`, skipping undefined values. */
export function attrs(obj = {}) {
  return Object.entries(obj)
    .filter(([, v]) => v !== undefined && v !== null && v !== false)
    .map(([k, v]) => ` ${k.replace(/[A-Z]/g, (c) => '-' + c.toLowerCase())}="${esc(num(v))}"`)
    .join('');
}

export const rect = (x, y, w, h, { fill = 'none', rx, ...rest } = {}) =>
  `<rect${attrs({ x, y, width: w, height: h, rx, fill, ...rest })}/>`;
export const circle = (cx, cy, r, fill, opts = {}) => `<circle${attrs({ cx, cy, r, fill, ...opts })}/>`;
export const ellipse = (cx, cy, rx, ry, fill, opts = {}) => `<ellipse${attrs({ cx, cy, rx, ry, fill, ...opts })}/>`;
export const path = (d, fill, opts = {}) => `<path${attrs({ d, fill, ...opts })}/>`;
/** Group with optional transform / filter / opacity. */
export const g = (opts, body) => `<g${attrs(opts)}>${body}</g>`;
export const rotate = (deg, cx, cy, body) => g({ transform: `rotate(${num(deg)} ${num(cx)} ${num(cy)})` }, body);

/** Polygon path through [x, y] points. */
export const poly = (pts, fill, opts = {}) => path('M' + pts.map(([x, y]) => `${num(x)} ${num(y)}`).join(' L') + 'Z', fill, opts);

/** Text node: only for numerals, prices, hex codes and proper names. */
export function text(x, y, str, opts = {}) {
  const { size = 24, fill = PALETTE.plum, family = SANS, weight, anchor = 'start', ls, italic = false, opacity } = opts;
  return `<text${attrs({
    x,
    y,
    fontSize: size,
    fill,
    fontFamily: family,
    fontWeight: weight,
    textAnchor: anchor,
    letterSpacing: ls,
    fontStyle: italic ? 'italic' : undefined,
    opacity,
  })}>${esc(str)}</text>`;
}

/** Gradient stops: a colour, [colour, opacity] (spread evenly), or [offset, colour, opacity?]. */
function stopsOf(stops) {
  return stops
    .map((s, i) => {
      const even = i / Math.max(1, stops.length - 1);
      const [off, c, o = 1] = !Array.isArray(s) ? [even, s] : typeof s[0] === 'number' ? s : [even, ...s];
      return `<stop offset="${num(off)}" stop-color="${c}"${o === 1 ? '' : ` stop-opacity="${num(o)}"`}/>`;
    })
    .join('');
}

export function linGrad(id, stops, { x1 = 0, y1 = 0, x2 = 1, y2 = 1, units } = {}) {
  return `<linearGradient id="${id}"${attrs({ x1, y1, x2, y2, gradientUnits: units })}>${stopsOf(stops)}</linearGradient>`;
}

export function radGrad(id, stops, { cx = 0.5, cy = 0.5, r = 0.5, fx, fy, units } = {}) {
  return `<radialGradient id="${id}"${attrs({ cx, cy, r, fx, fy, gradientUnits: units })}>${stopsOf(stops)}</radialGradient>`;
}

// Ids for clip paths / gradients must be unique within one document. A plain
// counter keeps them deterministic (same order of calls -> same ids).
let idCounter = 0;
export function uid(prefix = 'u') {
  idCounter += 1;
  return `${prefix}${idCounter}`;
}

/** Wrap `body` in a clip rectangle (used for screens inside device frames). */
export function clipped(x, y, w, h, rx, body) {
  const id = uid('clip');
  return `<clipPath id="${id}"><rect${attrs({ x, y, width: w, height: h, rx })}/></clipPath><g clip-path="url(#${id})">${body}</g>`;
}

/** Clip `body` to any path. */
export function clipPath(d, body) {
  const id = uid('cp');
  return `<clipPath id="${id}"><path d="${d}"/></clipPath><g clip-path="url(#${id})">${body}</g>`;
}

/** Rounded-rectangle path, for clips and outlines. */
export function roundRect(x, y, w, h, r) {
  return `M${num(x + r)} ${num(y)}H${num(x + w - r)}A${num(r)} ${num(r)} 0 0 1 ${num(x + w)} ${num(y + r)}V${num(y + h - r)}A${num(r)} ${num(r)} 0 0 1 ${num(x + w - r)} ${num(y + h)}H${num(x + r)}A${num(r)} ${num(r)} 0 0 1 ${num(x)} ${num(y + h - r)}V${num(y + r)}A${num(r)} ${num(r)} 0 0 1 ${num(x + r)} ${num(y)}Z`;
}

/**
 * Full SVG document. `bleed` draws a margin around the frame that the
 * generator crops away: librsvg fades blurred shapes at the canvas edge, so
 * images whose soft light or shadows cross the edge render with a bleed.
 */
export function svgDoc(w, h, body, defs = '', { bleed = 0 } = {}) {
  const W = w + bleed * 2,
    H = h + bleed * 2;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="${-bleed} ${-bleed} ${W} ${H}" data-crop="${bleed}">
<defs>${FILTERS}${defs}</defs>
${body}
</svg>`;
}

/** Small seeded PRNG (mulberry32) so "organic" scatter is still reproducible. */
export function rng(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * Placeholder "copy" lines: rounded bars whose widths vary by a fixed
 * pattern, which reads as text at a glance without any words.
 */
export function lines(x, y, w, count, { gap = 18, h = 8, fill = PALETTE.plum, opacity = 0.25 } = {}) {
  const pattern = [1, 0.92, 0.97, 0.78, 0.88, 0.6];
  let out = '';
  for (let i = 0; i < count; i++) {
    const lw = i === count - 1 && count > 1 ? w * 0.55 : w * pattern[i % pattern.length];
    out += rect(x, y + i * gap, lw, h, { rx: h / 2, fill, opacity });
  }
  return out;
}

// Colour helpers: mix two hex colours, lighten (t > 0) or darken (t < 0).
const hex = (c) => [1, 3, 5].map((i) => parseInt(c.slice(i, i + 2), 16));
const toHex = (rgb) =>
  '#' +
  rgb
    .map((v) =>
      Math.round(Math.max(0, Math.min(255, v)))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('');
export const mix = (a, b, t) => toHex(hex(a).map((v, i) => v + (hex(b)[i] - v) * t));
export const shade = (c, t) => (t >= 0 ? mix(c, '#ffffff', t) : mix(c, '#000000', -t));
