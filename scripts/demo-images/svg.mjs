// Low-level SVG building blocks shared by every demo image.
// Everything returns plain strings so compositions stay simple template
// literals and the output is byte-for-byte reproducible between runs.

/** Brand palette, kept in one place so every image stays on-brand. */
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
// script works on any machine without bundling font files.
export const SERIF = "Georgia, 'DejaVu Serif', serif";
export const SANS = "Helvetica, Arial, 'Liberation Sans', sans-serif";

/** Escape text for XML (brand names contain "&"). */
export function esc(value) {
  return String(value)
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');
}

/** Turn {strokeWidth: 2} into ` stroke-width="2"`, skipping undefined values. */
export function attrs(obj = {}) {
  return Object.entries(obj)
    .filter(([, v]) => v !== undefined && v !== null && v !== false)
    .map(([k, v]) => ` ${k.replace(/[A-Z]/g, (c) => '-' + c.toLowerCase())}="${esc(v)}"`)
    .join('');
}

export function rect(x, y, w, h, opts = {}) {
  const { fill = 'none', rx, ...rest } = opts;
  return `<rect${attrs({ x, y, width: w, height: h, rx, fill, ...rest })}/>`;
}

export function circle(cx, cy, r, fill, opts = {}) {
  return `<circle${attrs({ cx, cy, r, fill, ...opts })}/>`;
}

export function path(d, fill, opts = {}) {
  return `<path${attrs({ d, fill, ...opts })}/>`;
}

/**
 * Text node. `size` is in px; `ls` is letter-spacing. Defaults to the sans
 * family because most mockup copy is UI text.
 */
export function text(x, y, str, opts = {}) {
  const {
    size = 24, fill = PALETTE.plum, family = SANS, weight, anchor = 'start',
    ls, italic = false, opacity,
  } = opts;
  return `<text${attrs({
    x, y, fontSize: size, fill, fontFamily: family, fontWeight: weight,
    textAnchor: anchor, letterSpacing: ls, fontStyle: italic ? 'italic' : undefined, opacity,
  })}>${esc(str)}</text>`;
}

/** Linear gradient definition; `stops` is a list of colours spread evenly. */
export function linGrad(id, stops, { x1 = 0, y1 = 0, x2 = 1, y2 = 1 } = {}) {
  const s = stops
    .map((c, i) => `<stop offset="${stops.length === 1 ? 0 : i / (stops.length - 1)}" stop-color="${c}"/>`)
    .join('');
  return `<linearGradient id="${id}" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}">${s}</linearGradient>`;
}

export function radGrad(id, inner, outer, { cx = 0.5, cy = 0.5, r = 0.6 } = {}) {
  return `<radialGradient id="${id}" cx="${cx}" cy="${cy}" r="${r}"><stop offset="0" stop-color="${inner}"/><stop offset="1" stop-color="${outer}"/></radialGradient>`;
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
  return `<clipPath id="${id}"><rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${rx}"/></clipPath><g clip-path="url(#${id})">${body}</g>`;
}

/**
 * Full SVG document. A soft drop-shadow filter is always defined as
 * `#shadow` because almost every mockup floats a card over a background.
 */
export function svgDoc(w, h, body, defs = '') {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">
<defs>
<filter id="shadow" x="-20%" y="-20%" width="140%" height="150%"><feDropShadow dx="0" dy="18" stdDeviation="22" flood-color="#4a1d3f" flood-opacity="0.18"/></filter>
<filter id="shadowSm" x="-20%" y="-20%" width="140%" height="150%"><feDropShadow dx="0" dy="6" stdDeviation="8" flood-color="#4a1d3f" flood-opacity="0.16"/></filter>
${defs}
</defs>
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
 * pattern, which reads as text at a glance without lorem ipsum noise.
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
