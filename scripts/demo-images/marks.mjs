// Illustrative pieces: logo marks, abstract "photo" blocks and simple
// product silhouettes. They are drawn from basic shapes so they stay crisp
// at any size and compress well as WebP (flat colour, few gradients).
import { PALETTE as P, circle, path, rect, text, linGrad, uid, clipped, SERIF } from './svg.mjs';

/**
 * One logo mark per fictional client. `kind` picks the motif so each
 * project is recognisable across its hero and gallery images.
 */
export function logoMark(kind, cx, cy, r, color, accent = P.gold) {
  // 'monogram:EL' draws a monogram with custom letters (default "NA").
  const [shape, letters = 'NA'] = String(kind).split(':');
  switch (shape) {
    case 'moon': { // Luna: crescent (disc masked by an offset disc) plus a small star
      const id = uid('moon');
      return `<mask id="${id}"><rect x="${cx - r * 1.2}" y="${cy - r * 1.2}" width="${r * 2.4}" height="${r * 2.4}" fill="black"/>` +
        circle(cx, cy, r * 0.9, 'white') + circle(cx + r * 0.42, cy - r * 0.22, r * 0.72, 'black') + `</mask>` +
        `<g mask="url(#${id})">${circle(cx, cy, r * 0.9, color)}</g>` +
        circle(cx + r * 0.5, cy - r * 0.05, r * 0.12, accent);
    }
    case 'lotus': { // Bloom: five petals fanned from the base
      let out = '';
      for (const deg of [-60, -30, 0, 30, 60]) {
        out += `<ellipse cx="${cx}" cy="${cy - r * 0.45}" rx="${r * 0.22}" ry="${r * 0.55}" fill="${deg === 0 ? color : accent}" opacity="${deg === 0 ? 1 : 0.85}" transform="rotate(${deg} ${cx} ${cy + r * 0.2})"/>`;
      }
      return out + rect(cx - r * 0.7, cy + r * 0.32, r * 1.4, r * 0.08, { rx: r * 0.04, fill: color });
    }
    case 'monogram': // Nordic Atelier: arch with serif initials
      return (
        path(`M${cx - r * 0.75} ${cy + r} V${cy - r * 0.2} A${r * 0.75} ${r * 0.75} 0 0 1 ${cx + r * 0.75} ${cy - r * 0.2} V${cy + r}`, 'none', { stroke: color, strokeWidth: r * 0.07 }) +
        text(cx, cy + r * 0.45, letters, { size: r * (letters.length > 1 ? 0.75 : 0.95), family: SERIF, fill: color, anchor: 'middle', ls: r * 0.04 }) +
        circle(cx, cy - r * 0.55, r * 0.07, accent)
      );
    case 'sun': { // Sol Ceramics: half sun with rays over a horizon line
      let rays = '';
      for (let i = 0; i <= 8; i++) {
        const a = Math.PI + (i * Math.PI) / 8;
        const x1 = cx + Math.cos(a) * r * 0.62, y1 = cy + r * 0.25 + Math.sin(a) * r * 0.62;
        const x2 = cx + Math.cos(a) * r * 0.95, y2 = cy + r * 0.25 + Math.sin(a) * r * 0.95;
        rays += `<line x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}" stroke="${accent}" stroke-width="${r * 0.08}" stroke-linecap="round"/>`;
      }
      return rays + path(`M${cx - r * 0.48} ${cy + r * 0.25} A${r * 0.48} ${r * 0.48} 0 0 1 ${cx + r * 0.48} ${cy + r * 0.25}Z`, color) +
        rect(cx - r, cy + r * 0.33, r * 2, r * 0.08, { rx: r * 0.04, fill: color });
    }
    case 'v': // Vera Consulting: rounded square with a bold V and a dot
      return rect(cx - r, cy - r, r * 2, r * 2, { rx: r * 0.35, fill: color }) +
        path(`M${cx - r * 0.5} ${cy - r * 0.45} L${cx} ${cy + r * 0.5} L${cx + r * 0.5} ${cy - r * 0.45}`, 'none', { stroke: P.cream, strokeWidth: r * 0.2, strokeLinecap: 'round', strokeLinejoin: 'round' }) +
        circle(cx + r * 0.58, cy + r * 0.5, r * 0.13, accent);
    case 'fjord': // Fjord Bakery: mountains over water inside a circle
      return circle(cx, cy, r, color) +
        path(`M${cx - r * 0.75} ${cy + r * 0.2} L${cx - r * 0.25} ${cy - r * 0.45} L${cx + r * 0.05} ${cy - r * 0.05} L${cx + r * 0.3} ${cy - r * 0.35} L${cx + r * 0.75} ${cy + r * 0.2}Z`, accent) +
        path(`M${cx - r * 0.7} ${cy + r * 0.4} q${r * 0.175} -${r * 0.14} ${r * 0.35} 0 t${r * 0.35} 0 t${r * 0.35} 0 t${r * 0.35} 0`, 'none', { stroke: accent, strokeWidth: r * 0.07, strokeLinecap: 'round' });
    default: // Nordlys Studio: a small aurora ribbon
      return path(`M${cx - r} ${cy + r * 0.3} C${cx - r * 0.4} ${cy - r}, ${cx + r * 0.2} ${cy + r}, ${cx + r} ${cy - r * 0.4}`, 'none', { stroke: color, strokeWidth: r * 0.22, strokeLinecap: 'round' }) +
        circle(cx + r * 0.7, cy + r * 0.5, r * 0.14, accent);
  }
}

