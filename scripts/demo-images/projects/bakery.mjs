// Fjord Bakery's objects: the boathouse shopfront, kraft bags, loaves,
// stamps, a tote and a mug. Colours come from the caller's palette.
import { rect, circle, ellipse, path, g, text, linGrad, radGrad, uid, shade, rng, rotate, clipped, SERIF } from '../svg.mjs';
import { surface } from '../texture.mjs';
import { logoMark } from '../marks.mjs';
import { cylinder } from '../light.mjs';

/** Vertical board cladding: one textured field, then gaps and a tone per board. */
export function cladding(x, y, w, h, color, board = 72) {
  const r = rng(7);
  let boards = '';
  for (let bx = x; bx < x + w; bx += board) {
    const t = (r() - 0.5) * 0.12;
    boards +=
      rect(bx, y, board, h, { fill: t > 0 ? '#fff' : '#000', opacity: Math.abs(t) }) +
      rect(bx, y, 3, h, { fill: '#000', opacity: 0.35 }) +
      rect(bx + 3, y, 2, h, { fill: '#fff', opacity: 0.08 });
  }
  return surface('woodv', x, y, w, h, color) + boards;
}

/** Warm interior seen through glass: shelves of loaves under pendant lamps. */
export function interior(x, y, w, h, C) {
  const id = uid('in');
  let shelves = '';
  const r = rng(3);
  for (let i = 0; i < 3; i++) {
    const sy = y + h * (0.42 + i * 0.2);
    shelves += rect(x, sy, w, h * 0.025, { fill: shade(C.crust, -0.5) });
    for (let lx = x + w * 0.06; lx < x + w * 0.94; lx += w * (0.11 + r() * 0.04)) {
      const lw = w * (0.07 + r() * 0.03);
      shelves +=
        ellipse(lx + lw / 2, sy - lw * 0.24, lw / 2, lw * 0.28, shade(C.crust, -0.1 + r() * 0.15)) +
        path(`M${lx + lw * 0.2} ${sy - lw * 0.3}q${lw * 0.15} -${lw * 0.1} ${lw * 0.3} 0t${lw * 0.3} 0`, 'none', {
          stroke: C.crustLight,
          strokeWidth: lw * 0.05,
          strokeLinecap: 'round',
        });
    }
  }
  const lamps = [0.25, 0.6, 0.9]
    .map(
      (f) =>
        rect(x + w * f - 1, y, 2, h * 0.18, { fill: '#1a1410' }) +
        circle(x + w * f, y + h * 0.2, w * 0.05, '#ffe2a8', { opacity: 0.35 }) +
        path(`M${x + w * f - w * 0.035} ${y + h * 0.215}a${w * 0.035} ${w * 0.03} 0 0 1 ${w * 0.07} 0Z`, '#2a2018'),
    )
    .join('');
  return (
    `<defs>${radGrad(
      id,
      [
        [0, '#f7d9a4'],
        [0.6, '#b27a45'],
        [1, '#4a3022'],
      ],
      { cx: 0.5, cy: 0.25, r: 0.9 },
    )}</defs>` +
    clipped(
      x,
      y,
      w,
      h,
      0,
      rect(x, y, w, h, { fill: `url(#${id})` }) +
        shelves +
        lamps +
        // Reflections on the glass: two pale diagonal bands.
        path(`M${x + w * 0.05} ${y + h}L${x + w * 0.45} ${y}H${x + w * 0.6}L${x + w * 0.2} ${y + h}Z`, '#fff', { opacity: 0.12 }) +
        path(`M${x + w * 0.35} ${y + h}L${x + w * 0.75} ${y}H${x + w * 0.8}L${x + w * 0.4} ${y + h}Z`, '#fff', { opacity: 0.1 }),
    )
  );
}

