// Hand-thrown stoneware, front view from a little above: cups, bowls,
// vases and plate stacks. The glaze stops short of the foot with a wavy
// edge, and iron speckles show through it: the details that make ceramics
// read as handmade. Each returns { art, silhouette } standing on baseY.
import { circle, ellipse, path, g, rng, uid, shade, clipPath, rect } from './svg.mjs';
import { cylinder } from './light.mjs';

/** Speckles and the glaze line, clipped to the pot's outline `d`. */
function finish(d, x, top, w, h, clay, seed, footAt = 0.84) {
  const r = rng(seed);
  let dots = '';
  for (let i = 0; i < Math.round((w * h) / 900); i++)
    dots += circle(x + r() * w, top + r() * h, 0.6 + r() * 1.6, '#3b2a22', { opacity: 0.25 + r() * 0.35 });
  let wave = `M${x} ${top + h}V${top + h * footAt}`;
  for (let k = 0; k <= 8; k++)
    wave += `Q${x + (w * (k + 0.5)) / 8} ${top + h * (footAt + (k % 2 ? -0.03 : 0.04))} ${x + (w * (k + 1)) / 8} ${top + h * footAt}`;
  const [cd, cid] = cylinder(clay, { highlight: 0.1, dark: 0.3 });
  return `<defs>${cd}</defs>` + clipPath(d, dots + path(wave + `V${top + h}Z`, `url(#${cid})`));
}

/** Cup: slightly tapered, the dark inside shows over the rim. */
export function cup(cx, baseY, h, glaze, clay = '#c98f6a', seed = 1) {
  const w = h * 0.9,
    top = baseY - h,
    eh = w * 0.12;
  const d = `M${cx - w / 2} ${top}L${cx - w * 0.42} ${baseY - eh * 0.5}A${w * 0.42} ${eh * 0.5} 0 0 0 ${cx + w * 0.42} ${baseY - eh * 0.5}L${cx + w / 2} ${top}Z`;
  const [gd, gid] = cylinder(glaze, { highlight: 0.22, dark: 0.32 });
  const art =
    `<defs>${gd}</defs>` +
    path(d, `url(#${gid})`) +
    finish(d, cx - w / 2, top, w, h, clay, seed) +
    ellipse(cx, top, w / 2, eh, shade(glaze, 0.12)) +
    ellipse(cx, top + eh * 0.12, w * 0.46, eh * 0.85, shade(glaze, -0.3));
  return { art, silhouette: path(d, '#000') + ellipse(cx, top, w / 2, eh, '#000') };
}

/** Bowl: wide and shallow, inside visible, on a narrow foot ring. */
export function bowl(cx, baseY, w, glaze, clay = '#c98f6a', seed = 2) {
  const h = w * 0.42,
    top = baseY - h,
    eh = w * 0.12;
  const d = `M${cx - w / 2} ${top}C${cx - w / 2} ${top + h * 0.7} ${cx - w * 0.25} ${baseY - h * 0.05} ${cx - w * 0.2} ${baseY}H${cx + w * 0.2}C${cx + w * 0.25} ${baseY - h * 0.05} ${cx + w / 2} ${top + h * 0.7} ${cx + w / 2} ${top}Z`;
  const [gd, gid] = cylinder(glaze, { highlight: 0.2, dark: 0.32 });
  const id = uid('bi');
  const art =
    `<defs>${gd}<radialGradient id="${id}" cx="0.6" cy="0.7" r="0.7"><stop offset="0" stop-color="${shade(glaze, 0.1)}"/><stop offset="1" stop-color="${shade(glaze, -0.28)}"/></radialGradient></defs>` +
    path(d, `url(#${gid})`) +
    finish(d, cx - w / 2, top, w, h, clay, seed, 0.8) +
    ellipse(cx, top, w / 2, eh, shade(glaze, 0.15)) +
    ellipse(cx, top + eh * 0.08, w * 0.47, eh * 0.86, `url(#${id})`);
  return { art, silhouette: path(d, '#000') + ellipse(cx, top, w / 2, eh, '#000') };
}

