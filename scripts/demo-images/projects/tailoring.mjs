// Nordic Atelier's objects: the tailor's table (tape, chalk, pins, buttons,
// scissors, folded cloth, woven labels) and the shop's garment and paper bags.
import { rect, circle, ellipse, path, g, text, uid, shade, rotate, linGrad, SANS } from '../svg.mjs';
import { surface } from '../texture.mjs';
import { logoMark } from '../marks.mjs';

/** Measuring tape along a cubic curve, with centimetre ticks and every tenth number. */
export function tape([p0, p1, p2, p3], width, { fill = '#efe2bf', ink = '#343c45', from = 1 } = {}) {
  const at = (t) => {
    const u = 1 - t;
    const x = u * u * u * p0[0] + 3 * u * u * t * p1[0] + 3 * u * t * t * p2[0] + t * t * t * p3[0];
    const y = u * u * u * p0[1] + 3 * u * u * t * p1[1] + 3 * u * t * t * p2[1] + t * t * t * p3[1];
    return [x, y];
  };
  const d = `M${p0}C${p1} ${p2} ${p3}`.replace(/,/g, ' ');
  let ticks = '',
    len = 0,
    prev = at(0),
    next = width * 0.3;
  let cm = from;
  for (let i = 1; i <= 600; i++) {
    const pt = at(i / 600);
    len += Math.hypot(pt[0] - prev[0], pt[1] - prev[1]);
    if (len >= next) {
      const ang = Math.atan2(pt[1] - prev[1], pt[0] - prev[0]),
        nx = -Math.sin(ang),
        ny = Math.cos(ang);
      const tl = cm % 10 === 0 ? 0.45 : cm % 5 === 0 ? 0.32 : 0.2;
      const ex = pt[0] - (nx * width) / 2,
        ey = pt[1] - (ny * width) / 2;
      ticks += path(`M${ex} ${ey}l${nx * width * tl} ${ny * width * tl}`, 'none', { stroke: ink, strokeWidth: width * 0.035 });
      if (cm % 10 === 0)
        ticks += rotate(
          (ang * 180) / Math.PI,
          pt[0],
          pt[1],
          text(pt[0], pt[1] + width * 0.22, String(cm), { size: width * 0.3, fill: ink, family: SANS, anchor: 'middle', weight: 'bold' }),
        );
      cm += 1;
      next += width * 0.3;
    }
    prev = pt;
  }
  return (
    g({ filter: 'url(#liftXs)' }, path(d, 'none', { stroke: shade(fill, -0.1), strokeWidth: width + 2 })) +
    path(d, 'none', { stroke: fill, strokeWidth: width }) +
    ticks
  );
}

/** Tailor's chalk: a rounded triangle with a worn edge. */
export const chalk = (cx, cy, s, fill, rot = 0) =>
  rotate(
    rot,
    cx,
    cy,
    g(
      { filter: 'url(#liftSm)' },
      path(
        `M${cx} ${cy - s}Q${cx + s * 0.1} ${cy - s * 1.05} ${cx + s * 0.95} ${cy + s * 0.55}Q${cx + s} ${cy + s * 0.7} ${cx + s * 0.8} ${cy + s * 0.7}H${cx - s * 0.8}Q${cx - s} ${cy + s * 0.7} ${cx - s * 0.95} ${cy + s * 0.55}Q${cx - s * 0.1} ${cy - s * 1.05} ${cx} ${cy - s}Z`,
        fill,
      ),
    ) +
      path(`M${cx - s * 0.5} ${cy + s * 0.55}H${cx + s * 0.5}`, 'none', {
        stroke: '#fff',
        strokeOpacity: 0.35,
        strokeWidth: s * 0.08,
        strokeLinecap: 'round',
      }),
  );