/**
 * Abstract stand-in for a photograph inside a mockup. Variants give
 * arches, a setting sun over hills, or stacked pebbles, tinted per theme.
 */
export function artBlock(x, y, w, h, colors, variant = 0, rx = 0) {
  const [c1, c2, c3] = colors;
  const g = uid('art');
  const defs = `<defs>${linGrad(g, [c1, c2], { x1: 0, y1: 0, x2: 0.3, y2: 1 })}</defs>`;
  let shapes = '';
  const m = Math.min(w, h);
  if (variant % 3 === 0) {
    shapes = circle(x + w * 0.7, y + h * 0.35, m * 0.18, c3, { opacity: 0.9 }) +
      path(`M${x} ${y + h * 0.75} Q${x + w * 0.3} ${y + h * 0.5} ${x + w * 0.6} ${y + h * 0.72} T${x + w} ${y + h * 0.65} V${y + h} H${x}Z`, c3, { opacity: 0.55 }) +
      path(`M${x} ${y + h * 0.88} Q${x + w * 0.4} ${y + h * 0.7} ${x + w} ${y + h * 0.85} V${y + h} H${x}Z`, c3);
  } else if (variant % 3 === 1) {
    const aw = w * 0.34;
    shapes = path(`M${x + w * 0.2} ${y + h} V${y + h * 0.45} A${aw / 2} ${aw / 2} 0 0 1 ${x + w * 0.2 + aw} ${y + h * 0.45} V${y + h}Z`, c3, { opacity: 0.85 }) +
      path(`M${x + w * 0.5} ${y + h} V${y + h * 0.6} A${aw / 2.4} ${aw / 2.4} 0 0 1 ${x + w * 0.5 + aw / 1.2} ${y + h * 0.6} V${y + h}Z`, c1, { opacity: 0.9 }) +
      circle(x + w * 0.82, y + h * 0.25, m * 0.08, c3, { opacity: 0.6 });
  } else {
    shapes = `<ellipse cx="${x + w * 0.5}" cy="${y + h * 0.82}" rx="${w * 0.3}" ry="${m * 0.12}" fill="${c3}"/>` +
      `<ellipse cx="${x + w * 0.47}" cy="${y + h * 0.62}" rx="${w * 0.2}" ry="${m * 0.1}" fill="${c1}" opacity="0.95"/>` +
      `<ellipse cx="${x + w * 0.52}" cy="${y + h * 0.45}" rx="${w * 0.12}" ry="${m * 0.08}" fill="${c3}" opacity="0.8"/>`;
  }
  return defs + clipped(x, y, w, h, rx, rect(x, y, w, h, { fill: `url(#${g})` }) + shapes);
}

