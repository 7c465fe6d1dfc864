// Instagram-style content: post tiles, profile feed and reel screens.
// Tiles rotate through a few designs so a 3x3 grid looks like a curated,
// cohesive feed rather than the same square repeated.
import { PALETTE as P, rect, circle, text, lines, linGrad, uid, SERIF } from './svg.mjs';
import { artBlock, productShape, logoMark } from './marks.mjs';
import { playButton, heart, pill } from './devices.mjs';

/** One square post. `t.words` supplies the short headline texts. */
export function postTile(x, y, s, t, variant = 0, rx = 0) {
  const w = t.words;
  // Shrink words that would not fit the tile width (rough glyph estimate).
  const fit = (str, max, share = 0.8) => Math.min(s * max, (s * share) / (Math.max(str.length, 1) * 0.56));
  const wrap = (fill, body) => rect(x, y, s, s, { rx, fill }) + body;
  switch (variant % 6) {
    case 0:
      return wrap(t.soft, text(x + s / 2, y + s * 0.52, w[0], { size: fit(w[0], 0.15), family: SERIF, fill: t.ink, anchor: 'middle', italic: true }) +
        rect(x + s * 0.4, y + s * 0.62, s * 0.2, s * 0.012, { fill: t.primary }));
    case 1:
      return artBlock(x, y, s, s, t.art, 0, rx);
    case 2:
      return wrap(t.accent, productShape(t.product || 'bottle', x + s * 0.5, y + s * 0.86, s * 0.6, t.surface, t.primary) +
        text(x + s * 0.08, y + s * 0.16, 'NEW IN', { size: s * 0.075, fill: t.ink, weight: 'bold', ls: s * 0.01 }));
    case 3:
      return wrap(t.primary, circle(x + s * 0.78, y + s * 0.24, s * 0.1, t.accent) +
        text(x + s * 0.1, y + s * 0.62, w[1], { size: fit(w[1], 0.16), family: SERIF, fill: t.surface }) +
        lines(x + s * 0.1, y + s * 0.72, s * 0.55, 2, { gap: s * 0.06, h: s * 0.022, fill: t.surface, opacity: 0.5 }));
    case 4:
      return wrap(t.surface, `<path d="M${x + s * 0.28} ${y + s * 0.76} V${y + s * 0.4} A${s * 0.22} ${s * 0.22} 0 0 1 ${x + s * 0.72} ${y + s * 0.4} V${y + s * 0.76}Z" fill="${t.primary}" opacity="0.85"/>` +
        text(x + s / 2, y + s * 0.9, w[2], { size: fit(w[2], 0.085, 0.75), fill: t.ink, anchor: 'middle', ls: s * 0.01, weight: 'bold' }));
    default:
      return wrap(t.accent, text(x + s * 0.1, y + s * 0.42, '01', { size: s * 0.24, family: SERIF, fill: t.ink }) +
        lines(x + s * 0.1, y + s * 0.58, s * 0.75, 3, { gap: s * 0.08, h: s * 0.03, fill: t.ink, opacity: 0.45 }));
  }
}

/** Profile header + 3x3 grid, drawn inside a phone screen. */
export function feedScreen(x, y, w, h, t, offset = 0) {
  const u = w / 100;
  let out = rect(x, y, w, h, { fill: P.white });
  out += text(x + 8 * u, y + 9 * u, '9:41', { size: 4 * u, fill: P.ink, weight: 'bold' });
  out += text(x + 6 * u, y + 21 * u, t.handle, { size: 5 * u, fill: P.ink, weight: 'bold' });
  out += circle(x + 16 * u, y + 38 * u, 10 * u, t.soft, { stroke: t.primary, strokeWidth: 0.8 * u });
  out += logoMark(t.mark || 'aurora', x + 16 * u, y + 38 * u, 5 * u, t.primary, t.accent);
  [['128', 'Posts'], ['12.4k', 'Followers'], ['310', 'Following']].forEach(([n, l], i) => {
    out += text(x + 43 * u + i * 21 * u, y + 37 * u, n, { size: 4.4 * u, fill: P.ink, weight: 'bold', anchor: 'middle' });
    out += text(x + 43 * u + i * 21 * u, y + 43 * u, l, { size: 3 * u, fill: P.ink, anchor: 'middle', opacity: 0.7 });
  });
  out += lines(x + 6 * u, y + 54 * u, 70 * u, 2, { gap: 4 * u, h: 1.6 * u, fill: P.ink, opacity: 0.25 });
  for (let i = 0; i < 4; i++) out += circle(x + 14 * u + i * 19 * u, y + 72 * u, 7 * u, 'none', { stroke: t.primary, strokeWidth: 0.6 * u }) + circle(x + 14 * u + i * 19 * u, y + 72 * u, 5.6 * u, [t.soft, t.accent, t.primary, t.soft][i]);
  const s = (w - 2 * 0.6 * u) / 3;
  for (let i = 0; i < 12; i++) { // 4 rows; the phone screen clips the last one
    out += postTile(x + (i % 3) * (s + 0.6 * u), y + 84 * u + Math.floor(i / 3) * (s + 0.6 * u), s, t, i + offset);
  }
  return out;
}

