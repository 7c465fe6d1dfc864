// Packaging seen from the front and a little above: bottles, jars, tubes and
// cartons with cylinder shading, highlights and labels. Every function takes
// the centre x and the ground line y, so a row of objects shares one shelf,
// and returns { art, silhouette } so the caller can cast its shadow.
import { rect, circle, ellipse, path, g, text, clipPath, shade, SERIF } from './svg.mjs';
import { cylinder } from './light.mjs';

/** Body with rounded shoulders and an elliptic base (seen slightly from above). */
export function bodyPath(cx, baseY, w, h, r, eh = w * 0.06) {
  const l = cx - w / 2,
    rr = cx + w / 2,
    top = baseY - h;
  return `M${l} ${baseY - eh}V${top + r}Q${l} ${top} ${l + r} ${top}H${rr - r}Q${rr} ${top} ${rr} ${top + r}V${baseY - eh}A${w / 2} ${eh} 0 0 1 ${l} ${baseY - eh}Z`;
}

/** Glossy vertical highlight streaks, clipped by the caller. */
const streaks = (x, top, h, w) =>
  rect(x + w * 0.16, top + h * 0.08, w * 0.07, h * 0.84, { rx: w * 0.035, fill: '#fff', opacity: 0.28 }) +
  rect(x + w * 0.27, top + h * 0.12, w * 0.02, h * 0.76, { rx: w * 0.01, fill: '#fff', opacity: 0.22 });

/** Paper label wrapped round a cylinder: its own shading darkens the sides. */
function label(cx, y, w, h, fill, content) {
  const [d, id] = cylinder(fill, { highlight: 0.12, dark: 0.12 });
  return `<defs>${d}</defs>` + rect(cx - w / 2, y, w, h, { fill: `url(#${id})` }) + content;
}

/**
 * Dropper bottle. `glass` is the glass colour, `liquid` the serum inside,
 * `collar` the metal ring, `bulb` the rubber top; `face` draws on the label
 * (gets cx, top, w, h of the label).
 */
export function dropper(cx, baseY, h, { glass, liquid, collar, bulb, labelFill, face = () => '' }) {
  const bw = h * 0.36,
    bh = h * 0.6,
    top = baseY - bh;
  const body = bodyPath(cx, baseY, bw, bh, bw * 0.22);
  const [gd, gid] = cylinder(glass, { highlight: 0.3, dark: 0.35 });
  const [cd, cid] = cylinder(collar, { highlight: 0.45, dark: 0.4 });
  const [bd, bid] = cylinder(bulb, { highlight: 0.25, dark: 0.35 });
  const neckW = bw * 0.34,
    collarH = h * 0.1,
    bulbH = h * 0.3;
  const lw = bw,
    lh = bh * 0.5,
    ly = top + bh * 0.3;
  const art =
    `<defs>${gd}${cd}${bd}</defs>` +
    path(body, `url(#${gid})`) +
    clipPath(
      body,
      rect(cx - bw / 2, top + bh * 0.12, bw, bh, { fill: liquid, opacity: 0.55 }) +
        (labelFill ? label(cx, ly, lw, lh, labelFill, face(cx, ly, lw, lh)) : face(cx, ly, lw, lh)) +
        streaks(cx - bw / 2, top, bh, bw),
    ) +
    rect(cx - neckW * 0.75, top - collarH, neckW * 1.5, collarH + 2, { rx: neckW * 0.12, fill: `url(#${cid})` }) +
    path(
      `M${cx - neckW * 0.5} ${top - collarH}V${top - collarH - bulbH * 0.55}Q${cx - neckW * 0.5} ${top - collarH - bulbH} ${cx} ${top - collarH - bulbH}Q${cx + neckW * 0.5} ${top - collarH - bulbH} ${cx + neckW * 0.5} ${top - collarH - bulbH * 0.55}V${top - collarH}Z`,
      `url(#${bid})`,
    );
  const silhouette =
    path(body, '#000') + rect(cx - neckW * 0.75, top - collarH - bulbH, neckW * 1.5, collarH + bulbH, { rx: neckW * 0.5, fill: '#000' });
  return { art, silhouette };
}

/** Pump bottle: tall cylinder, collar, pump head with nozzle. */
export function pump(cx, baseY, h, { body: fill, cap, face = () => '' }) {
  const bw = h * 0.3,
    bh = h * 0.72,
    top = baseY - bh;
  const body = bodyPath(cx, baseY, bw, bh, bw * 0.28);
  const [gd, gid] = cylinder(fill, { highlight: 0.22, dark: 0.3 });
  const [cd, cid] = cylinder(cap, { highlight: 0.35, dark: 0.35 });
  const cw = bw * 0.46,
    ch = h * 0.08,
    sh = h * 0.1,
    hw = bw * 0.42,
    hh = h * 0.07;
  const art =
    `<defs>${gd}${cd}</defs>` +
    path(body, `url(#${gid})`) +
    clipPath(body, face(cx, top + bh * 0.3, bw, bh * 0.46) + streaks(cx - bw / 2, top, bh, bw)) +
    rect(cx - cw / 2, top - ch, cw, ch + 2, { rx: cw * 0.1, fill: `url(#${cid})` }) +
    rect(cx - cw * 0.14, top - ch - sh, cw * 0.28, sh, { fill: `url(#${cid})` }) +
    rect(cx - hw / 2, top - ch - sh - hh, hw, hh, { rx: hh * 0.3, fill: `url(#${cid})` }) +
    rect(cx + hw * 0.3, top - ch - sh - hh * 0.75, hw * 0.75, hh * 0.38, { rx: hh * 0.19, fill: `url(#${cid})` });
  const silhouette = path(body, '#000') + rect(cx - cw / 2, top - ch - sh - hh, cw, ch + sh + hh, { fill: '#000' });
  return { art, silhouette };
}

