// Branding compositions: brand board, stationery flat-lay and packaging.
// Shared by the branding projects and the brand-kit product images, so the
// "template" products look like the studio's real client work.
import { PALETTE as P, rect, circle, text, lines, SERIF } from './svg.mjs';
import { logoMark, productShape } from './marks.mjs';
import { card, swatches, typeSpecimen } from './devices.mjs';

/** Repeating mark pattern, clipped by the caller's panel size. */
export function pattern(x, y, w, h, t, step = 60) {
  let out = rect(x, y, w, h, { fill: t.soft });
  for (let r = 0; r * step < h - step / 2; r++) {
    for (let c = 0; c * step < w - step / 2; c++) {
      const cx = x + step / 2 + c * step + (r % 2 ? step / 2 : 0);
      if (cx > x + w - step / 3) continue;
      out += (r + c) % 2 === 0
        ? logoMark(t.mark, cx, y + step / 2 + r * step, step * 0.22, t.primary, t.accent)
        : circle(cx, y + step / 2 + r * step, step * 0.05, t.primary, { opacity: 0.5 });
    }
  }
  return out;
}

/** Brand board card: primary logo, palette, type, pattern, secondary mark. */
export function brandBoard(x, y, w, h, t, { label = 'Brand guidelines' } = {}) {
  const s = w / 1440;
  const pad = 40 * s;
  let out = `<g filter="url(#shadow)">${rect(x, y, w, h, { rx: 18 * s, fill: P.white })}</g>`;
  const lw = w * 0.4, lh = h * 0.56;
  out += rect(x + pad, y + pad, lw, lh, { rx: 12 * s, fill: t.primary });
  out += logoMark(t.mark, x + pad + lw / 2, y + pad + lh * 0.4, 90 * s, t.onPrimary || t.surface, t.accent);
  out += text(x + pad + lw / 2, y + pad + lh * 0.8, t.name, { size: 46 * s, family: SERIF, fill: t.onPrimary || t.surface, anchor: 'middle' });
  out += text(x + pad + lw / 2, y + pad + lh * 0.9, t.eyebrow.toUpperCase(), { size: 15 * s, fill: t.onPrimary || t.surface, anchor: 'middle', ls: 4 * s, opacity: 0.8 });
  const rx = x + pad * 2 + lw;
  out += text(rx, y + pad + 26 * s, label.toUpperCase(), { size: 16 * s, fill: t.ink, ls: 4 * s, weight: 'bold', opacity: 0.6 });
  out += text(rx, y + pad + 64 * s, 'Colour palette', { size: 30 * s, family: SERIF, fill: t.ink });
  out += swatches(rx, y + pad + 90 * s, t.palette, { size: 118 * s, gap: 22 * s, labelColor: t.ink });
  out += typeSpecimen(rx, y + pad + 270 * s, { color: t.ink, accent: t.accentText || t.primary, scale: s, serifName: t.fonts[0], sansName: t.fonts[1] });
  const by = y + pad * 2 + lh;
  const bh = h - lh - pad * 3;
  out += `<g>${clip(x + pad, by, lw * 0.58, bh, 12 * s, pattern(x + pad, by, lw * 0.58, bh, t, 64 * s))}</g>`;
  out += rect(x + pad + lw * 0.62, by, lw * 0.38, bh, { rx: 12 * s, fill: t.accent });
  out += logoMark(t.mark, x + pad + lw * 0.81, by + bh / 2, bh * 0.26, t.ink, t.surface);
  out += card(rx, by + bh * 0.1, 350 * s, bh * 0.8, { fill: t.surface,
    content: logoMark(t.mark, rx + 50 * s, by + bh * 0.33, 22 * s, t.primary, t.accent) +
      text(rx + 30 * s, by + bh * 0.62, t.person || 'Founder', { size: 20 * s, family: SERIF, fill: t.ink }) +
      lines(rx + 30 * s, by + bh * 0.7, 160 * s, 2, { gap: 14 * s, h: 5 * s, fill: t.ink, opacity: 0.3 }) });
  out += card(rx + 375 * s, by + bh * 0.1, 350 * s, bh * 0.8, { fill: t.primary,
    content: text(rx + 550 * s, by + bh * 0.58, t.short || t.name, { size: 30 * s, family: SERIF, fill: t.onPrimary || t.surface, anchor: 'middle' }) });
  return out;
}