/** Kraft bag lying flat, seen from above: folded top, stamped mark. */
export function kraftBagTop(x, y, w, h, C, rot = 0) {
  return rotate(
    rot,
    x + w / 2,
    y + h / 2,
    g({ filter: 'url(#flat)' }, surface('kraft', x, y, w, h, C.kraft, { rx: 4 })) +
      rect(x, y, w, h * 0.16, { fill: shade(C.kraft, -0.12) }) +
      rect(x, y + h * 0.16, w, 3, { fill: '#000', opacity: 0.18 }) +
      rect(x + w * 0.08, y, w * 0.05, h, { fill: '#000', opacity: 0.05 }) +
      rect(x + w * 0.87, y, w * 0.05, h, { fill: '#000', opacity: 0.05 }) +
      g({ opacity: 0.88 }, logoMark('loaf', x + w / 2, y + h * 0.52, w * 0.24, C.sea, C.kraft)) +
      rect(x + w * 0.3, y + h * 0.7, w * 0.4, h * 0.012, { fill: C.sea, opacity: 0.8 }),
  );
}

/** Sourdough loaf from above: crust gradient, the wave score, flour on top. */
export function loafTop(cx, cy, rx, ry, C, rot = 0) {
  const id = uid('lf');
  const r = rng(11);
  let flour = '';
  for (let i = 0; i < 70; i++) {
    const a = r() * Math.PI * 2,
      d = Math.sqrt(r()) * 0.8;
    flour += circle(cx + Math.cos(a) * rx * d, cy + Math.sin(a) * ry * d, 1 + r() * 2.5, '#fff', { opacity: 0.35 + r() * 0.4 });
  }
  return rotate(
    rot,
    cx,
    cy,
    `<defs>${radGrad(
      id,
      [
        [0, C.crustLight],
        [0.7, C.crust],
        [1, shade(C.crust, -0.35)],
      ],
      { cx: 0.42, cy: 0.38, r: 0.65 },
    )}</defs>` +
      g({ filter: 'url(#liftSm)' }, ellipse(cx, cy, rx, ry, `url(#${id})`)) +
      path(`M${cx - rx * 0.7} ${cy}q${rx * 0.175} -${ry * 0.4} ${rx * 0.35} 0t${rx * 0.35} 0t${rx * 0.35} 0t${rx * 0.35} 0`, 'none', {
        stroke: '#f1d6a8',
        strokeWidth: ry * 0.12,
        strokeLinecap: 'round',
      }) +
      flour,
  );
}

/** Round sticker with the mark. */
export const sticker = (cx, cy, r, C, fill = C.sea) =>
  g({ filter: 'url(#liftXs)' }, circle(cx, cy, r, fill)) + logoMark('loaf', cx, cy, r * 0.55, C.flour, fill);

/** Flour dust: a soft cloud plus a scatter of grains. */
export function flourDust(cx, cy, rx, ry, seed = 1, n = 180) {
  const r = rng(seed);
  let grains = '';
  for (let i = 0; i < n; i++) {
    const a = r() * Math.PI * 2,
      d = Math.pow(r(), 0.7);
    grains += circle(cx + Math.cos(a) * rx * d, cy + Math.sin(a) * ry * d, 0.8 + r() * 2.2, '#fbf7ef', { opacity: 0.3 + r() * 0.5 });
  }
  return g({ filter: 'url(#soft30)', opacity: 0.14 }, ellipse(cx, cy, rx * 0.6, ry * 0.6, '#fbf7ef')) + grains;
}

/** Canvas tote hanging from its straps. */
export function tote(cx, top, w, h, C) {
  const bx = cx - w / 2,
    by = top + h * 0.32;
  const strap = (sx) =>
    path(`M${sx} ${by}C${sx} ${top + h * 0.05} ${cx} ${top} ${cx} ${top}`, 'none', {
      stroke: shade(C.canvas, -0.08),
      strokeWidth: w * 0.06,
      strokeLinecap: 'round',
    });
  return (
    strap(bx + w * 0.25) +
    strap(bx + w * 0.75) +
    g({ filter: 'url(#lift)' }, surface('linen', bx, by, w, h * 0.68, C.canvas, { rx: 6 })) +
    rect(bx, by, w, h * 0.68, { fill: 'url(#toteShade)' }) +
    logoMark('loaf', cx, by + h * 0.3, w * 0.26, C.sea, C.canvas) +
    logoMark('wave', cx, by + h * 0.5, w * 0.16, C.sea, C.crust)
  );
}

