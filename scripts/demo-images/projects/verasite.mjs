// Vera Consulting's pages: home (promise, portrait, client marks,
// programmes, proof in numbers), a programme page, the resources page with
// the leadership guide, and their phone versions.
import { rect, circle, path, text, SERIF } from '../svg.mjs';
import { nav, headline, copy, button, photo, mobileHeader } from '../web.mjs';
import { portrait, arches } from '../photos.mjs';
import { logoMark } from '../marks.mjs';

export const VERA = {
  plum: '#3d1834',
  plumMid: '#5b2a50',
  rose: '#d65c85',
  roseSoft: '#f3d3dd',
  sand: '#efe5dc',
  cream: '#faf6f1',
  stone: '#cbbcb0',
  ink: '#241020',
};
const C = VERA;
export const site = { surface: C.cream, ink: C.ink, primary: C.plum, accent: C.rose, onPrimary: C.cream, mark: 'v' };
export const vera = portrait({ wall: C.roseSoft, garment: C.plum, skin: '#d9a88a', hair: '#4a2c22' });

/** Guide cover: plum with two rose arcs and the page count. */
export const guideCover = (x, y, w, h) =>
  rect(x, y, w, h, { fill: C.plum }) +
  path(`M${x} ${y + h * 0.75}A${w * 0.9} ${w * 0.9} 0 0 1 ${x + w} ${y + h * 0.35}V${y + h}H${x}Z`, C.rose, { opacity: 0.9 }) +
  path(`M${x} ${y + h * 0.9}A${w * 0.7} ${w * 0.7} 0 0 1 ${x + w} ${y + h * 0.6}V${y + h}H${x}Z`, C.plumMid) +
  logoMark('v', x + w * 0.16, y + w * 0.16, w * 0.06, C.cream, C.rose) +
  text(x + w * 0.1, y + h * 0.38, '12', { size: w * 0.3, family: SERIF, fill: C.cream });

/** Footer band from `from` to the page bottom: mark, link columns, a rule. */
const footer = (x, from, w, bottom, u) =>
  from >= bottom
    ? ''
    : rect(x, from, w, bottom - from, { fill: C.ink }) +
      logoMark('v', x + 9 * u, from + 7 * u, 2 * u, C.cream, C.rose) +
      [0, 1, 2].map((i) => copy(x + 40 * u + i * 18 * u, from + 5 * u, 12 * u, 4, { size: 0.9 * u, fill: C.cream, opacity: 0.4 })).join('');

/** Client marks: simple abstract logos in grey. */
const clients = (x, y, w, u) =>
  [0, 1, 2, 3, 4]
    .map((i) => {
      const cx = x + (w / 5) * (i + 0.5);
      return (
        [
          circle(cx, y, 1.3 * u, C.stone),
          rect(cx - 1.6 * u, y - 1.2 * u, 3.2 * u, 2.4 * u, { rx: 0.4 * u, fill: C.stone }),
          path(`M${cx - 1.6 * u} ${y + 1.2 * u}L${cx} ${y - 1.4 * u}L${cx + 1.6 * u} ${y + 1.2 * u}Z`, C.stone),
        ][i % 3] + rect(cx + 2 * u, y - 0.4 * u, 5 * u, 0.8 * u, { rx: 0.4 * u, fill: C.stone })
      );
    })
    .join('');

