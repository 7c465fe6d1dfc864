// Bloom Yoga: sage, blush and oak, calm and light-filled; the timetable is
// the home page's centre. Hero: a tablet on a mat on the studio floor, seen
// from above under leaf shadows. Gallery: the home page in a browser, the
// booking flow on phones before the studio's arches, and the interface's
// parts enlarged (timetable, class, booking confirmation, teacher).
import { svgDoc, rect, circle, g, path, shade, rotate } from '../svg.mjs';
import { surface, grain } from '../texture.mjs';
import { glow, vignette, leafShadows, contactShadow, windowLight } from '../light.mjs';
import { browser, phone } from '../devices.mjs';
import { photo, headline, copy, button } from '../web.mjs';
import { portrait } from '../photos.mjs';
import { logoMark } from '../marks.mjs';
import { BLOOM as C, homePage, bookingMobile, teacherMobile, timetable, studioPhoto } from './bloomsite.mjs';

/** The home page in a large browser on blush, a leaf's shadow across it. */
function browserShot(W, H) {
  const s = H / 1250,
    bw = 1560 * s,
    bh = 1300 * s; // runs past the bottom edge, like a page you scroll
  const body =
    surface('plaster', 0, 0, W, H, C.blush) +
    glow(W * 0.3, H * 0.2, W * 0.7, '#fff6f0', 0.4) +
    browser(W / 2 - bw / 2, H * 0.08, bw, bh, { inner: homePage }) +
    leafShadows(W * 0.98, H * 0.05, 2.2 * s, { opacity: 0.14, blur: 'soft30' }) +
    vignette(W, H, 0.25, C.ink) +
    grain(W, H);
  return svgDoc(W, H, body, '', { bleed: 100 });
}

/** Three phones on the studio floor before two plaster arches, afternoon light. */
function phonesArches(W, H) {
  const s = H / 1250,
    fl = H * 0.8,
    pw = 320 * s,
    ph = pw * 2.05;
  const arch = (x, w, top, fill) => path(`M${x} ${fl}V${top + w / 2}A${w / 2} ${w / 2} 0 0 1 ${x + w} ${top + w / 2}V${fl}Z`, fill);
  const stand = (cx, inner, rot) =>
    contactShadow(cx, fl + 20 * s, pw * 0.6, 14 * s, 0.5) +
    rotate(rot, cx, fl + 20 * s, phone(cx - pw / 2, fl + 20 * s - ph, pw, { inner }));
  const body =
    surface('plaster', 0, 0, W, fl, C.sageSoft) +
    arch(W * 0.12, 560 * s, H * 0.08, shade(C.sage, 0.25)) +
    arch(W * 0.6, 620 * s, H * 0.02, shade(C.blush, -0.02)) +
    windowLight(
      [
        [W * 0.05, -H, W * 0.18, H * 3],
        [W * 0.3, -H, W * 0.18, H * 3],
      ],
      { skew: -22, light: '#fffbe8', opacity: 0.45, shadow: 0.1 },
      W,
      fl,
    ) +
    surface('wood', 0, fl, W, H - fl, C.oak) +
    rect(0, fl, W, H - fl, { fill: '#000', opacity: 0.08 }) +
    stand(W * 0.3, classMobile, -4) +
    stand(W * 0.5, bookingMobile, 0) +
    stand(W * 0.7, teacherMobile, 4) +
    vignette(W, H, 0.3, C.ink) +
    grain(W, H);
  return svgDoc(W, H, body, '', { bleed: 80 });
}

/** Phone-sized class page. */
const classMobile = (x, y, w, h) => {
  const u = w / 100;
  return (
    rect(x, y, w, h, { fill: C.cream }) +
    photo(x, y, w, 110 * u, studioPhoto) +
    headline(x + 6 * u, y + 122 * u, w, [0.7, 0.45], { size: 8 * u, fill: C.ink }) +
    [0, 1, 2].map((i) => circle(x + 9 * u + i * 7 * u, y + 148 * u, 2.4 * u, i < 2 ? C.sageDeep : C.sageSoft)).join('') +
    copy(x + 6 * u, y + 158 * u, 86 * u, 3, { size: 2.4 * u, fill: C.ink }) +
    button(x + 6 * u, y + 178 * u, 88 * u, 12 * u, C.sageDeep)
  );
};

/** The interface's parts, enlarged and floating: timetable, class card, confirmation, teacher. */
function components(W, H) {
  const s = H / 1250;
  const panel = (x, y, w, h, draw) => g({ filter: 'url(#lift)' }, rect(x, y, w, h, { rx: 18 * s, fill: '#fff' })) + draw(x, y, w, h);
  const confirm = (x, y, w, h) =>
    circle(x + w / 2, y + h * 0.34, h * 0.16, C.sageSoft) +
    path(`M${x + w / 2 - h * 0.07} ${y + h * 0.34}l${h * 0.05} ${h * 0.05}l${h * 0.1} -${h * 0.1}`, 'none', {
      stroke: C.sageDeep,
      strokeWidth: h * 0.025,
      strokeLinecap: 'round',
      strokeLinejoin: 'round',
    }) +
    headline(x + w * 0.2, y + h * 0.6, w * 0.6, [1], { size: h * 0.09, fill: C.ink }) +
    button(x + w * 0.2, y + h * 0.74, w * 0.6, h * 0.12, C.sageDeep);
  const teacher = (x, y, w, h) =>
    photo(x + h * 0.12, y + h * 0.12, h * 0.76, h * 0.76, portrait({ wall: C.blush, garment: C.sage, skin: '#d8a585' }), h * 0.38) +
    headline(x + h, y + h * 0.36, w - h * 1.2, [0.8], { size: h * 0.14, fill: C.ink }) +
    copy(x + h, y + h * 0.58, w - h * 1.3, 2, { size: h * 0.05, fill: C.ink });
  const body =
    surface('plaster', 0, 0, W, H, C.sage) +
    glow(W * 0.35, H * 0.3, W * 0.7, '#f4f8ef', 0.35) +
    panel(W * 0.06, H * 0.1, 1060 * s, 700 * s, (x, y, w, h) => timetable(x + 30 * s, y + 30 * s, w - 60 * s, h - 60 * s)) +
    rotate(
      3,
      W * 0.75,
      H * 0.3,
      panel(
        W * 0.62,
        H * 0.08,
        560 * s,
        500 * s,
        (x, y, w, h) =>
          photo(x + 24 * s, y + 24 * s, w - 48 * s, h * 0.56, studioPhoto, 10 * s) +
          headline(x + 30 * s, y + h * 0.72, w * 0.7, [0.8], { size: 40 * s, fill: C.ink }) +
          logoMark('lotus', x + w - 60 * s, y + h * 0.84, 28 * s, C.sageDeep, C.blush),
      ),
    ) +
    panel(W * 0.6, H * 0.58, 420 * s, 420 * s, confirm) +
    panel(W * 0.14, H * 0.72, 760 * s, 240 * s, teacher) +
    vignette(W, H, 0.3, C.ink) +
    grain(W, H);
  return svgDoc(W, H, body, '', { bleed: 60 });
}

export const bloom = { 'gallery-1': browserShot, 'gallery-2': phonesArches, 'gallery-3': components };
