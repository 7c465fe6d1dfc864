// Photographs inside the mock-ups: people, places and still lifes drawn as
// soft-lit shapes. Each returns a (x, y, w, h) => svg drawing for web.photo,
// so a page shows "photography" in the client's own colours.
import { rect, circle, ellipse, path, linGrad, radGrad, uid, shade } from './svg.mjs';

const bg = (x, y, w, h, top, bottom, dir = { x1: 0, y1: 0, x2: 0.3, y2: 1 }) => {
  const id = uid('ph');
  return `<defs>${linGrad(id, [top, bottom], dir)}</defs>` + rect(x, y, w, h, { fill: `url(#${id})` });
};
const lit = (color) => {
  const id = uid('lt');
  return [
    `<defs>${radGrad(
      id,
      [
        [0, shade(color, 0.18)],
        [0.7, color],
        [1, shade(color, -0.25)],
      ],
      { cx: 0.35, cy: 0.3, r: 0.8 },
    )}</defs>`,
    `url(#${id})`,
  ];
};

/** Head-and-shoulders portrait against a soft wall; the sitter fills the frame's width. */
export const portrait =
  ({ wall = '#d9cfc4', garment = '#4a3a44', skin = '#d7a98a', hair = '#3a2a24' } = {}) =>
  (x, y, w, h) => {
    const m = Math.min(w * 1.3, h * 0.9),
      cx = x + w * 0.52,
      b = y + h; // sized to fill the frame, anchored on the bottom edge
    const [sd, sf] = lit(skin),
      [gd, gf] = lit(garment);
    const hy = b - m * 0.62; // head centre
    return (
      bg(x, y, w, h, shade(wall, 0.12), shade(wall, -0.1)) +
      sd +
      gd +
      path(
        `M${cx - m * 0.42} ${b}C${cx - m * 0.4} ${b - m * 0.3} ${cx - m * 0.2} ${b - m * 0.36} ${cx} ${b - m * 0.36}C${cx + m * 0.2} ${b - m * 0.36} ${cx + m * 0.4} ${b - m * 0.3} ${cx + m * 0.42} ${b}Z`,
        gf,
      ) +
      rect(cx - m * 0.06, hy + m * 0.1, m * 0.12, m * 0.18, { fill: shade(skin, -0.12) }) +
      ellipse(cx, hy, m * 0.15, m * 0.19, sf) +
      path(
        `M${cx - m * 0.17} ${hy + m * 0.04}C${cx - m * 0.2} ${hy - m * 0.2} ${cx + m * 0.2} ${hy - m * 0.24} ${cx + m * 0.18} ${hy + m * 0.02}C${cx + m * 0.22} ${hy + m * 0.18} ${cx + m * 0.2} ${hy + m * 0.22} ${cx + m * 0.24} ${hy + m * 0.26}C${cx + m * 0.1} ${hy - m * 0.1} ${cx - m * 0.08} ${hy - m * 0.14} ${cx - m * 0.17} ${hy + m * 0.04}Z`,
        hair,
      )
    );
  };

/** A standing figure in a long coat: the editorial fashion shot. */
export const figure =
  ({ wall = '#d8cdbd', floor = '#c3b5a1', coat = '#4b5561', skin = '#d9ab8c', hair = '#2d2420' } = {}) =>
  (x, y, w, h) => {
    const cx = x + w * 0.5,
      s = h / 100,
      [cd, cf] = lit(coat);
    return (
      bg(x, y, w, h * 0.82, shade(wall, 0.1), wall) +
      bg(x, y + h * 0.82, w, h * 0.18, floor, shade(floor, -0.1)) +
      cd +
      ellipse(cx + 8 * s, y + h * 0.93, 18 * s, 2.2 * s, '#000', { opacity: 0.25 }) +
      rect(cx - 5 * s, y + 78 * s, 3.5 * s, 15 * s, { fill: shade(skin, -0.2) }) +
      rect(cx + 1.5 * s, y + 78 * s, 3.5 * s, 15 * s, { fill: shade(skin, -0.25) }) +
      path(
        `M${cx - 7 * s} ${y + 30 * s}L${cx - 15 * s} ${y + 82 * s}H${cx + 15 * s}L${cx + 7 * s} ${y + 30 * s}Q${cx} ${y + 26 * s} ${cx - 7 * s} ${y + 30 * s}Z`,
        cf,
      ) +
      path(`M${cx} ${y + 30 * s}L${cx - 2 * s} ${y + 82 * s}`, 'none', { stroke: shade(coat, -0.3), strokeWidth: 0.5 * s }) +
      ellipse(cx, y + 22 * s, 4.6 * s, 5.8 * s, skin) +
      path(
        `M${cx - 5 * s} ${y + 22 * s}Q${cx - 5 * s} ${y + 14 * s} ${cx} ${y + 15 * s}Q${cx + 6 * s} ${y + 15 * s} ${cx + 5 * s} ${y + 25 * s}Q${cx + 3 * s} ${y + 18 * s} ${cx - 5 * s} ${y + 22 * s}Z`,
        hair,
      )
    );
  };

