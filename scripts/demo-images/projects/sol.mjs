// Sol Ceramics: terracotta, clay and glaze white in hard morning sun. The
// shop treats each release as an event. Hero: the release page on a laptop
// among the pots it sells. Gallery: the product photography's art direction
// (pots on stepped plinths), the shop on three phones from above, and the
// printed wholesale catalogue with a packing insert.
import { svgDoc, rect, g, text, shade, rotate, SERIF, SANS } from '../svg.mjs';
import { surface, grain } from '../texture.mjs';
import { glow, vignette, windowLight, contactShadow, castShadows, wallShadow } from '../light.mjs';
import { logoMark } from '../marks.mjs';
import { phone } from '../devices.mjs';
import { book, sheet, cardStack } from '../paper.mjs';
import { photo, copy } from '../web.mjs';
import { cup, bowl, vase, plates, grasses, potTop } from '../ceramics.mjs';
import { SOL as C, GOODS, cartMobile, productPhoto } from './solweb.mjs';

const sun = (cx, cy, r, color = C.terracotta, accent = C.ochre) => logoMark('sun', cx, cy, r, color, accent);

/** Standing pots with their sun shadows (long, to the right) and contact shadows. */
function standing(items) {
  return (
    castShadows(
      items.map(([it, b]) => [it.silhouette, b]),
      { lean: -1.1, squash: 0.16, opacity: 0.3, blur: 'soft6' },
    ) + items.map(([it, b, x, rx]) => contactShadow(x, b + 2, rx, rx * 0.1, 0.55) + it.art).join('')
  );
}

/** Art direction for the product photography: pots on stepped clay plinths in raking sun. */
function plinths(W, H) {
  const s = H / 1250,
    floor = H * 0.8;
  const blocks = [
    [0.16, 0.34, 260],
    [0.38, 0.26, 420],
    [0.62, 0.3, 150],
    [0.8, 0.2, 320],
  ];
  let art = '',
    sil = '';
  const pots = [];
  blocks.forEach(([x, w, bh], i) => {
    const bx = W * x,
      bw = W * w * 0.7,
      top = floor - bh * s;
    art +=
      surface('plaster', bx, top, bw, bh * s, shade(C.clay, i % 2 ? -0.04 : 0.04)) +
      rect(bx, top, bw, 6 * s, { fill: '#fff', opacity: 0.35 }) +
      rect(bx + bw * 0.7, top, bw * 0.3, bh * s, { fill: '#000', opacity: 0.08 });
    sil += rect(bx, top, bw, bh * s, { fill: '#000' });
    const item = GOODS[[0, 1, 3, 5][i]];
    const p = [cup, bowl, plates, vase][i];
    const it =
      i === 2
        ? plates(bx + bw / 2, top, bw * 0.8, 6, item[1])
        : i === 0
          ? vase(bx + bw / 2, top, 380 * s, C.glaze, undefined, 12)
          : i === 1
            ? bowl(bx + bw / 2, top, bw * 0.75, C.terracotta, undefined, 13)
            : vase(bx + bw / 2, top, 300 * s, C.charcoal, undefined, 14);
    pots.push([it, top, bx + bw / 2, bw * 0.3]);
    void p;
  });
  const body =
    surface('plaster', 0, 0, W, floor, '#e7c3a6') +
    surface('plaster', 0, floor, W, H - floor, '#d9ae8c') +
    windowLight(
      [
        [W * 0.1, -H, W * 0.3, H * 3],
        [W * 0.48, -H, W * 0.3, H * 3],
      ],
      { skew: 30, light: '#fff1da', opacity: 0.5, shadow: 0.15, blur: 'soft14' },
      W,
      H,
    ) +
    wallShadow(sil + pots.map(([p]) => p.silhouette).join(''), -160 * s, -30 * s, { opacity: 0.3, blur: 'soft14' }) +
    art +
    standing(pots) +
    vignette(W, H, 0.35, C.ink) +
    grain(W, H);
  return svgDoc(W, H, body, '', { bleed: 80 });
}

/** The shop on three phones lying on linen, a cup of coffee and dried grass beside them. */
function phonesFromAbove(W, H) {
  const s = H / 1250,
    pw = 400 * s;
  const lay = (cx, rot, inner) => rotate(rot, cx, H * 0.5, phone(cx - pw / 2, H * 0.5 - pw * 1.025, pw, { inner, shadow: 'liftSm' }));
  const body =
    surface('linen', 0, 0, W, H, C.sand) +
    glow(W * 0.3, H * 0.25, W * 0.7, '#fff8ee', 0.35) +
    lay(W * 0.27, -8, launchMobile) +
    lay(W * 0.5, 3, (x, y, w, h) => productMobile(x, y, w, h)) +
    lay(W * 0.73, 10, cartMobile) +
    potTop(W * 0.09, H * 0.82, 120 * s, C.terracotta, { coffee: '#5a3a28' }) +
    rotate(-30, W * 0.9, H * 0.2, grasses(W * 0.9, H * 0.5, 520 * s)) +
    vignette(W, H, 0.3, C.ink) +
    grain(W, H);
  return svgDoc(W, H, body, '', { bleed: 60 });
}

