// Device frames and print pieces that the compositions place content into.
// Frames take an `inner(x, y, w, h)` callback so the same website / feed
// layouts can be shown on desktop and phone without duplicating code.
import { PALETTE as P, rect, circle, text, clipped, SERIF, SANS } from './svg.mjs';

/** Desktop browser window with traffic-light dots and a URL pill. */
export function browser(x, y, w, h, { url = 'nordlys.studio', inner, dark = false }) {
  const bar = Math.round(w * 0.036);
  const chrome = dark ? '#2b1a27' : '#f4ece8';
  const dot = bar * 0.17;
  const body = inner ? inner(x, y + bar, w, h - bar) : '';
  return `<g filter="url(#shadow)">${rect(x, y, w, h, { rx: 14, fill: P.white })}</g>` +
    clipped(x, y, w, h, 14,
      rect(x, y, w, bar, { fill: chrome }) +
      circle(x + bar * 0.6, y + bar / 2, dot, '#f28b82') +
      circle(x + bar * 1.1, y + bar / 2, dot, '#f6c26b') +
      circle(x + bar * 1.6, y + bar / 2, dot, '#9fd39a') +
      rect(x + w * 0.3, y + bar * 0.22, w * 0.4, bar * 0.56, { rx: bar * 0.28, fill: dark ? '#3d2838' : P.white }) +
      text(x + w / 2, y + bar * 0.64, url, { size: bar * 0.36, fill: dark ? '#d9c3d2' : '#9b8393', anchor: 'middle' }) +
      body);
}

/** Phone with rounded frame and a dynamic-island pill. */
export function phone(x, y, w, h, { inner, frame = P.plum }) {
  const pad = w * 0.045;
  const r = w * 0.16;
  const sx = x + pad, sy = y + pad, sw = w - pad * 2, sh = h - pad * 2;
  return `<g filter="url(#shadow)">${rect(x, y, w, h, { rx: r, fill: frame })}</g>` +
    clipped(sx, sy, sw, sh, r - pad, rect(sx, sy, sw, sh, { fill: P.white }) + (inner ? inner(sx, sy, sw, sh) : '')) +
    rect(x + w * 0.38, sy + sh * 0.018, w * 0.24, sh * 0.028, { rx: sh * 0.014, fill: frame });
}

/** Business card (front shows the mark, back shows contact lines). */
export function card(x, y, w, h, { fill, content = '', rotate = 0 }) {
  const t = rotate ? ` transform="rotate(${rotate} ${x + w / 2} ${y + h / 2})"` : '';
  return `<g${t}><g filter="url(#shadowSm)">${rect(x, y, w, h, { rx: 6, fill })}</g>${content}</g>`;
}

/** Row of colour swatches with hex labels underneath. */
export function swatches(x, y, colors, { size = 110, gap = 24, labelColor = P.plum, round = false, labels = true, stroke = '#00000014' } = {}) {
  return colors.map((c, i) => {
    const sx = x + i * (size + gap);
    const shape = round
      ? circle(sx + size / 2, y + size / 2, size / 2, c, { stroke, strokeWidth: 2 })
      : rect(sx, y, size, size, { rx: size * 0.12, fill: c, stroke, strokeWidth: 1 });
    const label = labels ? text(sx + size / 2, y + size + size * 0.26, c.toUpperCase(), { size: Math.max(12, size * 0.15), fill: labelColor, anchor: 'middle', ls: 1 }) : '';
    return shape + label;
  }).join('');
}

/** Typography specimen: big "Aa", font name and a sample alphabet line. */
export function typeSpecimen(x, y, { color = P.plum, accent = P.rose, scale = 1, serifName = 'Display Serif', sansName = 'Clean Sans' } = {}) {
  const s = scale;
  return text(x, y + 130 * s, 'Aa', { size: 150 * s, family: SERIF, fill: color }) +
    text(x + 250 * s, y + 60 * s, serifName, { size: 30 * s, family: SERIF, fill: color }) +
    text(x + 250 * s, y + 96 * s, 'Headlines · Serif', { size: 18 * s, fill: accent, ls: 2 * s }) +
    text(x + 250 * s, y + 132 * s, sansName + ' — Body text', { size: 20 * s, fill: color, opacity: 0.8 }) +
    text(x, y + 180 * s, 'ABCDEFGHIJKLM abcdefghijklm 0123456789', { size: 19 * s, family: SANS, fill: color, opacity: 0.65, ls: 1 * s });
}

/** Pill-shaped button used in many mockups. */
export function pill(x, y, w, h, label, { fill = P.rose, color = P.white, size } = {}) {
  return rect(x, y, w, h, { rx: h / 2, fill }) +
    text(x + w / 2, y + h * 0.64, label, { size: size || h * 0.4, fill: color, anchor: 'middle', weight: 'bold', ls: 0.5 });
}

/** Play button: translucent disc with a triangle, as on a paused reel. */
export function playButton(cx, cy, r, { fill = P.white, icon = P.rose } = {}) {
  return circle(cx, cy, r, fill, { opacity: 0.92 }) +
    `<path d="M${cx - r * 0.28} ${cy - r * 0.42} L${cx + r * 0.45} ${cy} L${cx - r * 0.28} ${cy + r * 0.42}Z" fill="${icon}"/>`;
}

/** Outline heart (reel sidebar, post likes). */
export function heart(cx, cy, s, color) {
  return `<path d="M${cx} ${cy + s * 0.35} C${cx - s * 0.9} ${cy - s * 0.2}, ${cx - s * 0.4} ${cy - s * 0.8}, ${cx} ${cy - s * 0.3} C${cx + s * 0.4} ${cy - s * 0.8}, ${cx + s * 0.9} ${cy - s * 0.2}, ${cx} ${cy + s * 0.35}Z" fill="none" stroke="${color}" stroke-width="${s * 0.14}" stroke-linejoin="round"/>`;
}