/** Sewing pin: a glass head and a steel shaft. */
export const pin = (x, y, len, angle, head) =>
  rotate(
    angle,
    x,
    y,
    g({ filter: 'url(#liftXs)' }, rect(x, y - len * 0.012, len, len * 0.024, { fill: '#b9bcc0' }) + circle(x, y, len * 0.07, head)) +
      circle(x - len * 0.02, y - len * 0.025, len * 0.022, '#fff', { opacity: 0.6 }),
  );

/** Four-hole button. */
export const button = (cx, cy, r, fill) =>
  g({ filter: 'url(#liftXs)' }, circle(cx, cy, r, fill)) +
  circle(cx, cy, r * 0.78, 'none', { stroke: shade(fill, -0.2), strokeWidth: r * 0.08 }) +
  [
    [-1, -1],
    [1, -1],
    [-1, 1],
    [1, 1],
  ]
    .map(([a, b]) => circle(cx + a * r * 0.22, cy + b * r * 0.22, r * 0.1, shade(fill, -0.4)))
    .join('');

/** Scissors, open a little: two blades and two loop handles. */
export function scissors(cx, cy, s, rot, metal = '#9a9fa5', handle = '#2e3238') {
  const blade = (a) =>
    rotate(
      a,
      cx,
      cy,
      path(
        `M${cx} ${cy - s * 0.05}L${cx + s * 1.3} ${cy - s * 0.01}Q${cx + s * 1.35} ${cy} ${cx + s * 1.3} ${cy + s * 0.02}L${cx} ${cy + s * 0.07}Z`,
        metal,
      ) + path(`M${cx} ${cy}L${cx + s * 1.25} ${cy}`, 'none', { stroke: '#fff', strokeOpacity: 0.4, strokeWidth: s * 0.012 }),
    );
  const loop = (a, dy) =>
    rotate(
      a,
      cx,
      cy,
      ellipse(cx - s * 0.55, cy + dy * s, s * 0.26, s * 0.16, 'none', { stroke: handle, strokeWidth: s * 0.08 }) +
        path(`M${cx} ${cy}L${cx - s * 0.3} ${cy + dy * s}`, 'none', { stroke: handle, strokeWidth: s * 0.1 }),
    );
  return rotate(
    rot,
    cx,
    cy,
    g({ filter: 'url(#liftSm)' }, blade(-7) + blade(7) + loop(-7, -0.1) + loop(7, 0.1)) + circle(cx, cy, s * 0.05, shade(metal, -0.3)),
  );
}

/** Folded cloth: a soft rectangle with a fold line and a selvedge of stitches. */
export function folded(x, y, w, h, fill, rot = 0) {
  return rotate(
    rot,
    x + w / 2,
    y + h / 2,
    g({ filter: 'url(#lift)' }, surface('linen', x, y, w, h, fill, { rx: w * 0.03 })) +
      rect(x, y + h * 0.5, w, h * 0.04, { fill: '#000', opacity: 0.08 }) +
      rect(x, y + h * 0.54, w, h * 0.02, { fill: '#fff', opacity: 0.08 }) +
      path(`M${x + w * 0.04} ${y + h * 0.06}V${y + h * 0.94}`, 'none', {
        stroke: shade(fill, 0.25),
        strokeWidth: w * 0.006,
        strokeDasharray: `${w * 0.012} ${w * 0.01}`,
      }),
  );
}

/** Woven label: stitched edges, monogram, tiny bars. */
export const wovenLabel = (x, y, w, h, fill, ink, rot = 0) =>
  rotate(
    rot,
    x + w / 2,
    y + h / 2,
    g({ filter: 'url(#liftXs)' }, surface('linen', x, y, w, h, fill)) +
      path(`M${x + w * 0.05} ${y + h * 0.1}V${y + h * 0.9}M${x + w * 0.95} ${y + h * 0.1}V${y + h * 0.9}`, 'none', {
        stroke: ink,
        strokeWidth: h * 0.03,
        strokeDasharray: `${h * 0.06} ${h * 0.05}`,
        opacity: 0.7,
      }) +
      logoMark('monogram', x + w / 2, y + h * 0.44, h * 0.32, ink, ink) +
      rect(x + w * 0.38, y + h * 0.8, w * 0.24, h * 0.03, { fill: ink, opacity: 0.5 }),
  );

