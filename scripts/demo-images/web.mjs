// Wordless web page parts: navigation, headline and copy bars, buttons,
// cards. Sizes derive from the page width (`u` = 1% of it), so one layout
// reads at any scale. Headlines are heavy rounded bars in the ink colour,
// copy thin grey ones: a page reads as designed type without any words.
import { rect, path, clipped, text, SERIF } from './svg.mjs';
import { logoMark } from './marks.mjs';

/** Headline: one bar per entry of `widths` (fractions of w). */
export function headline(x, y, w, widths, { size = 4, fill = '#222', gap = 1.45, opacity = 0.92 } = {}) {
  return widths.map((f, i) => rect(x, y + i * size * gap, w * f, size * 0.62, { rx: size * 0.16, fill, opacity })).join('');
}

/** Copy: thin bars with a ragged right edge. */
export function copy(x, y, w, n, { size = 1, fill = '#222', opacity = 0.28, gap = 2.1 } = {}) {
  const widths = [1, 0.94, 0.98, 0.86, 0.92, 0.7, 0.97, 0.9];
  return Array.from({ length: n }, (_, i) =>
    rect(x, y + i * size * gap, w * (i === n - 1 ? 0.55 : widths[i % widths.length]), size * 0.7, { rx: size * 0.35, fill, opacity }),
  ).join('');
}

/** Button: a pill with a short label bar (or an arrow) inside. */
export function button(x, y, w, h, fill, { ink = '#fff', outline = false, arrow = false } = {}) {
  const label = arrow
    ? path(
        `M${x + w * 0.36} ${y + h / 2}H${x + w * 0.64}M${x + w * 0.56} ${y + h * 0.36}L${x + w * 0.64} ${y + h / 2}L${x + w * 0.56} ${y + h * 0.64}`,
        'none',
        { stroke: outline ? fill : ink, strokeWidth: h * 0.08, strokeLinecap: 'round', strokeLinejoin: 'round' },
      )
    : rect(x + w * 0.24, y + h * 0.44, w * 0.52, h * 0.12, { rx: h * 0.06, fill: outline ? fill : ink, opacity: 0.9 });
  return (
    (outline ? rect(x, y, w, h, { rx: h / 2, fill: 'none', stroke: fill, strokeWidth: h * 0.05 }) : rect(x, y, w, h, { rx: h / 2, fill })) +
    label
  );
}

/**
 * Navigation bar: the client's mark with a short name bar, link bars and a
 * call-to-action pill. `center` puts the mark in the middle (editorial sites).
 */
export function nav(x, y, w, t, { center = false, links = 4, cta = true, h: navH } = {}) {
  const u = w / 100,
    h = navH || 6.5 * u,
    cy = y + h / 2;
  let out = rect(x, y, w, h, { fill: t.surface }) + rect(x, y + h - 1, w, 1, { fill: t.ink, opacity: 0.08 });
  const mark = (mx) => logoMark(t.mark, mx, cy, 1.7 * u, t.primary, t.accent);
  if (center) {
    out += mark(x + w / 2);
    for (let i = 0; i < links; i++)
      out += rect(x + 5 * u + i * 7 * u, cy - 0.3 * u, 4.5 * u, 0.6 * u, { rx: 0.3 * u, fill: t.ink, opacity: 0.6 });
  } else {
    out += mark(x + 5 * u) + rect(x + 7.6 * u, cy - 0.5 * u, 8 * u, 1 * u, { rx: 0.5 * u, fill: t.ink, opacity: 0.85 });
    for (let i = 0; i < links; i++)
      out += rect(x + 48 * u + i * 7 * u, cy - 0.3 * u, 4.5 * u, 0.6 * u, { rx: 0.3 * u, fill: t.ink, opacity: 0.6 });
  }
  if (cta) out += button(x + w - 15 * u, cy - 1.7 * u, 11 * u, 3.4 * u, t.primary, { ink: t.onPrimary });
  return { svg: out, h };
}

/** Mobile header: time, mark, menu bars. */
export function mobileHeader(x, y, w, t) {
  const u = w / 100;
  return (
    rect(x, y, w, 26 * u, { fill: t.surface }) +
    text(x + 8 * u, y + 9 * u, '9:41', { size: 4 * u, fill: t.ink, weight: 'bold' }) +
    logoMark(t.mark, x + 11 * u, y + 19 * u, 4.5 * u, t.primary, t.accent) +
    [0, 1].map((i) => rect(x + w - 15 * u, y + 17 * u + i * 3 * u, 8 * u, 0.9 * u, { rx: 0.45 * u, fill: t.ink })).join('')
  );
}

/** Image slot: clips a drawing (one of photos.mjs) to a rounded frame. */
export const photo = (x, y, w, h, draw, rx = 0) => clipped(x, y, w, h, rx, draw(x, y, w, h));

/** Large numeral with a caption bar (steps, stats). */
export const numeral = (x, y, value, size, fill, { family = SERIF, bar = true } = {}) =>
  text(x, y, value, { size, family, fill }) +
  (bar ? rect(x, y + size * 0.35, size * 1.6, size * 0.12, { rx: size * 0.06, fill, opacity: 0.3 }) : '');

/** Card: rounded panel with an image on top and bars below. */
export function card(x, y, w, h, t, draw, { fill = '#fff', rx = 1 } = {}) {
  const ih = h * 0.62;
  return (
    rect(x, y, w, h, { rx, fill }) +
    photo(x, y, w, ih, draw, rx) +
    rect(x + w * 0.08, y + ih + h * 0.1, w * 0.6, h * 0.05, { rx: h * 0.025, fill: t.ink, opacity: 0.85 }) +
    copy(x + w * 0.08, y + ih + h * 0.2, w * 0.8, 2, { size: h * 0.035, fill: t.ink })
  );
}
