// E-commerce layouts: collection grid, product detail page and the mobile
// shop / cart. Products come from the theme so each shop shows its own goods.
import { PALETTE as P, rect, circle, text, lines, SERIF } from './svg.mjs';
import { productShape } from './marks.mjs';
import { pill } from './devices.mjs';
import { siteNav } from './site.mjs';

/** Product card: tinted backdrop, silhouette, name and price. */
function productCard(x, y, w, h, item, t, u, { showText = true } = {}) {
  const imgH = showText ? h * 0.74 : h;
  return rect(x, y, w, imgH, { rx: u * 1.2, fill: item.bg || t.soft }) +
    `<ellipse cx="${x + w / 2}" cy="${y + imgH * 0.86}" rx="${w * 0.28}" ry="${imgH * 0.03}" fill="${t.ink}" opacity="0.08"/>` +
    productShape(item.kind, x + w / 2, y + imgH * 0.86, imgH * 0.62, item.color, t.surface) +
    (showText
      ? text(x, y + imgH + h * 0.11, item.name, { size: Math.max(11, h * 0.07), family: SERIF, fill: t.ink }) +
        text(x + w, y + imgH + h * 0.11, item.price, { size: Math.max(11, h * 0.06), fill: t.ink, anchor: 'end', opacity: 0.7 })
      : '');
}

/** Collection page: banner strip, filter chips, 4x2 product grid. */
export function shopScreen(x, y, w, h, t) {
  const u = w / 100;
  const nav = siteNav(x, y, w, t, { links: ['Shop', 'Collections', 'Story', 'Journal'], cta: 'Cart (2)' });
  let out = rect(x, y, w, h, { fill: t.surface }) + nav.svg;
  const top = y + nav.h;
  out += rect(x, top, w, 3.2 * u, { fill: t.primary });
  out += text(x + 50 * u, top + 2.1 * u, t.banner, { size: 1.2 * u, fill: t.onPrimary || P.white, anchor: 'middle', ls: 0.2 * u });
  out += text(x + 5 * u, top + 10.5 * u, t.collection, { size: 3 * u, family: SERIF, fill: t.ink });
  ['All', 'Vases', 'Bowls', 'Cups'].forEach((c, i) => {
    out += pill(x + 57 * u + i * 9.5 * u, top + 7.6 * u, 8.5 * u, 3.2 * u, c, {
      fill: i === 0 ? t.ink : t.soft, color: i === 0 ? t.surface : t.ink, size: 1.15 * u,
    });
  });
  const cw = (w - 10 * u - 9 * u) / 4;
  t.products.slice(0, 8).forEach((item, i) => {
    const cx = x + 5 * u + (i % 4) * (cw + 3 * u);
    const cy = top + 14 * u + Math.floor(i / 4) * 30 * u;
    out += productCard(cx, cy, cw, 27 * u, item, t, u);
  });
  return out;
}

/** Product detail page: big image, thumbnails, title, price, add to cart. */
export function productPage(x, y, w, h, t, item) {
  const u = w / 100;
  const nav = siteNav(x, y, w, t, { links: ['Shop', 'Collections', 'Story', 'Journal'], cta: 'Cart (3)' });
  let out = rect(x, y, w, h, { fill: t.surface }) + nav.svg;
  const top = y + nav.h;
  out += productCard(x + 16 * u, top + 4 * u, 36 * u, 40 * u, item, t, u, { showText: false });
  t.products.slice(1, 5).forEach((p, i) => {
    out += productCard(x + 5 * u, top + 4 * u + i * 10.2 * u, 9 * u, 9.2 * u, p, t, u, { showText: false });
  });
  const rx = x + 58 * u;
  out += text(rx, top + 7 * u, 'SHOP / ' + t.collection.toUpperCase(), { size: 1.05 * u, fill: t.ink, opacity: 0.55, ls: 0.15 * u });
  out += text(rx, top + 13 * u, item.name, { size: 3.6 * u, family: SERIF, fill: t.ink });
  out += text(rx, top + 18 * u, item.price, { size: 2.2 * u, fill: t.accentText || t.primary, weight: 'bold' });
  out += lines(rx, top + 22 * u, 34 * u, 3, { gap: 2 * u, h: 0.8 * u, fill: t.ink, opacity: 0.2 });
  out += text(rx, top + 31 * u, 'Glaze', { size: 1.2 * u, fill: t.ink, opacity: 0.7 });
  t.products.slice(0, 4).forEach((p, i) => {
    out += circle(rx + 1.6 * u + i * 4.2 * u, top + 34.5 * u, 1.6 * u, p.color, i === 0 ? { stroke: t.ink, strokeWidth: 0.25 * u } : {});
  });
  out += rect(rx, top + 38.5 * u, 10 * u, 4.4 * u, { rx: 2.2 * u, fill: 'none', stroke: t.ink, strokeWidth: 0.12 * u, opacity: 0.5 });
  out += text(rx + 5 * u, top + 41.3 * u, '−   1   +', { size: 1.3 * u, fill: t.ink, anchor: 'middle' });
  out += pill(rx + 12 * u, top + 38.5 * u, 24 * u, 4.4 * u, 'Add to cart', { fill: t.primary, color: t.onPrimary || P.white, size: 1.4 * u });
  out += rect(x, top + 48 * u, w, h, { fill: t.soft });
  return out;
}