export function homePage(x, y, w, h) {
  const u = w / 100,
    n = nav(x, y, w, site),
    top = y + n.h;
  const stat = (i, v) =>
    text(x + 8 * u + i * 30 * u, top + 78 * u, v, { size: 5 * u, family: SERIF, fill: C.cream }) +
    copy(x + 8 * u + i * 30 * u, top + 82 * u, 18 * u, 2, { size: 0.9 * u, fill: C.cream, opacity: 0.5 });
  return (
    rect(x, y, w, h, { fill: C.cream }) +
    n.svg +
    rect(x + 8 * u, top + 8 * u, 10 * u, 0.8 * u, { rx: 0.4 * u, fill: C.rose }) +
    headline(x + 8 * u, top + 13 * u, w * 0.5, [0.8, 0.9, 0.5], { size: 5.2 * u, fill: C.plum }) +
    copy(x + 8 * u, top + 34 * u, 36 * u, 3, { size: 1.1 * u, fill: C.ink }) +
    button(x + 8 * u, top + 43 * u, 15 * u, 4.4 * u, C.plum) +
    button(x + 25 * u, top + 43 * u, 13 * u, 4.4 * u, C.plum, { outline: true, arrow: true }) +
    photo(x + 56 * u, top + 4 * u, 38 * u, 46 * u, vera, 1.2 * u) +
    clients(x + 6 * u, top + 57 * u, 88 * u, u) +
    rect(x, top + 64 * u, w, 26 * u, { fill: C.plum }) +
    stat(0, '2×') +
    stat(1, '2,400') +
    stat(2, '94%') +
    [0, 1, 2]
      .map(
        (i) =>
          rect(x + 6 * u + i * 30 * u, top + 95 * u, 27 * u, 20 * u, { rx: 1 * u, fill: i === 1 ? C.roseSoft : C.sand }) +
          text(x + 8.5 * u + i * 30 * u, top + 102 * u, '0' + (i + 1), { size: 3.2 * u, family: SERIF, fill: C.rose }) +
          headline(x + 8.5 * u + i * 30 * u, top + 106 * u, 20 * u, [0.9], { size: 1.8 * u, fill: C.plum }) +
          copy(x + 8.5 * u + i * 30 * u, top + 110 * u, 20 * u, 2, { size: 0.8 * u, fill: C.ink }),
      )
      .join('') +
    footer(x, top + 122 * u, w, y + h, u)
  );
}

export function programmePage(x, y, w, h) {
  const u = w / 100,
    n = nav(x, y, w, site),
    top = y + n.h;
  const tick = (cx, cy) =>
    circle(cx, cy, 1.4 * u, C.rose) +
    path(`M${cx - 0.6 * u} ${cy}l${0.45 * u} ${0.5 * u}l${0.8 * u} -${1 * u}`, 'none', {
      stroke: '#fff',
      strokeWidth: 0.35 * u,
      strokeLinecap: 'round',
    });
  return (
    rect(x, y, w, h, { fill: C.cream }) +
    n.svg +
    rect(x, top, w, 36 * u, { fill: C.roseSoft }) +
    headline(x + 8 * u, top + 12 * u, w * 0.6, [0.7, 0.45], { size: 5 * u, fill: C.plum }) +
    copy(x + 8 * u, top + 27 * u, 40 * u, 2, { size: 1.1 * u, fill: C.ink }) +
    photo(x + 62 * u, top + 6 * u, 30 * u, 24 * u, arches({ wall: C.sand, shadow: C.stone, accent: C.rose }), 1 * u) +
    [0, 1, 2, 3]
      .map(
        (i) =>
          tick(x + 10 * u, top + 46 * u + i * 7 * u) +
          copy(x + 14 * u, top + 45.5 * u + i * 7 * u, 34 * u, 1, { size: 1.2 * u, fill: C.ink, opacity: 0.5 }),
      )
      .join('') +
    [
      ['6', 0],
      ['12', 1],
      ['1:1', 2],
    ]
      .map(
        ([v, i]) =>
          rect(x + 56 * u, top + 42 * u + i * 11 * u, 38 * u, 9 * u, { rx: 1 * u, fill: C.sand }) +
          text(x + 59 * u, top + 48.5 * u + i * 11 * u, v, { size: 3.4 * u, family: SERIF, fill: C.plum }) +
          copy(x + 70 * u, top + 46 * u + i * 11 * u, 20 * u, 2, { size: 0.9 * u, fill: C.ink }),
      )
      .join('') +
    rect(x, top + 80 * u, w, 30 * u, { fill: C.plum }) +
    headline(x + 25 * u, top + 88 * u, w * 0.5, [1], { size: 3.2 * u, fill: C.cream }) +
    button(x + 40 * u, top + 95 * u, 20 * u, 4.6 * u, C.rose) +
    footer(x, top + 110 * u, w, y + h, u)
  );
}

