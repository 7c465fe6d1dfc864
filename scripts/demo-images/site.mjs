// Website page layouts drawn inside browser / phone frames. All sizes are
// derived from the frame width (`u` = 1% of it) so one layout works at any
// scale, from a full hero mockup to a small thumbnail in a gallery image.
import { PALETTE as P, rect, circle, text, lines, SERIF } from './svg.mjs';
import { logoMark, artBlock } from './marks.mjs';
import { pill } from './devices.mjs';

/** Top navigation bar shared by desktop layouts. */
export function siteNav(x, y, w, t, { links = ['About', 'Services', 'Work', 'Journal'], cta = 'Book a call' } = {}) {
  const u = w / 100;
  const h = 7 * u;
  let out = rect(x, y, w, h, { fill: t.surface }) + rect(x, y + h - 1, w, 1, { fill: t.ink, opacity: 0.08 });
  out += logoMark(t.mark, x + 5 * u, y + h / 2, 1.6 * u, t.primary, t.accent);
  out += text(x + 7.8 * u, y + h / 2 + 0.6 * u, t.name, { size: 1.9 * u, family: SERIF, fill: t.ink });
  // Place links by estimated text width so the gaps look even.
  let lx = x + 50 * u;
  for (const l of links) {
    out += text(lx, y + h / 2 + 0.45 * u, l, { size: 1.25 * u, fill: t.ink, opacity: 0.75 });
    lx += l.length * 0.62 * u + 3 * u;
  }
  out += pill(x + w - 17 * u, y + h / 2 - 1.8 * u, 13 * u, 3.6 * u, cta, { fill: t.primary, color: t.onPrimary || P.white, size: 1.2 * u });
  return { svg: out, h };
}

/** Three feature cards with an image, title and copy lines. */
function cardRow(x, y, w, t, titles, u) {
  const cw = (w - 10 * u - 6 * u) / 3;
  return titles.map((title, i) => {
    const cx = x + 5 * u + i * (cw + 3 * u);
    return rect(cx, y, cw, 26 * u, { rx: 1.2 * u, fill: t.card || P.white }) +
      artBlock(cx + 1.2 * u, y + 1.2 * u, cw - 2.4 * u, 12 * u, t.art, i + 1, 0.8 * u) +
      text(cx + 2 * u, y + 17 * u, title, { size: 1.7 * u, family: SERIF, fill: t.ink }) +
      lines(cx + 2 * u, y + 19.5 * u, cw - 6 * u, 2, { gap: 1.8 * u, h: 0.7 * u, fill: t.ink, opacity: 0.2 });
  }).join('');
}

/**
 * Desktop page. variant 0: split hero; 1: full-bleed banner + features;
 * 2: services card grid; 3: about split + dark contact band.
 */
