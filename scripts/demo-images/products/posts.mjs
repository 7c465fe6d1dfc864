// Instagram post packs shown as products: the grid on a phone with printed
// posts around it, the pack laid out as a floating grid, and a carousel
// fanned behind a phone on a plinth.
import { svgDoc, rect, g, rotate, shade } from '../svg.mjs';
import { surface, grain } from '../texture.mjs';
import { glow, vignette, contactShadow } from '../light.mjs';
import { phone } from '../devices.mjs';
import { iso } from '../devices.mjs';
import { dropper } from '../pack.mjs';
import { postTile, feedScreen } from '../social.mjs';

/** A printed post lying on the table. */
const printed = (x, y, sz, t, v, rot) =>
  rotate(rot, x + sz / 2, y + sz / 2, g({ filter: 'url(#liftSm)' }, rect(x, y, sz, sz, { fill: '#fff' })) + postTile(x, y, sz, t, v));

/** Phone with the profile grid on silk, printed posts and a serum around it. */
export function postsFlatLay(W, H, t) {
  const s = W / 1200,
    pw = 380 * s;
  const body =
    surface('cloth', 0, 0, W, H, t.soft) +
    glow(W * 0.3, H * 0.25, W * 0.7, '#fff', 0.4) +
    printed(W * 0.05, H * 0.08, 300 * s, t, 2, -8) +
    printed(W * 0.7, H * 0.06, 300 * s, t, 1, 7) +
    printed(W * 0.04, H * 0.6, 300 * s, t, 0, 6) +
    printed(W * 0.72, H * 0.58, 290 * s, t, 3, -5) +
    rotate(
      -4,
      W / 2,
      H / 2,
      phone(W / 2 - pw / 2, H / 2 - pw * 1.025, pw, { inner: (x, y, w, h) => feedScreen(x, y, w, h, t), shadow: 'lift' }),
    ) +
    rotate(
      -60,
      W * 0.86,
      H * 0.46,
      g(
        { filter: 'url(#liftSm)' },
        dropper(W * 0.86, H * 0.46 + 140 * s, 280 * s, {
          glass: t.primary,
          liquid: shade(t.primary, -0.3),
          collar: t.accent,
          bulb: t.ink,
          labelFill: t.surface,
        }).art,
      ),
    ) +
    vignette(W, H, 0.3, t.ink) +
    grain(W, H);
  return svgDoc(W, H, body, '', { bleed: 60 });
}

/** The nine posts of the pack as a floating isometric grid, the phone above it. */
export function postsIso(W, H, t) {
  const s = W / 1200,
    sz = 300,
    gap = 26;
  let shadows = '',
    tiles = '';
  [1, 0, 2, 4, 3, 6, 5, 7, 1].forEach((v, i) => {
    const fx = (i % 3) * (sz + gap),
      fy = Math.floor(i / 3) * (sz + gap);
    shadows += rect(fx + 14, fy + 20, sz, sz, { fill: '#1c1216' });
    tiles += postTile(fx, fy, sz, t, v + (i === 8 ? 5 : 0), 6);
  });
  const x0 = W * 0.5,
    y0 = H * 0.16,
    k = 0.92 * s;
  const pw = 300 * s;
  const body =
    rect(0, 0, W, H, { fill: t.soft }) +
    surface('plaster', 0, 0, W, H, t.soft) +
    glow(W * 0.5, H * 0.5, W * 0.6, '#fff', 0.45) +
    iso(x0, y0 + 40 * s, g({ filter: 'url(#soft14)', opacity: 0.3 }, shadows), k) +
    g({ transform: `translate(0 ${-30 * s})` }, iso(x0, y0 + 40 * s, tiles, k)) +
    contactShadow(W * 0.78, H * 0.9, pw * 0.7, 20 * s, 0.45) +
    rotate(8, W * 0.78, H * 0.6, phone(W * 0.78 - pw / 2, H * 0.88 - pw * 2.05, pw, { inner: (x, y, w, h) => feedScreen(x, y, w, h, t) })) +
    vignette(W, H, 0.3, t.ink) +
    grain(W, H);
  return svgDoc(W, H, body, '', { bleed: 60 });
}

/** A carousel fanned out like cards behind a phone standing on a plinth. */
export function postsFan(W, H, t) {
  const s = W / 1200,
    sz = 380 * s,
    pw = 340 * s,
    base = H * 0.8;
  const fan = [-32, -16, 0, 16, 32]
    .map((a, i) =>
      rotate(
        a,
        W / 2,
        H * 0.95,
        g({ filter: 'url(#liftSm)' }, rect(W / 2 - sz / 2, H * 0.2, sz, sz, { fill: '#fff' })) +
          postTile(W / 2 - sz / 2, H * 0.2, sz, t, [2, 4, 5, 1, 0][i]),
      ),
    )
    .join('');
  const body =
    rect(0, 0, W, H, { fill: 'url(#bg)' }) +
    surface('plaster', 0, 0, W, H, t.primary).replace('/>', ' opacity="0.35"/>') +
    glow(W * 0.5, H * 0.35, W * 0.55, t.accent, 0.35) +
    fan +
    g({ filter: 'url(#lift)' }, surface('plaster', W / 2 - 300 * s, base, 600 * s, H - base + 20, shade(t.soft, -0.04))) +
    rect(W / 2 - 300 * s, base, 600 * s, H - base + 20, { fill: 'url(#plinth)' }) +
    rect(W / 2 - 300 * s, base, 600 * s, 6 * s, { fill: '#fff', opacity: 0.6 }) +
    contactShadow(W / 2, base + 4 * s, pw * 0.6, 12 * s, 0.5) +
    phone(W / 2 - pw / 2, base - pw * 2.05 + 6 * s, pw, {
      inner: (x, y, w, h) => feedScreen(x, y, w, h, t, [2, 1, 5, 0, 4, 1, 3, 7, 2, 1, 0, 5]),
    }) +
    vignette(W, H, 0.45, '#12060f') +
    grain(W, H);
  const defs =
    `<linearGradient id="plinth" x1="0" y1="0" x2="1" y2="0.3"><stop offset="0" stop-color="#fff" stop-opacity="0.25"/><stop offset="0.6" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.25"/></linearGradient>` +
    `<linearGradient id="bg" x1="0" y1="0" x2="0.4" y2="1"><stop offset="0" stop-color="${shade(t.primary, -0.55)}"/><stop offset="1" stop-color="${shade(t.primary, -0.3)}"/></linearGradient>`;
  return svgDoc(W, H, body, defs, { bleed: 60 });
}