// Local clip helper: the pattern panel needs rounded corners.
function clip(x, y, w, h, r, body) {
  const id = `bb${Math.round(x)}x${Math.round(y)}`;
  return `<clipPath id="${id}"><rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${r}"/></clipPath><g clip-path="url(#${id})">${body}</g>`;
}

/** Stationery flat-lay: letterhead, envelope, business cards, wax seal. */
export function stationery(W, H, t) {
  let out = rect(0, 0, W, H, { fill: t.deskBg || t.soft });
  out += circle(W * 0.9, H * 0.1, H * 0.35, t.accent, { opacity: 0.25 });
  // Envelope sits behind the letterhead to give layered depth.
  out += card(W * 0.45, H * 0.1, W * 0.42, H * 0.42, { fill: t.surface, rotate: 5,
    content: `<path d="M${W * 0.45} ${H * 0.1} L${W * 0.66} ${H * 0.3} L${W * 0.87} ${H * 0.1}" fill="none" stroke="${t.ink}" stroke-opacity="0.15" stroke-width="3"/>` +
      text(W * 0.5, H * 0.45, t.name, { size: 24, family: SERIF, fill: t.ink }) });
  out += card(W * 0.08, H * 0.12, W * 0.34, H * 0.8, { fill: P.white, rotate: -4,
    content: logoMark(t.mark, W * 0.13, H * 0.21, 26, t.primary, t.accent) +
      text(W * 0.16, H * 0.225, t.name, { size: 24, family: SERIF, fill: t.ink }) +
      rect(W * 0.11, H * 0.29, W * 0.28, 2, { fill: t.primary, opacity: 0.6 }) +
      lines(W * 0.11, H * 0.35, W * 0.27, 6, { gap: 22, h: 7, fill: t.ink, opacity: 0.18 }) +
      lines(W * 0.11, H * 0.55, W * 0.27, 5, { gap: 22, h: 7, fill: t.ink, opacity: 0.18 }) +
      text(W * 0.11, H * 0.82, 'hello@' + t.domain, { size: 16, fill: t.primary }) });
  out += card(W * 0.5, H * 0.56, W * 0.22, H * 0.22, { fill: t.primary, rotate: -7,
    content: logoMark(t.mark, W * 0.61, H * 0.645, 36, t.onPrimary || t.surface, t.accent) +
      text(W * 0.61, H * 0.74, t.short || t.name, { size: 26, family: SERIF, fill: t.onPrimary || t.surface, anchor: 'middle' }) });
  out += card(W * 0.7, H * 0.6, W * 0.22, H * 0.22, { fill: t.surface, rotate: 6,
    content: text(W * 0.72, H * 0.67, t.person || 'Founder', { size: 22, family: SERIF, fill: t.ink }) +
      text(W * 0.72, H * 0.7, 'Founder', { size: 14, fill: t.ink, opacity: 0.6, ls: 2 }) +
      lines(W * 0.72, H * 0.74, W * 0.13, 2, { gap: 18, h: 6, fill: t.ink, opacity: 0.25 }) });
  out += `<g filter="url(#shadowSm)">${circle(W * 0.45, H * 0.82, 48, t.accent)}</g>` + circle(W * 0.45, H * 0.82, 36, 'none', { stroke: t.ink, strokeOpacity: 0.2, strokeWidth: 3 }) +
    logoMark(t.mark, W * 0.45, H * 0.82, 20, t.ink, t.surface);
  return out;
}