/** Phone-sized release page: photograph, countdown, waitlist button. */
function launchMobile(x, y, w, h) {
  const u = w / 100;
  return (
    rect(x, y, w, h, { fill: '#fbf6ef' }) +
    photo(x, y, w, 120 * u, productPhoto([0, C.glaze, C.blush], 50)) +
    ['02', '14', '36'].map((v, i) => text(x + 8 * u + i * 30 * u, y + 146 * u, v, { size: 15 * u, family: SERIF, fill: C.ink })).join('') +
    rect(x + 8 * u, y + 158 * u, 84 * u, 12 * u, { rx: 6 * u, fill: '#fff', stroke: C.ink, strokeOpacity: 0.2, strokeWidth: 0.4 * u }) +
    rect(x + 8 * u, y + 175 * u, 84 * u, 12 * u, { rx: 6 * u, fill: C.terracotta })
  );
}

/** Phone-sized product page. */
function productMobile(x, y, w, h) {
  const u = w / 100;
  return (
    rect(x, y, w, h, { fill: '#fbf6ef' }) +
    photo(x, y, w, 130 * u, productPhoto(GOODS[1], 51)) +
    rect(x + 8 * u, y + 140 * u, 50 * u, 4 * u, { rx: 2 * u, fill: C.ink, opacity: 0.85 }) +
    text(x + 8 * u, y + 156 * u, GOODS[1][3], { size: 7 * u, fill: C.terracotta, weight: 'bold', family: SANS }) +
    copy(x + 8 * u, y + 164 * u, 84 * u, 3, { size: 2.4 * u, fill: C.ink }) +
    rect(x + 8 * u, y + 180 * u, 84 * u, 12 * u, { rx: 6 * u, fill: C.terracotta })
  );
}

/** The wholesale catalogue open on terracotta, a packing insert and tissue beside it. */
function catalogue(W, H) {
  const s = H / 1250;
  const grid = (items) => (x, y, w, h) =>
    items
      .map((it, i) => {
        const cx = x + w * 0.08 + (i % 2) * w * 0.44,
          cy = y + h * 0.08 + Math.floor(i / 2) * h * 0.44;
        return (
          photo(cx, cy, w * 0.4, h * 0.32, productPhoto(it, 60 + i)) +
          rect(cx, cy + h * 0.35, w * 0.2, 5 * s, { rx: 2.5 * s, fill: C.ink, opacity: 0.7 }) +
          text(cx + w * 0.4, cy + h * 0.36, it[3], { size: 20 * s, fill: C.ink, anchor: 'end', family: SANS })
        );
      })
      .join('');
  const insert = (x, y, w, h) =>
    sun(x + w / 2, y + h * 0.4, w * 0.14) + copy(x + w * 0.2, y + h * 0.62, w * 0.6, 3, { size: 7 * s, fill: C.ink });
  const body =
    surface('plaster', 0, 0, W, H, C.terracotta) +
    glow(W * 0.3, H * 0.2, W * 0.7, '#ffd9b8', 0.35) +
    // Tissue paper under the catalogue: thin, so the terracotta glows through it.
    rotate(
      -14,
      W * 0.9,
      H * 0.3,
      g({ filter: 'url(#flat)', opacity: 0.82 }, rect(W * 0.7, H * 0.04, 620 * s, 720 * s, { fill: '#f8f1e8' })),
    ) +
    book(W * 0.12, H * 0.14, W * 0.6, H * 0.72, {
      cover: C.glaze,
      page: '#faf6f0',
      left: grid(GOODS.slice(0, 4)),
      right: grid(GOODS.slice(4, 8)),
      rot: -2,
    }) +
    cardStack(W * 0.76, H * 0.52, 320 * s, 440 * s, C.glaze, { rot: 8, n: 3, content: insert }) +
    sheet(W * 0.76, H * 0.12, 300 * s, 180 * s, C.clay, {
      rot: -10,
      content: (x, y, w, h) => sun(x + w / 2, y + h / 2, h * 0.32, C.glaze, C.glaze),
    }) +
    vignette(W, H, 0.35, C.ink) +
    grain(W, H);
  return svgDoc(W, H, body, '', { bleed: 60 });
}

export const sol = { 'gallery-1': plinths, 'gallery-2': phonesFromAbove, 'gallery-3': catalogue };
