// Reel packs shown as products: a reel playing on a phone before its cover
// frames, a reel on a phone on the studio desk among its covers, and three
// numbered tip reels with the phone in front.
import { svgDoc, rect, circle, g, text, rotate, shade, SERIF } from '../svg.mjs';
import { surface, grain } from '../texture.mjs';
import { glow, vignette, contactShadow, castShadows } from '../light.mjs';
import { phone } from '../devices.mjs';
import { photo, headline } from '../web.mjs';
import { sheet, pen } from '../paper.mjs';
import { dropper, jar, tube } from '../pack.mjs';
import { portrait, stillLife } from '../photos.mjs';
import { reelScreen } from '../social.mjs';
import { logoMark } from '../marks.mjs';

/** Scene: the product range on a pedestal, shot upright. */
const productScene = (t) =>
  stillLife({
    wall: t.soft,
    plinth: t.accent,
    objects: (cx, b, s) =>
      jar(cx - 24 * s, b, 22 * s, { body: t.surface, lid: t.primary }).art +
      dropper(cx, b, 48 * s, { glass: t.primary, liquid: shade(t.primary, -0.3), collar: t.accent, bulb: t.ink, labelFill: t.surface })
        .art +
      tube(cx + 22 * s, b, 40 * s, { body: t.surface, cap: t.primary }).art,
  });

/** A 9:16 cover frame: the scene, a numeral or mark, a headline bar. */
function cover(x, y, w, t, scene, mark) {
  const h = (w * 16) / 9;
  return (
    g({ filter: 'url(#liftSm)' }, rect(x, y, w, h, { rx: w * 0.06, fill: t.surface })) +
    photo(x, y, w, h, scene, w * 0.06) +
    (mark ? mark(x, y, w, h) : '') +
    headline(x + w * 0.12, y + h * 0.78, w, [0.6], { size: w * 0.1, fill: '#fff' })
  );
}

/** A reel playing on a phone, its covers lined up behind like a contact sheet. */
export function reelsShowcase(W, H, t) {
  const s = W / 1200,
    pw = 380 * s,
    cw = 200 * s;
  const scenes = [
    productScene(t),
    portrait({ wall: t.soft, garment: t.primary, skin: '#d8a688' }),
    productScene({ ...t, soft: t.accent, accent: t.soft }),
  ];
  const covers = [-2, -1, 1, 2]
    .map((k, i) =>
      cover(W / 2 - cw / 2 + k * (cw + 40 * s) + (k > 0 ? 60 : -60) * s, H * 0.22 + Math.abs(k) * 30 * s, cw, t, scenes[i % 3]),
    )
    .join('');
  const body =
    surface('plaster', 0, 0, W, H, shade(t.soft, -0.02)) +
    glow(W * 0.5, H * 0.4, W * 0.6, '#fff', 0.5) +
    covers +
    contactShadow(W / 2, H * 0.94, pw * 0.6, 16 * s, 0.5) +
    phone(W / 2 - pw / 2, H * 0.94 - pw * 2.05, pw, { inner: (x, y, w, h) => reelScreen(x, y, w, h, t, productScene(t), 0.42) }) +
    vignette(W, H, 0.3, t.ink) +
    grain(W, H);
  return svgDoc(W, H, body, '', { bleed: 60 });
}

/** The studio desk from above: a reel on the phone, covers printed beside a notebook. */
export function reelsDesk(W, H, t) {
  const s = W / 1200,
    pw = 360 * s;
  const studio = portrait({ wall: t.soft, garment: t.primary, skin: '#d9ab8c', hair: '#2d2420' });
  const monoMark = (x, y, w, h) => logoMark(t.mark, x + w / 2, y + h * 0.4, w * 0.16, '#fff', t.accent);
  const body =
    surface('wood', 0, 0, W, H, '#c9a27a') +
    glow(W * 0.3, H * 0.25, W * 0.7, '#fff4e4', 0.35) +
    sheet(W * 0.06, H * 0.1, 360 * s, 470 * s, t.soft, {
      rot: -7,
      content: (x, y, w, h) =>
        logoMark(t.mark, x + w / 2, y + h * 0.4, w * 0.14, t.primary, t.accent) +
        headline(x + w * 0.2, y + h * 0.62, w * 0.6, [1, 0.7], { size: 26 * s, fill: t.ink }),
    }) +
    rotate(6, W * 0.2, H * 0.75, cover(W * 0.1, H * 0.58, 190 * s, t, studio, monoMark)) +
    rotate(
      -10,
      W * 0.5,
      H / 2,
      phone(W * 0.5 - pw / 2, H / 2 - pw * 1.025, pw, { inner: (x, y, w, h) => reelScreen(x, y, w, h, t, studio, 0.62), shadow: 'lift' }),
    ) +
    rotate(8, W * 0.82, H * 0.3, cover(W * 0.73, H * 0.08, 190 * s, t, productScene(t), monoMark)) +
    rotate(-4, W * 0.82, H * 0.75, cover(W * 0.74, H * 0.56, 190 * s, t, studio)) +
    pen(W * 0.34, H * 0.93, 420 * s, -8, t.primary, t.accent) +
    vignette(W, H, 0.35, t.ink) +
    grain(W, H);
  return svgDoc(W, H, body, '', { bleed: 60 });
}

/** Three tip reels numbered 1, 2, 3 stand in a row; the phone plays the second. */
export function reelsTips(W, H, t) {
  const s = W / 1200,
    cw = 240 * s,
    ch = (cw * 16) / 9,
    base = H * 0.76,
    pw = 300 * s;
  const tip = (n, fill) => (x, y, w, h) =>
    rect(x, y, w, h, { fill }) +
    text(x + w * 0.12, y + h * 0.42, String(n), { size: w * 0.7, family: SERIF, fill: t.surface }) +
    headline(x + w * 0.12, y + h * 0.5, w, [0.7, 0.5], { size: w * 0.1, fill: t.surface }) +
    circle(x + w * 0.8, y + h * 0.14, w * 0.08, t.accent);
  const panels = [
    [1, t.primary],
    [2, shade(t.primary, -0.25)],
    [3, shade(t.primary, 0.25)],
  ].map(([n, fill], i) => [
    rect(W * 0.05 + i * (cw + 30 * s), base - ch, cw, ch, { rx: 16 * s, fill: '#000' }),
    base,
    photo(W * 0.05 + i * (cw + 30 * s), base - ch, cw, ch, tip(n, fill), 16 * s),
  ]);
  const body =
    surface('plaster', 0, 0, W, base, t.soft) +
    surface('plaster', 0, base, W, H - base, shade(t.soft, -0.08)) +
    circle(W * 0.42, H * 0.3, 300 * s, shade(t.accent, 0.35)) +
    castShadows(
      panels.map(([sil, b]) => [sil, b]),
      { lean: -0.5, squash: 0.12, opacity: 0.25 },
    ) +
    panels.map(([, , art]) => g({ filter: 'url(#liftSm)' }, art)).join('') +
    contactShadow(W * 0.8, base + 60 * s, pw * 0.6, 14 * s, 0.5) +
    rotate(
      6,
      W * 0.8,
      base,
      phone(W * 0.8 - pw / 2, base + 60 * s - pw * 2.05, pw, {
        inner: (x, y, w, h) => reelScreen(x, y, w, h, t, tip(2, shade(t.primary, -0.25)), 0.3),
      }),
    ) +
    vignette(W, H, 0.3, t.ink) +
    grain(W, H);
  return svgDoc(W, H, body, '', { bleed: 60 });
}