export function siteScreen(x, y, w, h, t, variant = 0) {
  const u = w / 100;
  const nav = siteNav(x, y, w, t);
  let out = rect(x, y, w, h, { fill: t.surface }) + nav.svg;
  const top = y + nav.h;
  const [h1, h2] = t.headline;
  if (variant === 0) {
    // Shrink long headlines so they never run into the image on the right.
    const hs = Math.min(4.4 * u, (41 * u) / (Math.max(h1.length, h2.length) * 0.56));
    out += text(x + 6 * u, top + 9 * u, t.eyebrow.toUpperCase(), { size: 1.1 * u, fill: t.accentText || t.primary, ls: 0.25 * u, weight: 'bold' });
    out += text(x + 6 * u, top + 15 * u, h1, { size: hs, family: SERIF, fill: t.ink });
    out += text(x + 6 * u, top + 20.5 * u, h2, { size: hs, family: SERIF, fill: t.ink, italic: true });
    out += lines(x + 6 * u, top + 25 * u, 34 * u, 3, { gap: 2 * u, h: 0.8 * u, fill: t.ink, opacity: 0.2 });
    out += pill(x + 6 * u, top + 33 * u, 14 * u, 4 * u, t.cta || 'Get started', { fill: t.primary, color: t.onPrimary || P.white, size: 1.3 * u });
    out += rect(x + 21.5 * u, top + 33 * u, 12 * u, 4 * u, { rx: 2 * u, fill: 'none', stroke: t.ink, strokeWidth: 0.12 * u, opacity: 0.5 }) +
      text(x + 27.5 * u, top + 35.6 * u, 'Learn more', { size: 1.3 * u, fill: t.ink, anchor: 'middle' });
    out += artBlock(x + 50 * u, top + 4 * u, 44 * u, 38 * u, t.art, 0, 1.5 * u);
    out += rect(x, top + 46 * u, w, h, { fill: t.soft });
    out += cardRow(x, top + 50 * u, w, t, t.features, u);
  } else if (variant === 1) {
    out += artBlock(x, top, w, 30 * u, t.art, 1);
    out += rect(x + 25 * u, top + 8 * u, 50 * u, 15 * u, { rx: 1.2 * u, fill: t.surface, opacity: 0.94 });
    out += text(x + 50 * u, top + 15 * u, h1 + ' ' + h2, { size: 3 * u, family: SERIF, fill: t.ink, anchor: 'middle' });
    out += text(x + 50 * u, top + 19.5 * u, t.eyebrow, { size: 1.4 * u, fill: t.accentText || t.primary, anchor: 'middle', ls: 0.1 * u });
    t.features.forEach((f, i) => {
      const fx = x + 8 * u + i * 30 * u;
      out += circle(fx + 3 * u, top + 38 * u, 3 * u, t.soft) + logoMark(t.mark, fx + 3 * u, top + 38 * u, 1.4 * u, t.primary, t.accent);
      out += text(fx + 8 * u, top + 37.5 * u, f, { size: 1.8 * u, family: SERIF, fill: t.ink });
      out += lines(fx + 8 * u, top + 40 * u, 18 * u, 3, { gap: 1.8 * u, h: 0.7 * u, fill: t.ink, opacity: 0.2 });
    });
    out += rect(x, top + 50 * u, w, h, { fill: t.soft });
    out += cardRow(x, top + 54 * u, w, t, t.features.slice().reverse(), u);
  } else if (variant === 2) {
    out += rect(x, top, w, h, { fill: t.soft });
    out += text(x + 50 * u, top + 8 * u, t.sectionTitle || 'What we offer', { size: 3.4 * u, family: SERIF, fill: t.ink, anchor: 'middle' });
    out += lines(x + 35 * u, top + 10.5 * u, 30 * u, 1, { h: 0.8 * u, fill: t.ink, opacity: 0.2 });
    out += cardRow(x, top + 15 * u, w, t, t.features, u);
    out += cardRow(x, top + 44 * u, w, t, t.features.slice(1).concat(t.features[0]), u);
  } else {
    out += artBlock(x + 6 * u, top + 4 * u, 38 * u, 29 * u, t.art, 2, 1.5 * u);
    out += text(x + 50 * u, top + 8 * u, 'ABOUT', { size: 1.1 * u, fill: t.accentText || t.primary, ls: 0.3 * u, weight: 'bold' });
    out += text(x + 50 * u, top + 13.5 * u, t.aboutTitle || 'A calm, personal approach', { size: 3 * u, family: SERIF, fill: t.ink });
    out += lines(x + 50 * u, top + 17.5 * u, 40 * u, 4, { gap: 2 * u, h: 0.8 * u, fill: t.ink, opacity: 0.2 });
    out += text(x + 50 * u, top + 29.5 * u, '“' + t.quote + '”', { size: 1.9 * u, family: SERIF, fill: t.ink, italic: true });
    out += rect(x, top + 37 * u, w, h, { fill: t.primary });
    out += text(x + 50 * u, top + 44 * u, t.contactLine || "Let's work together", { size: 3.2 * u, family: SERIF, fill: t.onPrimary || P.white, anchor: 'middle' });
    out += pill(x + 42 * u, top + 47.5 * u, 16 * u, 4 * u, 'Contact us', { fill: t.accent, color: t.ink, size: 1.3 * u });
  }
  return out;
}

/** Phone-sized version of the page: stacked hero, headline, button, cards. */
export function mobileScreen(x, y, w, h, t, variant = 0) {
  const u = w / 100;
  let out = rect(x, y, w, h, { fill: t.surface });
  out += text(x + 8 * u, y + 9 * u, '9:41', { size: 4 * u, fill: t.ink, weight: 'bold' });
  out += logoMark(t.mark, x + 12 * u, y + 20 * u, 5 * u, t.primary, t.accent);
  out += text(x + 20 * u, y + 22 * u, t.short || t.name, { size: 5.5 * u, family: SERIF, fill: t.ink });
  for (let i = 0; i < 3; i++) out += rect(x + w - 16 * u, y + 17 * u + i * 2.6 * u, 8 * u, 1 * u, { rx: 0.5 * u, fill: t.ink });
  const top = y + 30 * u;
  out += artBlock(x + 6 * u, top, 88 * u, 60 * u, t.art, variant, 4 * u);
  out += text(x + 6 * u, top + 74 * u, t.headline[0], { size: 8 * u, family: SERIF, fill: t.ink });
  out += text(x + 6 * u, top + 84 * u, t.headline[1], { size: 8 * u, family: SERIF, fill: t.ink, italic: true });
  out += lines(x + 6 * u, top + 92 * u, 80 * u, 3, { gap: 4.5 * u, h: 1.8 * u, fill: t.ink, opacity: 0.2 });
  out += pill(x + 6 * u, top + 108 * u, 46 * u, 11 * u, t.cta || 'Get started', { fill: t.primary, color: t.onPrimary || P.white, size: 4 * u });
  out += rect(x, top + 126 * u, w, h, { fill: t.soft });
  out += artBlock(x + 6 * u, top + 132 * u, 41 * u, 30 * u, t.art, variant + 1, 3 * u);
  out += artBlock(x + 53 * u, top + 132 * u, 41 * u, 30 * u, t.art, variant + 2, 3 * u);
  out += lines(x + 6 * u, top + 167 * u, 41 * u, 2, { gap: 4 * u, h: 1.6 * u, fill: t.ink, opacity: 0.2 });
  out += lines(x + 53 * u, top + 167 * u, 41 * u, 2, { gap: 4 * u, h: 1.6 * u, fill: t.ink, opacity: 0.2 });
  return out;
}