/** Scene behind the reel UI: product drop, behind-the-scenes desk, or tips. */
function reelScene(x, y, w, h, t, kind) {
  const u = w / 100;
  if (kind === 'product') {
    return text(x + 50 * u, y + 30 * u, 'New drop', { size: 11 * u, family: SERIF, fill: t.ink, anchor: 'middle', italic: true }) +
      `<ellipse cx="${x + 50 * u}" cy="${y + h * 0.62}" rx="${34 * u}" ry="${6 * u}" fill="${t.ink}" opacity="0.1"/>` +
      productShape('jar', x + 28 * u, y + h * 0.62, 30 * u, t.accent, t.surface) +
      productShape('bottle', x + 52 * u, y + h * 0.62, 55 * u, t.surface, t.primary) +
      productShape('tube', x + 74 * u, y + h * 0.62, 40 * u, t.primary, t.surface);
  }
  if (kind === 'bts') {
    return rect(x + 10 * u, y + 24 * u, 62 * u, 44 * u, { rx: 3 * u, fill: P.ink, transform: `rotate(-8 ${x + 40 * u} ${y + 46 * u})` }) +
      rect(x + 13 * u, y + 27 * u, 56 * u, 38 * u, { rx: 1.5 * u, fill: t.soft, transform: `rotate(-8 ${x + 40 * u} ${y + 46 * u})` }) +
      circle(x + 76 * u, y + 86 * u, 13 * u, P.white) + circle(x + 76 * u, y + 86 * u, 9 * u, '#8a5a44') +
      rect(x + 14 * u, y + 80 * u, 40 * u, 50 * u, { rx: 2 * u, fill: P.white, transform: `rotate(6 ${x + 34 * u} ${y + 105 * u})` }) +
      lines(x + 20 * u, y + 90 * u, 28 * u, 5, { gap: 6 * u, h: 1.6 * u, fill: t.primary, opacity: 0.5 }) +
      [t.primary, t.accent, P.gold].map((c, i) => circle(x + 66 * u + i * 10 * u, y + 112 * u, 4 * u, c)).join('') +
      text(x + 50 * u, y + 150 * u, 'Behind the scenes', { size: 6.4 * u, family: SERIF, fill: t.ink, anchor: 'middle', italic: true });
  }
  if (kind === 'cover') {
    return logoMark(t.mark || 'aurora', x + 50 * u, y + 40 * u, 9 * u, t.primary, t.accent) +
      text(x + 50 * u, y + 70 * u, t.words[0], { size: 13 * u, family: SERIF, fill: t.ink, anchor: 'middle', italic: true }) +
      text(x + 50 * u, y + 82 * u, t.words[2], { size: 4.2 * u, fill: t.ink, anchor: 'middle', ls: 1 * u, weight: 'bold' });
  }
  return text(x + 8 * u, y + 34 * u, '3 tips for', { size: 10 * u, family: SERIF, fill: t.ink }) +
    text(x + 8 * u, y + 47 * u, 'better reels', { size: 10 * u, family: SERIF, fill: t.ink, italic: true }) +
    [0, 1, 2].map((i) => pill(x + 8 * u, y + 60 * u + i * 16 * u, 12 * u, 12 * u, String(i + 1), { fill: t.primary, color: t.surface, size: 5 * u }) +
      lines(x + 25 * u, y + 64 * u + i * 16 * u, 55 * u, 2, { gap: 4 * u, h: 1.8 * u, fill: t.ink, opacity: 0.4 })).join('');
}

/** Full reel screen: gradient scene, play button, action rail, caption, progress. */
export function reelScreen(x, y, w, h, t, kind = 'product', progress = 0.35) {
  const u = w / 100;
  const g = uid('reel');
  let out = `<defs>${linGrad(g, t.reelBg, { x1: 0, y1: 0, x2: 0.4, y2: 1 })}</defs>` + rect(x, y, w, h, { fill: `url(#${g})` });
  out += reelScene(x, y, w, h, t, kind);
  out += text(x + 8 * u, y + 14 * u, 'Reels', { size: 5.5 * u, fill: t.ink, weight: 'bold', opacity: 0.8 });
  out += playButton(x + 50 * u, y + h * 0.5, 11 * u, { icon: t.primary });
  const rail = x + 88 * u;
  const rc = t.ink; // backgrounds are light, so the action rail uses the ink colour
  out += heart(rail, y + h * 0.6, 6 * u, rc) + text(rail, y + h * 0.6 + 8 * u, '2.1k', { size: 3 * u, fill: rc, anchor: 'middle' });
  out += circle(rail, y + h * 0.7, 3.6 * u, 'none', { stroke: rc, strokeWidth: 0.9 * u }) + text(rail, y + h * 0.7 + 8 * u, '86', { size: 3 * u, fill: rc, anchor: 'middle' });
  out += `<path d="M${rail - 4 * u} ${y + h * 0.78} L${rail + 4 * u} ${y + h * 0.78 - 3 * u} L${rail} ${y + h * 0.78 + 5 * u}Z" fill="none" stroke="${rc}" stroke-width="${0.9 * u}" stroke-linejoin="round"/>`;
  out += rect(x, y + h * 0.82, w, h * 0.18, { fill: t.primary, opacity: 0.88 });
  out += circle(x + 11 * u, y + h * 0.87, 5 * u, t.accent) + text(x + 19 * u, y + h * 0.87 + 1.6 * u, t.handle, { size: 4.2 * u, fill: P.white, weight: 'bold' });
  out += lines(x + 6 * u, y + h * 0.915, 70 * u, 2, { gap: 4 * u, h: 1.6 * u, fill: P.white, opacity: 0.7 });
  out += rect(x, y + h - 1.2 * u, w, 1.2 * u, { fill: P.white, opacity: 0.35 }) + rect(x, y + h - 1.2 * u, w * progress, 1.2 * u, { fill: P.white });
  return out;
}