/**
 * Product silhouettes (ceramics, skincare, bakery goods). `baseY` is where
 * the object stands so rows of products line up on a shared shelf.
 */
export function productShape(kind, cx, baseY, s, fill, accent = P.cream) {
  switch (kind) {
    case 'vase':
      return path(`M${cx - s * 0.18} ${baseY - s} h${s * 0.36} c0 ${s * 0.2} ${s * 0.32} ${s * 0.35} ${s * 0.32} ${s * 0.62} c0 ${s * 0.22} -${s * 0.14} ${s * 0.38} -${s * 0.3} ${s * 0.38} h-${s * 0.4} c-${s * 0.16} 0 -${s * 0.3} -${s * 0.16} -${s * 0.3} -${s * 0.38} c0 -${s * 0.27} ${s * 0.32} -${s * 0.42} ${s * 0.32} -${s * 0.62}z`, fill) +
        rect(cx - s * 0.3, baseY - s * 0.45, s * 0.6, s * 0.05, { fill: accent, opacity: 0.6 });
    case 'bowl':
      return path(`M${cx - s * 0.5} ${baseY - s * 0.45} h${s} c0 ${s * 0.3} -${s * 0.2} ${s * 0.45} -${s * 0.5} ${s * 0.45} s-${s * 0.5} -${s * 0.15} -${s * 0.5} -${s * 0.45}z`, fill) +
        `<ellipse cx="${cx}" cy="${baseY - s * 0.45}" rx="${s * 0.5}" ry="${s * 0.07}" fill="${accent}" opacity="0.7"/>`;
    case 'cup':
      return path(`M${cx - s * 0.3} ${baseY - s * 0.6} h${s * 0.6} l-${s * 0.06} ${s * 0.6} h-${s * 0.48}z`, fill) +
        path(`M${cx + s * 0.28} ${baseY - s * 0.48} a${s * 0.14} ${s * 0.14} 0 0 1 0 ${s * 0.28}`, 'none', { stroke: fill, strokeWidth: s * 0.06 });
    case 'bottle':
      return rect(cx - s * 0.08, baseY - s, s * 0.16, s * 0.16, { rx: s * 0.03, fill: P.plum }) +
        rect(cx - s * 0.22, baseY - s * 0.84, s * 0.44, s * 0.84, { rx: s * 0.1, fill }) +
        rect(cx - s * 0.15, baseY - s * 0.55, s * 0.3, s * 0.22, { rx: s * 0.03, fill: accent, opacity: 0.9 });
    case 'jar':
      return rect(cx - s * 0.3, baseY - s * 0.5, s * 0.6, s * 0.12, { rx: s * 0.04, fill: P.plum }) +
        rect(cx - s * 0.34, baseY - s * 0.4, s * 0.68, s * 0.4, { rx: s * 0.1, fill }) +
        rect(cx - s * 0.2, baseY - s * 0.28, s * 0.4, s * 0.14, { rx: s * 0.03, fill: accent, opacity: 0.9 });
    case 'loaf':
      return path(`M${cx - s * 0.5} ${baseY} c-${s * 0.04} -${s * 0.4} ${s * 0.2} -${s * 0.55} ${s * 0.5} -${s * 0.55} s${s * 0.54} ${s * 0.15} ${s * 0.5} ${s * 0.55}z`, fill) +
        [-0.2, 0, 0.2].map((o) => path(`M${cx + s * (o - 0.06)} ${baseY - s * 0.42} l${s * 0.12} ${s * 0.1}`, 'none', { stroke: accent, strokeWidth: s * 0.03, strokeLinecap: 'round' })).join('');
    default: // 'tube'
      return rect(cx - s * 0.14, baseY - s * 0.9, s * 0.28, s * 0.78, { rx: s * 0.05, fill }) +
        rect(cx - s * 0.1, baseY - s * 0.12, s * 0.2, s * 0.12, { rx: s * 0.02, fill: P.plum });
  }
}