export function resourcesPage(x, y, w, h) {
  const u = w / 100,
    n = nav(x, y, w, site),
    top = y + n.h;
  return (
    rect(x, y, w, h, { fill: C.sand }) +
    n.svg +
    guideCover(x + 10 * u, top + 8 * u, 24 * u, 32 * u) +
    headline(x + 42 * u, top + 14 * u, w * 0.5, [0.8, 0.6], { size: 4.4 * u, fill: C.plum }) +
    copy(x + 42 * u, top + 26 * u, 40 * u, 3, { size: 1.1 * u, fill: C.ink }) +
    rect(x + 42 * u, top + 35 * u, 30 * u, 4.6 * u, { rx: 2.3 * u, fill: '#fff' }) +
    button(x + 73 * u, top + 35 * u, 14 * u, 4.6 * u, C.rose) +
    [0, 1, 2]
      .map(
        (i) =>
          rect(x + 6 * u + i * 30 * u, top + 50 * u, 27 * u, 34 * u, { rx: 1 * u, fill: C.cream }) +
          photo(
            x + 6 * u + i * 30 * u,
            top + 50 * u,
            27 * u,
            17 * u,
            [
              arches({ wall: C.roseSoft, shadow: '#e7b9c8', accent: C.plum }),
              vera,
              arches({ wall: C.cream, shadow: C.stone, accent: C.rose }),
            ][i],
            1 * u,
          ) +
          headline(x + 8 * u + i * 30 * u, top + 71 * u, 22 * u, [0.9, 0.6], { size: 1.8 * u, fill: C.plum }),
      )
      .join('') +
    rect(x, top + 90 * u, w, 18 * u, { fill: C.roseSoft }) +
    headline(x + 30 * u, top + 96 * u, w * 0.4, [1], { size: 2.6 * u, fill: C.plum }) +
    rect(x + 30 * u, top + 100 * u, 28 * u, 4 * u, { rx: 2 * u, fill: '#fff' }) +
    button(x + 59 * u, top + 100 * u, 11 * u, 4 * u, C.plum) +
    footer(x, top + 108 * u, w, y + h, u)
  );
}

/** Phone pages: the same content stacked. */
export function mobile(kind) {
  return (x, y, w, h) => {
    const u = w / 100;
    let out = rect(x, y, w, h, { fill: kind === 'resources' ? C.sand : C.cream }) + mobileHeader(x, y, w, site);
    if (kind === 'home') {
      out +=
        photo(x + 6 * u, y + 28 * u, 88 * u, 80 * u, vera, 4 * u) +
        headline(x + 6 * u, y + 118 * u, w, [0.8, 0.85, 0.5], { size: 8 * u, fill: C.plum }) +
        copy(x + 6 * u, y + 146 * u, 86 * u, 3, { size: 2.4 * u, fill: C.ink }) +
        button(x + 6 * u, y + 164 * u, 50 * u, 11 * u, C.plum);
    } else if (kind === 'programme') {
      out +=
        rect(x, y + 26 * u, w, 70 * u, { fill: C.roseSoft }) +
        headline(x + 6 * u, y + 42 * u, w, [0.75, 0.5], { size: 8 * u, fill: C.plum }) +
        [0, 1, 2, 3]
          .map(
            (i) =>
              circle(x + 10 * u, y + 110 * u + i * 14 * u, 3 * u, C.rose) +
              copy(x + 17 * u, y + 109 * u + i * 14 * u, 70 * u, 1, { size: 2.4 * u, fill: C.ink, opacity: 0.5 }),
          )
          .join('') +
        button(x + 6 * u, y + 172 * u, 88 * u, 12 * u, C.plum);
    } else {
      out +=
        guideCover(x + 20 * u, y + 32 * u, 60 * u, 80 * u) +
        headline(x + 6 * u, y + 126 * u, w, [0.8, 0.5], { size: 7 * u, fill: C.plum }) +
        rect(x + 6 * u, y + 150 * u, 88 * u, 11 * u, { rx: 5.5 * u, fill: '#fff' }) +
        button(x + 6 * u, y + 166 * u, 88 * u, 11 * u, C.rose);
    }
    return out;
  };
}