/** Packaging line-up; `t.pack` selects skincare, bakery or fashion goods. */
export function packaging(W, H, t) {
  const base = H * 0.84; // shelf line: objects stand on it
  let out = rect(0, 0, W, H, { fill: t.deskBg || t.soft });
  out += `<path d="M${W * 0.26} ${base} V${H * 0.4} A${W * 0.24} ${W * 0.24} 0 0 1 ${W * 0.74} ${H * 0.4} V${base}Z" fill="${t.accent}" opacity="0.35"/>`;
  out += circle(W * 0.86, H * 0.2, 70, t.accent, { opacity: 0.5 });
  out += rect(0, base, W, H - base, { fill: t.primary, opacity: 0.92 });
  out += `<ellipse cx="${W / 2}" cy="${base + 4}" rx="${W * 0.36}" ry="14" fill="${t.ink}" opacity="0.12"/>`;
  const mark = (cx, cy, sz, c = t.primary) => logoMark(t.mark, cx, cy, sz, c, t.accent);
  const name = (cx, cy, sz, c = t.ink) => text(cx, cy, t.name.toUpperCase(), { size: sz, fill: c, anchor: 'middle', ls: sz * 0.25, weight: 'bold' });
  if (t.pack === 'skincare') {
    out += productShape('bottle', W * 0.22, base, 330, t.accent, t.surface) + name(W * 0.22, base - 130, 16);
    out += productShape('bottle', W * 0.38, base, 540, t.surface, t.soft) + mark(W * 0.38, base - 268, 34) + name(W * 0.38, base - 205, 20);
    out += productShape('tube', W * 0.52, base, 440, t.accent) + name(W * 0.52, base - 200, 14);
    out += productShape('jar', W * 0.66, base, 330, t.surface, t.soft) + mark(W * 0.66, base - 70, 22);
    out += productShape('jar', W * 0.8, base, 230, t.accent, t.surface) + name(W * 0.8, base - 53, 12);
  } else if (t.pack === 'bakery') {
    out += `<g filter="url(#shadowSm)"><path d="M${W * 0.14} ${base} L${W * 0.165} ${base - 520} H${W * 0.375} L${W * 0.4} ${base}Z" fill="#e8d3b8"/></g>`;
    out += `<path d="M${W * 0.165} ${base - 520} L${W * 0.16} ${base - 480} H${W * 0.38} L${W * 0.375} ${base - 520}Z" fill="#d9bf9d"/>`;
    out += mark(W * 0.27, base - 300, 80) + text(W * 0.27, base - 170, t.name, { size: 38, family: SERIF, fill: t.ink, anchor: 'middle' }) +
      text(W * 0.27, base - 130, t.eyebrow.toUpperCase(), { size: 15, fill: t.ink, anchor: 'middle', ls: 3, opacity: 0.7 });
    out += productShape('loaf', W * 0.6, base - 230, 260, '#c98f5a', '#f1dcc0');
    out += `<g filter="url(#shadowSm)">${rect(W * 0.45, base - 230, W * 0.3, 230, { rx: 6, fill: t.surface })}</g>` + rect(W * 0.45, base - 230, W * 0.3, 46, { fill: t.primary }) +
      mark(W * 0.6, base - 130, 34) + text(W * 0.6, base - 50, 'Freshly baked', { size: 34, family: SERIF, fill: t.ink, anchor: 'middle', italic: true });
    out += productShape('cup', W * 0.86, base, 230, t.surface) + mark(W * 0.855, base - 75, 28);
  } else {
    out += `<path d="M${W * 0.245} ${base - 500} a${W * 0.075} ${W * 0.075} 0 0 1 ${W * 0.15} 0" fill="none" stroke="${t.ink}" stroke-width="9"/>`;
    out += `<g filter="url(#shadowSm)">${rect(W * 0.19, base - 500, W * 0.26, 500, { rx: 4, fill: t.surface })}</g>` + mark(W * 0.32, base - 290, 80) + name(W * 0.32, base - 130, 20);
    out += `<path d="M${W * 0.55} ${base - 380} a${W * 0.06} ${W * 0.06} 0 0 1 ${W * 0.12} 0" fill="none" stroke="${t.accent}" stroke-width="8"/>`;
    out += `<g filter="url(#shadowSm)">${rect(W * 0.5, base - 380, W * 0.22, 380, { rx: 4, fill: t.primary })}</g>` + mark(W * 0.61, base - 210, 60, t.surface) + name(W * 0.61, base - 90, 16, t.surface);
    out += `<g transform="rotate(10 ${W * 0.81} ${base - 200})">${rect(W * 0.77, base - 330, 120, 210, { rx: 10, fill: t.accent })}${circle(W * 0.77 + 60, base - 300, 11, t.deskBg || t.soft)}` +
      text(W * 0.77 + 60, base - 200, t.initials || t.short, { size: 44, family: SERIF, fill: t.ink, anchor: 'middle' }) + `</g>`;
  }
  out += text(W * 0.06, H * 0.935, t.name + ' — ' + (t.packLabel || 'Packaging'), { size: 30, family: SERIF, fill: t.onPrimary || t.surface });
  return out;
}