/** A seated figure in a calm pose, window light across the floor. */
export const seated =
  ({ wall = '#e8e3d8', floor = '#cdb79a', top = '#8fa58a', skin = '#cf9f82', hair = '#3a2a24', at = 0.5 } = {}) =>
  (x, y, w, h) => {
    const cx = x + w * at,
      s = h / 100,
      [td, tf] = lit(top);
    return (
      bg(x, y, w, h * 0.7, shade(wall, 0.08), wall) +
      bg(x, y + h * 0.7, w, h * 0.3, floor, shade(floor, -0.12)) +
      td +
      path(`M${x + w * 0.05} ${y}L${x + w * 0.3} ${y}L${x + w * 0.55} ${y + h}L${x + w * 0.3} ${y + h}Z`, '#fff', { opacity: 0.12 }) +
      ellipse(cx, y + 86 * s, 26 * s, 4 * s, '#000', { opacity: 0.16 }) +
      ellipse(cx, y + 80 * s, 24 * s, 7 * s, shade(top, -0.35)) +
      path(
        `M${cx - 11 * s} ${y + 78 * s}Q${cx - 12 * s} ${y + 50 * s} ${cx} ${y + 44 * s}Q${cx + 12 * s} ${y + 50 * s} ${cx + 11 * s} ${y + 78 * s}Z`,
        tf,
      ) +
      path(
        `M${cx - 10 * s} ${y + 54 * s}Q${cx - 20 * s} ${y + 66 * s} ${cx - 16 * s} ${y + 76 * s}M${cx + 10 * s} ${y + 54 * s}Q${cx + 20 * s} ${y + 66 * s} ${cx + 16 * s} ${y + 76 * s}`,
        'none',
        { stroke: skin, strokeWidth: 3.2 * s, strokeLinecap: 'round' },
      ) +
      ellipse(cx, y + 36 * s, 5.5 * s, 6.8 * s, skin) +
      circle(cx, y + 29 * s, 4 * s, hair) +
      path(
        `M${cx - 5.8 * s} ${y + 35 * s}Q${cx} ${y + 26 * s} ${cx + 5.8 * s} ${y + 35 * s}Q${cx} ${y + 29 * s} ${cx - 5.8 * s} ${y + 35 * s}Z`,
        hair,
      )
    );
  };

/** Still life: objects (drawn by `objects(cx, baseY, scale)`) on a plinth in raking light. */
export const stillLife =
  ({ wall = '#e8d5c4', plinth = '#d9bfa6', objects }) =>
  (x, y, w, h) => {
    const s = h / 100,
      base = y + h * 0.72;
    return (
      bg(x, y, w, h, shade(wall, 0.1), shade(wall, -0.08), { x1: 0, y1: 0, x2: 1, y2: 0.6 }) +
      rect(x + w * 0.18, base, w * 0.64, h * 0.3, { fill: plinth }) +
      rect(x + w * 0.18, base, w * 0.64, h * 0.03, { fill: shade(plinth, 0.15) }) +
      rect(x + w * 0.18, base, w * 0.64, h * 0.3, { fill: '#000', opacity: 0.06 }) +
      path(`M${x + w * 0.55} ${base}L${x + w * 0.95} ${y + h * 0.2}V${y + h * 0.6}L${x + w * 0.7} ${base}Z`, '#000', { opacity: 0.06 }) +
      objects(x + w / 2, base + 1 * s, s)
    );
  };

/** Landscape: layered hills or fjord under a low sun. */
export const landscape =
  ({ sky = ['#f3d9c4', '#e6b99c'], hills = ['#a7917f', '#7d6a60', '#4f4447'], sun = '#fff2dc' } = {}) =>
  (x, y, w, h) =>
    bg(x, y, w, h, sky[0], sky[1], { x1: 0, y1: 0, x2: 0, y2: 1 }) +
    circle(x + w * 0.68, y + h * 0.42, Math.min(w, h) * 0.12, sun, { opacity: 0.9 }) +
    hills
      .map((c, i) =>
        path(
          `M${x} ${y + h * (0.55 + i * 0.12)}Q${x + w * (0.25 + i * 0.1)} ${y + h * (0.42 + i * 0.1)} ${x + w * 0.5} ${y + h * (0.58 + i * 0.1)}T${x + w} ${y + h * (0.5 + i * 0.14)}V${y + h}H${x}Z`,
          c,
        ),
      )
      .join('');

/** Interior: arches and a doorway of light. */
export const arches =
  ({ wall = '#efe6dc', shadow = '#d9c8b8', accent = '#c98f6c' } = {}) =>
  (x, y, w, h) => {
    const aw = w * 0.26;
    return (
      bg(x, y, w, h, shade(wall, 0.06), shade(wall, -0.06)) +
      [0.1, 0.64]
        .map((f) =>
          path(`M${x + w * f} ${y + h}V${y + h * 0.45}A${aw / 2} ${aw / 2} 0 0 1 ${x + w * f + aw} ${y + h * 0.45}V${y + h}Z`, shadow),
        )
        .join('') +
      circle(x + w * 0.5, y + h * 0.3, Math.min(w, h) * 0.1, accent, { opacity: 0.85 }) +
      rect(x, y + h * 0.86, w, h * 0.14, { fill: shade(shadow, -0.08) })
    );
  };
