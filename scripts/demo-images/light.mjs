// Light and shadow: what makes a drawn still life read as photographed.
// Contact shadows are radial gradients (no blur cost); cast shadows and
// window light are blurred shapes, kept small or inside the bleed margin.
import { ellipse, g, linGrad, radGrad, rect, uid, shade } from './svg.mjs';

/** Soft dark ellipse where an object meets the ground. */
export function contactShadow(cx, cy, rx, ry, opacity = 0.35, color = '#1c1216') {
  const id = uid('cs');
  return (
    `<defs>${radGrad(id, [
      [0, color, 1],
      [0.55, color, 0.45],
      [1, color, 0],
    ])}</defs>` + ellipse(cx, cy, rx, ry, `url(#${id})`, { opacity })
  );
}

/**
 * Shadows of upright objects thrown along the ground, away from a light at
 * the front left. `items` are [silhouette, baseY] pairs; `lean` shifts a
 * shadow's top sideways per pixel of height, `squash` flattens it. One
 * filter for the lot: librsvg pays per filtered element, not per pixel.
 */
export function castShadows(items, { lean = 0.9, squash = 0.35, blur = 'soft14', opacity = 0.22, color = '#1c1216' } = {}) {
  return g(
    { filter: `url(#${blur})`, opacity, fill: color },
    items
      .map(([body, baseY]) => g({ transform: `translate(0 ${baseY}) matrix(1 0 ${-lean} ${squash} 0 0) translate(0 ${-baseY})` }, body))
      .join(''),
  );
}

/** Shadow on a wall behind objects: their silhouettes, offset and blurred. */
export function wallShadow(body, dx, dy, { blur = 'soft30', opacity = 0.2, color = '#1c1216' } = {}) {
  return g({ filter: `url(#${blur})`, opacity }, g({ transform: `translate(${dx} ${dy})`, fill: color }, body));
}

/** Large soft light pool (radial gradient), e.g. sun on a wall. */
export function glow(cx, cy, r, color = '#ffffff', opacity = 0.5) {
  const id = uid('gl');
  return (
    `<defs>${radGrad(id, [
      [0, color, 1],
      [0.5, color, 0.45],
      [1, color, 0],
    ])}</defs>` + ellipse(cx, cy, r, r, `url(#${id})`, { opacity })
  );
}

/** Darkened edges that hold the eye in the frame. */
export function vignette(w, h, opacity = 0.35, color = '#1c1216') {
  const id = uid('vg');
  return (
    `<defs>${radGrad(
      id,
      [
        [0, color, 0],
        [0.6, color, 0.1],
        [1, color, 1],
      ],
      { r: 0.75 },
    )}</defs>` + rect(0, 0, w, h, { fill: `url(#${id})`, opacity })
  );
}

/** Directional wash: light from one side falling off to the other. */
export function wash(w, h, { from = 'left', light = '#ffffff', dark = '#1c1216', strength = 0.25 } = {}) {
  const id = uid('wa');
  const dir = { left: { x1: 0, y1: 0, x2: 1, y2: 0.4 }, right: { x1: 1, y1: 0, x2: 0, y2: 0.4 }, top: { x1: 0.3, y1: 0, x2: 0.5, y2: 1 } }[
    from
  ];
  return (
    `<defs>${linGrad(
      id,
      [
        [0, light, strength],
        [0.45, light, 0],
        [1, dark, strength],
      ],
      dir,
    )}</defs>` + rect(0, 0, w, h, { fill: `url(#${id})` })
  );
}

/**
 * Window light: bright slanted panes with mullion shadows between them,
 * blurred as if the window were a few metres away. `panes` is a list of
 * [x, y, w, h]; the whole pattern is skewed by `skew` degrees.
 */
export function windowLight(panes, { skew = -28, blur = 'soft30', light = '#fff7ea', opacity = 0.4, shadow = 0.16 } = {}, w = 0, h = 0) {
  const lit = panes.map(([x, y, pw, ph]) => rect(x, y, pw, ph, { fill: light })).join('');
  const darken = w ? rect(-200, -200, w + 400, h + 400, { fill: '#1c1216', opacity: shadow }) : '';
  return darken + g({ filter: `url(#${blur})`, opacity }, g({ transform: `skewX(${skew})` }, lit));
}

/** Leaf shadows from a plant out of frame: blurred ellipses on stems. */
export function leafShadows(x, y, scale, { opacity = 0.18, blur = 'soft14', seed = [0.2, -0.6, 0.9, -1.3, 0.5] } = {}) {
  let body = '';
  seed.forEach((a, i) => {
    const len = (180 + i * 40) * scale;
    const ex = x + Math.cos(a) * len,
      ey = y + Math.sin(a) * len;
    body += `<path d="M${x} ${y} Q${(x + ex) / 2 + 30 * scale} ${(y + ey) / 2} ${ex} ${ey}" stroke="#1c1216" stroke-width="${6 * scale}" fill="none"/>`;
    body += ellipse(ex, ey, 110 * scale, 42 * scale, '#1c1216', { transform: `rotate(${(a * 180) / Math.PI} ${ex} ${ey})` });
  });
  return g({ filter: `url(#${blur})`, opacity }, body);
}

/**
 * Cylinder shading: a horizontal gradient from a shaded edge through a
 * highlight to the darker far side. Returns [defs, id].
 */
export function cylinder(color, { highlight = 0.35, dark = 0.28, at = 0.28 } = {}) {
  const id = uid('cy');
  return [
    linGrad(
      id,
      [
        [0, shade(color, -dark)],
        [at * 0.6, color],
        [at, shade(color, highlight)],
        [at + 0.14, color],
        [0.82, shade(color, -dark * 0.45)],
        [1, shade(color, -dark)],
      ],
      { x1: 0, y1: 0, x2: 1, y2: 0 },
    ),
    id,
  ];
}

/** Vertical shading for a flat face turned to the light (top lighter). */
export function faceGrad(color, { top = 0.08, bottom = -0.12, dir = 'v' } = {}) {
  const id = uid('fg');
  const d = dir === 'v' ? { x1: 0, y1: 0, x2: 0, y2: 1 } : { x1: 0, y1: 0, x2: 1, y2: 0 };
  return [linGrad(id, [shade(color, top), color, shade(color, bottom)], d), id];
}
