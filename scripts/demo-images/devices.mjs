// Device frames the websites are shown in: a laptop and a phone seen from
// the front, a bare browser window, and the isometric transform that lays
// any flat screen on the floor of a scene. Frames take an `inner(x, y, w, h)`
// callback so one page layout works on every device.
import { rect, circle, g, path, linGrad, uid, clipped, shade } from './svg.mjs';

/** Laptop from the front: thin bezel, notch, the base's lip with a soft shine. */
export function laptop(x, y, w, { inner, color = '#c9c6c2', bezel = '#16181b' }) {
  const h = w * 0.64,
    b = w * 0.018,
    r = w * 0.018;
  const sx = x + b,
    sy = y + b * 1.3,
    sw = w - b * 2,
    sh = h - b * 2.3;
  const baseH = w * 0.028,
    lip = w * 0.06,
    id = uid('lap');
  return (
    `<defs>${linGrad(id, [shade(color, 0.25), color, shade(color, -0.35)], { x1: 0, y1: 0, x2: 0, y2: 1 })}</defs>` +
    g(
      { filter: 'url(#lift)' },
      rect(x, y, w, h, { rx: r, fill: bezel }) +
        path(
          `M${x - lip} ${y + h}H${x + w + lip}L${x + w + lip * 0.9} ${y + h + baseH}Q${x + w / 2} ${y + h + baseH * 1.35} ${x - lip * 0.9} ${y + h + baseH}Z`,
          `url(#${id})`,
        ),
    ) +
    rect(x + w / 2 - w * 0.06, y + h, w * 0.12, baseH * 0.35, { rx: baseH * 0.17, fill: shade(color, -0.25) }) +
    clipped(sx, sy, sw, sh, r * 0.3, inner(sx, sy, sw, sh) + glare(sx, sy, sw, sh)) +
    circle(x + w / 2, y + b * 0.65, b * 0.18, '#2a2d31')
  );
}

/** A faint diagonal reflection across a glass screen. */
export const glare = (x, y, w, h, opacity = 0.07) => path(`M${x + w * 0.55} ${y}H${x + w}V${y + h * 0.75}Z`, '#fff', { opacity });

/** Phone from the front: rounded frame, island, screen. */
export function phone(x, y, w, { inner, frame = '#1b1c1f', shadow = 'lift' }) {
  const h = w * 2.05,
    pad = w * 0.045,
    r = w * 0.15;
  const sx = x + pad,
    sy = y + pad,
    sw = w - pad * 2,
    sh = h - pad * 2;
  return (
    g({ filter: `url(#${shadow})` }, rect(x, y, w, h, { rx: r, fill: frame })) +
    rect(x + pad * 0.3, y + pad * 0.3, w - pad * 0.6, h - pad * 0.6, {
      rx: r * 0.95,
      fill: 'none',
      stroke: '#fff',
      strokeOpacity: 0.12,
      strokeWidth: pad * 0.2,
    }) +
    clipped(sx, sy, sw, sh, r - pad, inner(sx, sy, sw, sh) + glare(sx, sy, sw, sh, 0.05)) +
    rect(x + w * 0.36, sy + sh * 0.014, w * 0.28, sh * 0.026, { rx: sh * 0.013, fill: frame })
  );
}

/** Phone height for a given width (keeps callers' layouts honest). */
export const phoneH = (w) => w * 2.05;

/** Browser window with traffic lights and an address pill (no text). */
export function browser(x, y, w, h, { inner, chrome = '#efebe7', shadow = 'lift' }) {
  const bar = Math.round(w * 0.032),
    dot = bar * 0.17;
  return (
    g({ filter: `url(#${shadow})` }, rect(x, y, w, h, { rx: 12, fill: '#fff' })) +
    clipped(
      x,
      y,
      w,
      h,
      12,
      rect(x, y, w, bar, { fill: chrome }) +
        ['#ee8a7f', '#f2c46b', '#9bcf8f'].map((c, i) => circle(x + bar * (0.6 + i * 0.5), y + bar / 2, dot, c)).join('') +
        rect(x + w * 0.32, y + bar * 0.24, w * 0.36, bar * 0.52, { rx: bar * 0.26, fill: '#fff' }) +
        circle(x + w * 0.34, y + bar / 2, bar * 0.09, '#b8b0aa') +
        rect(x + w * 0.355, y + bar * 0.45, w * 0.1, bar * 0.1, { rx: bar * 0.05, fill: '#cfc8c2' }) +
        inner(x, y + bar, w, h - bar),
    )
  );
}

/**
 * Isometric placement: draws `body` (laid out flat at the origin) as if on
 * a floor seen from above at 30 degrees, at (x, y).
 */
export const iso = (x, y, body, scale = 1) =>
  g({ transform: `translate(${x} ${y}) matrix(${0.866 * scale} ${0.5 * scale} ${-0.866 * scale} ${0.5 * scale} 0 0)` }, body);