/** Wide cosmetic jar with a lid whose top ellipse shows. */
export function jar(cx, baseY, w, { body: fill, lid, face = () => '' }) {
  const h = w * 0.52,
    lh = w * 0.22,
    eh = w * 0.07,
    top = baseY - h;
  const body = bodyPath(cx, baseY, w, h, w * 0.06, eh);
  const [gd, gid] = cylinder(fill, { highlight: 0.2, dark: 0.28 });
  const [ld, lid2] = cylinder(lid, { highlight: 0.4, dark: 0.35 });
  const lidPath = `M${cx - w * 0.51} ${top}V${top - lh}A${w * 0.51} ${eh} 0 0 1 ${cx + w * 0.51} ${top - lh}V${top}A${w * 0.51} ${eh} 0 0 1 ${cx - w * 0.51} ${top}Z`;
  const art =
    `<defs>${gd}${ld}</defs>` +
    path(body, `url(#${gid})`) +
    clipPath(body, face(cx, top + h * 0.25, w, h * 0.55) + streaks(cx - w / 2, top, h, w * 0.7)) +
    path(lidPath, `url(#${lid2})`) +
    ellipse(cx, top - lh, w * 0.51, eh, shade(lid, 0.22)) +
    ellipse(cx, top - lh, w * 0.42, eh * 0.7, shade(lid, 0.1));
  const silhouette = path(body, '#000') + path(lidPath, '#000') + ellipse(cx, top - lh, w * 0.51, eh, '#000');
  return { art, silhouette };
}

/** Squeeze tube standing on its cap: crimped top, tapered body. */
export function tube(cx, baseY, h, { body: fill, cap, face = () => '' }) {
  const w = h * 0.3,
    capH = h * 0.14,
    top = baseY - h;
  const d = `M${cx - w * 0.56} ${top}H${cx + w * 0.56}L${cx + w * 0.5} ${top + h * 0.2}Q${cx + w * 0.5} ${baseY - capH - h * 0.05} ${cx + w * 0.3} ${baseY - capH}H${cx - w * 0.3}Q${cx - w * 0.5} ${baseY - capH - h * 0.05} ${cx - w * 0.5} ${top + h * 0.2}Z`;
  const [gd, gid] = cylinder(fill, { highlight: 0.25, dark: 0.25 });
  const [cd, cid] = cylinder(cap, { highlight: 0.35, dark: 0.35 });
  const art =
    `<defs>${gd}${cd}</defs>` +
    path(d, `url(#${gid})`) +
    clipPath(d, face(cx, top + h * 0.22, w, h * 0.5) + streaks(cx - w / 2, top, h, w)) +
    rect(cx - w * 0.56, top, w * 1.12, h * 0.035, { fill: shade(fill, -0.12) }) +
    rect(cx - w * 0.3, baseY - capH, w * 0.6, capH, { rx: w * 0.06, fill: `url(#${cid})` });
  return { art, silhouette: path(d, '#000') + rect(cx - w * 0.3, baseY - capH, w * 0.6, capH, { fill: '#000' }) };
}

/**
 * Carton seen a little from the right: front face, a darker side and the
 * lit top. `face` draws on the front (x, y, w, h).
 */
export function carton(x, baseY, w, h, { fill, depth = w * 0.35, face = () => '' }) {
  const top = baseY - h,
    dx = depth * 0.55,
    dy = depth * 0.32;
  const art =
    `<defs></defs>` +
    rect(x, top, w, h, { fill }) +
    path(`M${x + w} ${top}L${x + w + dx} ${top - dy}V${baseY - dy}L${x + w} ${baseY}Z`, shade(fill, -0.22)) +
    path(`M${x} ${top}L${x + dx} ${top - dy}H${x + w + dx}L${x + w} ${top}Z`, shade(fill, 0.18)) +
    clipPath(`M${x} ${top}h${w}v${h}h${-w}Z`, face(x, top, w, h)) +
    rect(x, top, w, h, { fill: 'none', stroke: '#000', strokeOpacity: 0.06, strokeWidth: 2 });
  const silhouette = path(`M${x} ${baseY}V${top}L${x + dx} ${top - dy}H${x + w + dx}V${baseY - dy}L${x + w} ${baseY}Z`, '#000');
  return { art, silhouette };
}

/** Big numeral with a rule and small bars: a label that puts the active first. */
export function numeralFace(value, { ink, accent, mark = '', serif = SERIF } = {}) {
  return (cx, y, w, h) =>
    text(cx, y + h * 0.5, value, { size: w * 0.28, family: serif, fill: ink, anchor: 'middle' }) +
    rect(cx - w * 0.18, y + h * 0.6, w * 0.36, Math.max(1.5, w * 0.012), { fill: accent }) +
    rect(cx - w * 0.24, y + h * 0.7, w * 0.48, Math.max(2, w * 0.02), { rx: w * 0.01, fill: ink, opacity: 0.35 }) +
    rect(cx - w * 0.16, y + h * 0.77, w * 0.32, Math.max(2, w * 0.02), { rx: w * 0.01, fill: ink, opacity: 0.35 }) +
    (mark ? g({}, mark) : '');
}

/** Rounded cap seen from above (for flat-lays). */
export function capTop(cx, cy, r, color) {
  return (
    circle(cx, cy, r, shade(color, -0.1)) +
    circle(cx - r * 0.12, cy - r * 0.12, r * 0.82, color) +
    circle(cx - r * 0.3, cy - r * 0.3, r * 0.25, '#fff', { opacity: 0.25 })
  );
}
