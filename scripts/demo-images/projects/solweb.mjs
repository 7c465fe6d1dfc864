// Sol Ceramics' shop pages: the release page with its countdown, the mobile
// collection and cart. Product photos are the real pots from ceramics.mjs on
// tinted paper, so the shop shows its own goods.
import { rect, text, SERIF, SANS, shade } from '../svg.mjs';
import { nav, headline, copy, button, photo, mobileHeader } from '../web.mjs';
import { cup, bowl, vase, plates } from '../ceramics.mjs';
import { stillLife } from '../photos.mjs';

export const SOL = {
  terracotta: '#b45f3c',
  clay: '#d8b293',
  sand: '#efe2d2',
  glaze: '#f2ebe0',
  ochre: '#cf9a4e',
  charcoal: '#3a302b',
  sage: '#9aa58c',
  blush: '#e8c4b0',
  oak: '#d2b48c',
  ink: '#2b2320',
};
const C = SOL;
export const site = { surface: '#fbf6ef', ink: C.ink, primary: C.terracotta, accent: C.ochre, onPrimary: '#fff', mark: 'sun' };

/** One pot for a product card: kind, glaze, backdrop, price. */
export const GOODS = [
  ['vase', C.glaze, C.blush, '€48'],
  ['bowl', C.terracotta, C.sand, '€32'],
  ['cup', C.charcoal, '#e9dccb', '€22'],
  ['plates', C.sage, '#e4e6da', '€64'],
  ['cup', C.ochre, '#f1e0c6', '€22'],
  ['vase', C.terracotta, '#ecd5c3', '€56'],
  ['bowl', C.glaze, '#e7d8c8', '€34'],
  ['cup', C.sage, '#e1e5d6', '€24'],
];

/** The pot standing in the middle of its frame. */
export function pot([kind, glaze], cx, baseY, size, seed = 1) {
  if (kind === 'vase') return vase(cx, baseY, size, glaze, undefined, seed);
  if (kind === 'bowl') return bowl(cx, baseY, size * 1.1, glaze, undefined, seed);
  if (kind === 'plates') return plates(cx, baseY, size * 1.1, 5, glaze);
  return cup(cx, baseY, size * 0.62, glaze, undefined, seed);
}

/** Product photo: the pot on a plinth against its tinted wall. */
export const productPhoto = (item, seed = 1) =>
  stillLife({
    wall: item[2],
    plinth: shade(item[2], -0.1),
    objects: (cx, base, s) => pot(item, cx, base, 42 * s, seed).art,
  });

/** Product card: photo, name bar, price. */
function productCard(x, y, w, item, u, seed) {
  return (
    photo(x, y, w, w * 1.15, productPhoto(item, seed), u * 0.6) +
    rect(x, y + w * 1.22, w * 0.5, u * 0.7, { rx: u * 0.35, fill: C.ink, opacity: 0.75 }) +
    text(x + w, y + w * 1.22 + u * 0.75, item[3], { size: u * 1.2, fill: C.ink, anchor: 'end', family: SANS })
  );
}

/** Release page: photograph left, countdown and waitlist right, the collection below. */
export function launchPage(x, y, w, h) {
  const u = w / 100,
    n = nav(x, y, w, site);
  const digits = (v, dx) =>
    text(x + dx * u, y + n.h + 22 * u, v, { size: 6.5 * u, family: SERIF, fill: C.ink }) +
    rect(x + dx * u, y + n.h + 24.5 * u, 7.5 * u, 0.5 * u, { rx: 0.25 * u, fill: C.ink, opacity: 0.3 });
  return (
    rect(x, y, w, h, { fill: site.surface }) +
    n.svg +
    photo(
      x,
      y + n.h,
      w * 0.52,
      38 * u,
      stillLife({
        wall: C.blush,
        plinth: C.clay,
        objects: (cx, b, s) =>
          vase(cx - 14 * s, b, 46 * s, C.glaze, undefined, 4).art +
          cup(cx + 16 * s, b, 22 * s, C.terracotta, undefined, 5).art +
          bowl(cx + 34 * s, b, 26 * s, C.ochre, undefined, 6).art,
      }),
    ) +
    rect(x + 57 * u, y + n.h + 6 * u, 10 * u, 0.7 * u, { rx: 0.35 * u, fill: C.terracotta }) +
    digits('02', 57) +
    digits('14', 69) +
    digits('36', 81) +
    rect(x + 57 * u, y + n.h + 28 * u, 24 * u, 4 * u, {
      rx: 2 * u,
      fill: '#fff',
      stroke: C.ink,
      strokeOpacity: 0.2,
      strokeWidth: 0.12 * u,
    }) +
    button(x + 82 * u, y + n.h + 28 * u, 12 * u, 4 * u, C.terracotta) +
    copy(x + 57 * u, y + n.h + 35 * u, 30 * u, 1, { size: 0.9 * u, fill: C.ink }) +
    GOODS.slice(0, 4)
      .map((it, i) => productCard(x + 6 * u + i * 22.5 * u, y + n.h + 42 * u, 19.5 * u, it, u, i + 10))
      .join('')
  );
}

/** Mobile collection grid. */
export function shopMobile(x, y, w, h) {
  const u = w / 100;
  return (
    rect(x, y, w, h, { fill: site.surface }) +
    mobileHeader(x, y, w, site) +
    headline(x + 6 * u, y + 32 * u, w, [0.55], { size: 7 * u, fill: C.ink }) +
    GOODS.slice(0, 6)
      .map((it, i) => productCard(x + 6 * u + (i % 2) * 46 * u, y + 44 * u + Math.floor(i / 2) * 62 * u, 42 * u, it, u * 2.6, i + 30))
      .join('')
  );
}

/** Mobile cart: three pots, total, checkout. */
export function cartMobile(x, y, w, h) {
  const u = w / 100;
  return (
    rect(x, y, w, h, { fill: site.surface }) +
    mobileHeader(x, y, w, site) +
    headline(x + 6 * u, y + 34 * u, w, [0.4], { size: 8 * u, fill: C.ink }) +
    GOODS.slice(0, 3)
      .map((it, i) => {
        const iy = y + 46 * u + i * 30 * u;
        return (
          photo(x + 6 * u, iy, 24 * u, 24 * u, productPhoto(it, i + 40), 3 * u) +
          rect(x + 36 * u, iy + 6 * u, 30 * u, 2 * u, { rx: u, fill: C.ink, opacity: 0.8 }) +
          rect(x + 36 * u, iy + 12 * u, 16 * u, 1.6 * u, { rx: 0.8 * u, fill: C.ink, opacity: 0.3 }) +
          text(x + 94 * u, iy + 8.5 * u, it[3], { size: 4.2 * u, fill: C.ink, anchor: 'end', weight: 'bold', family: SANS })
        );
      })
      .join('') +
    rect(x + 6 * u, y + 140 * u, 88 * u, 0.4 * u, { fill: C.ink, opacity: 0.2 }) +
    text(x + 94 * u, y + 152 * u, '€102', { size: 6 * u, fill: C.ink, anchor: 'end', weight: 'bold', family: SANS }) +
    button(x + 6 * u, y + 162 * u, 88 * u, 13 * u, C.terracotta)
  );
}