/** Mobile collection: header, 2-column grid. */
export function shopMobile(x, y, w, h, t) {
  const u = w / 100;
  let out = rect(x, y, w, h, { fill: t.surface });
  out += text(x + 8 * u, y + 9 * u, '9:41', { size: 4 * u, fill: t.ink, weight: 'bold' });
  out += text(x + 50 * u, y + 22 * u, t.short || t.name, { size: 6 * u, family: SERIF, fill: t.ink, anchor: 'middle' });
  out += rect(x + 6 * u, y + 30 * u, 88 * u, 10 * u, { rx: 5 * u, fill: t.soft });
  out += text(x + 12 * u, y + 36.5 * u, 'Search the shop', { size: 3.8 * u, fill: t.ink, opacity: 0.5 });
  t.products.slice(0, 6).forEach((item, i) => {
    out += productCard(x + 6 * u + (i % 2) * 46 * u, y + 46 * u + Math.floor(i / 2) * 62 * u, 42 * u, 58 * u, item, t, u * 3);
  });
  return out;
}

/** Mobile cart: line items with thumbnails, total and checkout button. */
export function cartMobile(x, y, w, h, t) {
  const u = w / 100;
  let out = rect(x, y, w, h, { fill: t.surface });
  out += text(x + 8 * u, y + 9 * u, '9:41', { size: 4 * u, fill: t.ink, weight: 'bold' });
  out += text(x + 6 * u, y + 24 * u, 'Your cart', { size: 7.5 * u, family: SERIF, fill: t.ink });
  t.products.slice(0, 3).forEach((item, i) => {
    const iy = y + 34 * u + i * 30 * u;
    out += productCard(x + 6 * u, iy, 24 * u, 24 * u, item, t, u * 2, { showText: false });
    out += text(x + 36 * u, iy + 9 * u, item.name, { size: 4.6 * u, family: SERIF, fill: t.ink });
    out += text(x + 36 * u, iy + 16 * u, 'Qty 1', { size: 3.6 * u, fill: t.ink, opacity: 0.6 });
    out += text(x + 94 * u, iy + 9 * u, item.price, { size: 4.2 * u, fill: t.ink, anchor: 'end', weight: 'bold' });
  });
  out += rect(x + 6 * u, y + 128 * u, 88 * u, 0.4 * u, { fill: t.ink, opacity: 0.2 });
  out += text(x + 6 * u, y + 138 * u, 'Total', { size: 4.6 * u, fill: t.ink });
  out += text(x + 94 * u, y + 138 * u, t.total || '€136', { size: 5 * u, fill: t.ink, anchor: 'end', weight: 'bold' });
  out += pill(x + 6 * u, y + 146 * u, 88 * u, 12 * u, 'Checkout', { fill: t.primary, color: t.onPrimary || P.white, size: 4.4 * u });
  out += text(x + 50 * u, y + 168 * u, 'Free shipping over €80', { size: 3.5 * u, fill: t.ink, anchor: 'middle', opacity: 0.6 });
  return out;
}
