// One logo mark per fictional client, drawn from basic shapes so it stays
// crisp at any size. Marks carry no words; the Atelier's monogram uses its
// initials and the kits' monograms a single letter.
import { PALETTE as P, circle, path, rect, text, uid, SERIF } from './svg.mjs';

/** `kind` picks the motif; 'monogram:E' draws a monogram with other letters (default "NA"). */
export function logoMark(kind, cx, cy, r, color, accent = P.gold) {
  const [shape, letters = 'NA'] = String(kind).split(':');
  switch (shape) {
    case 'moon': {
      // Luna: crescent (disc masked by an offset disc) plus a small star
      const id = uid('moon');
      return (
        `<mask id="${id}"><rect x="${cx - r * 1.2}" y="${cy - r * 1.2}" width="${r * 2.4}" height="${r * 2.4}" fill="black"/>` +
        circle(cx, cy, r * 0.9, 'white') +
        circle(cx + r * 0.42, cy - r * 0.22, r * 0.72, 'black') +
        `</mask>` +
        `<g mask="url(#${id})">${circle(cx, cy, r * 0.9, color)}</g>` +
        circle(cx + r * 0.5, cy - r * 0.05, r * 0.12, accent)
      );
    }
    case 'lotus': {
      // Bloom: five petals fanned from the base
      let out = '';
      for (const deg of [-60, -30, 0, 30, 60]) {
        out += `<ellipse cx="${cx}" cy="${cy - r * 0.45}" rx="${r * 0.22}" ry="${r * 0.55}" fill="${deg === 0 ? color : accent}" transform="rotate(${deg} ${cx} ${cy + r * 0.2})"/>`;
      }
      return out + rect(cx - r * 0.7, cy + r * 0.32, r * 1.4, r * 0.08, { rx: r * 0.04, fill: color });
    }
    case 'monogram': // Nordic Atelier: arch with serif initials
      return (
        path(
          `M${cx - r * 0.75} ${cy + r} V${cy - r * 0.2} A${r * 0.75} ${r * 0.75} 0 0 1 ${cx + r * 0.75} ${cy - r * 0.2} V${cy + r}`,
          'none',
          { stroke: color, strokeWidth: r * 0.07 },
        ) +
        text(cx, cy + r * 0.45, letters, {
          size: r * (letters.length > 1 ? 0.75 : 0.95),
          family: SERIF,
          fill: color,
          anchor: 'middle',
          ls: r * 0.04,
        }) +
        circle(cx, cy - r * 0.55, r * 0.07, accent)
      );
    case 'sun': {
      // Sol Ceramics: half sun with rays over a horizon line
      let rays = '';
      for (let i = 0; i <= 8; i++) {
        const a = Math.PI + (i * Math.PI) / 8;
        const x1 = cx + Math.cos(a) * r * 0.62,
          y1 = cy + r * 0.25 + Math.sin(a) * r * 0.62;
        const x2 = cx + Math.cos(a) * r * 0.95,
          y2 = cy + r * 0.25 + Math.sin(a) * r * 0.95;
        rays += `<line x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}" stroke="${accent}" stroke-width="${r * 0.08}" stroke-linecap="round"/>`;
      }
      return (
        rays +
        path(`M${cx - r * 0.48} ${cy + r * 0.25} A${r * 0.48} ${r * 0.48} 0 0 1 ${cx + r * 0.48} ${cy + r * 0.25}Z`, color) +
        rect(cx - r, cy + r * 0.33, r * 2, r * 0.08, { rx: r * 0.04, fill: color })
      );
    }
    case 'v': // Vera Consulting: rounded square with a bold V and a dot
      return (
        rect(cx - r, cy - r, r * 2, r * 2, { rx: r * 0.35, fill: color }) +
        path(`M${cx - r * 0.5} ${cy - r * 0.45} L${cx} ${cy + r * 0.5} L${cx + r * 0.5} ${cy - r * 0.45}`, 'none', {
          stroke: P.cream,
          strokeWidth: r * 0.2,
          strokeLinecap: 'round',
          strokeLinejoin: 'round',
        }) +
        circle(cx + r * 0.58, cy + r * 0.5, r * 0.13, accent)
      );
    case 'loaf': // Fjord Bakery: a wave that doubles as the score on a sourdough loaf
      return (
        path(
          `M${cx - r} ${cy + r * 0.1}C${cx - r} ${cy - r * 0.62} ${cx + r} ${cy - r * 0.62} ${cx + r} ${cy + r * 0.1}C${cx + r} ${cy + r * 0.62} ${cx - r} ${cy + r * 0.62} ${cx - r} ${cy + r * 0.1}Z`,
          color,
        ) +
        path(
          `M${cx - r * 0.68} ${cy + r * 0.12}q${r * 0.17} -${r * 0.26} ${r * 0.34} 0t${r * 0.34} 0t${r * 0.34} 0t${r * 0.34} 0`,
          'none',
          { stroke: accent, strokeWidth: r * 0.13, strokeLinecap: 'round' },
        )
      );
    case 'wave': // Fjord's secondary mark: three stacked waves
      return [0, 1, 2]
        .map((i) =>
          path(`M${cx - r} ${cy - r * 0.4 + i * r * 0.4}q${r / 4} -${r * 0.28} ${r / 2} 0t${r / 2} 0t${r / 2} 0t${r / 2} 0`, 'none', {
            stroke: i === 1 ? accent : color,
            strokeWidth: r * 0.12,
            strokeLinecap: 'round',
          }),
        )
        .join('');
    case 'dot': // Pop & Co.: a bold disc with a smaller one biting in
      return circle(cx, cy, r * 0.9, color) + circle(cx + r * 0.45, cy - r * 0.45, r * 0.38, accent);
    default: // Nordlys Studio: a small aurora ribbon
      return (
        path(`M${cx - r} ${cy + r * 0.3} C${cx - r * 0.4} ${cy - r}, ${cx + r * 0.2} ${cy + r}, ${cx + r} ${cy - r * 0.4}`, 'none', {
          stroke: color,
          strokeWidth: r * 0.22,
          strokeLinecap: 'round',
        }) + circle(cx + r * 0.7, cy + r * 0.5, r * 0.14, accent)
      );
  }
}