/** Stoneware mug, front view, with the mark printed on it. */
export function mug(cx, baseY, h, C, glaze, markColor = C.flour) {
  const w = h * 0.9,
    [d, id] = cylinder(glaze, { highlight: 0.25, dark: 0.3 });
  return (
    `<defs>${d}</defs>` +
    path(`M${cx + w / 2 - 4} ${baseY - h * 0.75}c${h * 0.36} 0 ${h * 0.36} ${h * 0.5} 0 ${h * 0.5}`, 'none', {
      stroke: shade(glaze, -0.22),
      strokeWidth: h * 0.09,
    }) +
    path(
      `M${cx - w / 2} ${baseY - h}H${cx + w / 2}V${baseY - h * 0.06}A${w / 2} ${h * 0.06} 0 0 1 ${cx - w / 2} ${baseY - h * 0.06}Z`,
      `url(#${id})`,
    ) +
    ellipse(cx, baseY - h, w / 2, h * 0.06, shade(glaze, -0.3)) +
    logoMark('loaf', cx - w * 0.05, baseY - h * 0.5, w * 0.22, markColor, glaze)
  );
}

/** Chalkboard A-frame: a loaf doodle, waves and prices (numbers only). */
export function chalkboard(x, baseY, w, h, C) {
  const top = baseY - h;
  const chalk = { stroke: '#eae6dc', strokeWidth: w * 0.012, fill: 'none', strokeLinecap: 'round', opacity: 0.85 };
  return (
    path(`M${x + w * 0.1} ${baseY}L${x + w * 0.2} ${top}M${x + w * 0.9} ${baseY}L${x + w * 0.8} ${top}`, 'none', {
      stroke: shade(C.wood, -0.2),
      strokeWidth: w * 0.05,
    }) +
    g({ filter: 'url(#liftSm)' }, rect(x, top, w, h * 0.86, { rx: 6, fill: C.wood })) +
    surface('plaster', x + w * 0.06, top + w * 0.06, w * 0.88, h * 0.86 - w * 0.12, '#2c302e') +
    logoMark('loaf', x + w / 2, top + h * 0.16, w * 0.16, '#eae6dc', '#2c302e') +
    [0, 1, 2]
      .map(
        (i) =>
          path(`M${x + w * 0.16} ${top + h * (0.33 + i * 0.15)}h${w * 0.36}`, '', {
            ...chalk,
            strokeDasharray: `${w * 0.02} ${w * 0.025}`,
          }) +
          text(x + w * 0.84, top + h * (0.345 + i * 0.15), ['45', '62', '38'][i], {
            size: w * 0.09,
            family: SERIF,
            fill: '#eae6dc',
            anchor: 'end',
            weight: 'bold',
          }),
      )
      .join('') +
    path(`M${x + w * 0.2} ${top + h * 0.76}q${w * 0.075} -${w * 0.06} ${w * 0.15} 0t${w * 0.15} 0t${w * 0.15} 0t${w * 0.15} 0`, '', chalk)
  );
}

/** Terracotta planter with a clipped round shrub, standing on the ground line. */
export function planter(cx, baseY, h) {
  const w = h * 0.55,
    [d, id] = cylinder('#b86a45', { highlight: 0.2, dark: 0.3 });
  const leaves = uid('sh');
  return (
    `<defs>${d}<radialGradient id="${leaves}" cx="0.4" cy="0.35" r="0.7"><stop offset="0" stop-color="#7f9a6a"/><stop offset="1" stop-color="#3f5a3c"/></radialGradient></defs>` +
    circle(cx, baseY - h * 0.78, w * 0.62, `url(#${leaves})`) +
    path(`M${cx - w / 2} ${baseY - h * 0.5}H${cx + w / 2}L${cx + w * 0.4} ${baseY}H${cx - w * 0.4}Z`, `url(#${id})`) +
    rect(cx - w * 0.54, baseY - h * 0.54, w * 1.08, h * 0.07, { rx: 3, fill: shade('#b86a45', 0.1) })
  );
}

export const fadeDown = (id, color, a = 0.55) =>
  linGrad(
    id,
    [
      [0, color, a],
      [1, color, 0],
    ],
    { x1: 0, y1: 0, x2: 0, y2: 1 },
  );