/** Wooden hanger seen from the front, hook at (cx, y). */
export const hanger = (cx, y, w, wood = '#b58a5e') =>
  path(`M${cx} ${y + w * 0.12}V${y + w * 0.04}a${w * 0.04} ${w * 0.04} 0 1 1 ${w * 0.04} -${w * 0.04}`, 'none', {
    stroke: '#8d8f93',
    strokeWidth: w * 0.012,
    strokeLinecap: 'round',
  }) +
  path(
    `M${cx - w / 2} ${y + w * 0.28}Q${cx - w * 0.2} ${y + w * 0.12} ${cx} ${y + w * 0.11}Q${cx + w * 0.2} ${y + w * 0.12} ${cx + w / 2} ${y + w * 0.28}`,
    'none',
    { stroke: wood, strokeWidth: w * 0.05, strokeLinecap: 'round' },
  );

/** Garment bag on a hanger: long cloth bag, zip line, monogram, soft folds. */
export function garmentBag(cx, y, w, h, fill, ink) {
  const id = uid('gb'),
    top = y + w * 0.22;
  const d = `M${cx - w * 0.44} ${top}Q${cx} ${top - w * 0.14} ${cx + w * 0.44} ${top}L${cx + w / 2} ${y + h}H${cx - w / 2}Z`;
  return (
    `<defs>${linGrad(
      id,
      [
        [0, '#000', 0.25],
        [0.25, '#000', 0],
        [0.45, '#fff', 0.08],
        [0.7, '#000', 0.05],
        [1, '#000', 0.3],
      ],
      { x1: 0, y1: 0, x2: 1, y2: 0 },
    )}</defs>` +
    hanger(cx, y, w * 0.92) +
    g({ filter: 'url(#lift)' }, `<path d="${d}" fill="${fill}" filter="url(#tx-cloth)"/>`) +
    path(d, `url(#${id})`) +
    path(`M${cx} ${top - w * 0.06}V${y + h * 0.96}`, 'none', { stroke: shade(fill, -0.3), strokeWidth: w * 0.012 }) +
    logoMark('monogram', cx + w * 0.2, top + h * 0.16, w * 0.09, ink, ink)
  );
}

/** Paper shopping bag hanging by rope handles from a hook at (cx, hookY). */
export function hangingBag(cx, hookY, w, h, fill, ink) {
  const top = hookY + h * 0.34,
    id = uid('hb');
  const rope = (dx) =>
    path(`M${cx + dx} ${top + 10}Q${cx + dx * 0.3} ${hookY + h * 0.1} ${cx} ${hookY}`, 'none', {
      stroke: shade(fill, -0.35),
      strokeWidth: w * 0.025,
      strokeLinecap: 'round',
    });
  return (
    `<defs>${linGrad(
      id,
      [
        [0, '#000', 0.12],
        [0.2, '#000', 0],
        [1, '#000', 0.18],
      ],
      { x1: 0, y1: 0, x2: 1, y2: 0 },
    )}</defs>` +
    rope(-w * 0.22) +
    rope(w * 0.22) +
    g({ filter: 'url(#lift)' }, surface('paper', cx - w / 2, top, w, h * 0.66, fill)) +
    rect(cx - w / 2, top, w, h * 0.66, { fill: `url(#${id})` }) +
    rect(cx - w / 2, top, w, h * 0.05, { fill: '#000', opacity: 0.06 }) +
    logoMark('monogram', cx, top + h * 0.3, w * 0.16, ink, ink) +
    circle(cx, hookY, w * 0.03, '#8d8f93')
  );
}