/** Vase: round belly, narrow neck, flared lip. */
export function vase(cx, baseY, h, glaze, clay = '#c98f6a', seed = 3) {
  const w = h * 0.62,
    top = baseY - h;
  const d = `M${cx - w * 0.16} ${top}H${cx + w * 0.16}C${cx + w * 0.1} ${top + h * 0.16} ${cx + w * 0.12} ${top + h * 0.26} ${cx + w * 0.3} ${top + h * 0.38}C${cx + w * 0.6} ${top + h * 0.56} ${cx + w * 0.5} ${baseY - h * 0.06} ${cx + w * 0.26} ${baseY}H${cx - w * 0.26}C${cx - w * 0.5} ${baseY - h * 0.06} ${cx - w * 0.6} ${top + h * 0.56} ${cx - w * 0.3} ${top + h * 0.38}C${cx - w * 0.12} ${top + h * 0.26} ${cx - w * 0.1} ${top + h * 0.16} ${cx - w * 0.16} ${top}Z`;
  const [gd, gid] = cylinder(glaze, { highlight: 0.25, dark: 0.35, at: 0.32 });
  const art =
    `<defs>${gd}</defs>` +
    path(d, `url(#${gid})`) +
    finish(d, cx - w / 2, top, w, h, clay, seed, 0.9) +
    ellipse(cx, top, w * 0.16, w * 0.035, shade(glaze, -0.35));
  return { art, silhouette: path(d, '#000') };
}

/** A stack of plates seen edge-on. */
export function plates(cx, baseY, w, n, glaze, clay = '#c98f6a') {
  const t = w * 0.045;
  let art = '';
  for (let i = 0; i < n; i++) {
    const y = baseY - i * t * 1.05;
    art +=
      path(
        `M${cx - w / 2} ${y - t}Q${cx - w * 0.46} ${y} ${cx - w * 0.3} ${y}H${cx + w * 0.3}Q${cx + w * 0.46} ${y} ${cx + w / 2} ${y - t}Z`,
        shade(glaze, -0.08 - i * 0.01),
      ) + rect(cx - w * 0.3, y - t * 0.25, w * 0.6, t * 0.25, { fill: clay, opacity: 0.8 });
  }
  const topY = baseY - (n - 1) * t * 1.05 - t;
  art += ellipse(cx, topY, w / 2, w * 0.1, shade(glaze, 0.1)) + ellipse(cx, topY + w * 0.01, w * 0.3, w * 0.055, shade(glaze, -0.08));
  return { art, silhouette: rect(cx - w / 2, topY, w, baseY - topY, { fill: '#000' }) };
}

/** Dried grasses standing out of a vase mouth at (x, y). */
export function grasses(x, y, h, color = '#c9a26b', seed = 5) {
  const r = rng(seed);
  let out = '';
  for (let i = 0; i < 9; i++) {
    const a = (r() - 0.5) * 0.9,
      len = h * (0.6 + r() * 0.4);
    const ex = x + Math.sin(a) * len,
      ey = y - Math.cos(a) * len;
    out += path(`M${x} ${y}Q${x + Math.sin(a) * len * 0.4} ${y - len * 0.5} ${ex} ${ey}`, 'none', {
      stroke: shade(color, -0.2),
      strokeWidth: h * 0.006,
    });
    out += ellipse(ex, ey, h * 0.018, h * 0.07, color, { transform: `rotate(${(a * 180) / Math.PI} ${ex} ${ey})` });
  }
  return g({}, out);
}

/** Cup or bowl from directly above, for flat-lays. */
export function potTop(cx, cy, r, glaze, { coffee } = {}) {
  const id = uid('pt');
  return (
    `<defs><radialGradient id="${id}" cx="0.6" cy="0.62" r="0.6"><stop offset="0" stop-color="${shade(glaze, 0.08)}"/><stop offset="1" stop-color="${shade(glaze, -0.3)}"/></radialGradient></defs>` +
    g({ filter: 'url(#liftSm)' }, circle(cx, cy, r, shade(glaze, 0.1))) +
    circle(cx, cy, r * 0.86, `url(#${id})`) +
    (coffee ? circle(cx, cy, r * 0.68, coffee) + circle(cx - r * 0.2, cy - r * 0.2, r * 0.16, '#fff', { opacity: 0.18 }) : '')
  );
}
