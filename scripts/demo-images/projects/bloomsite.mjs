// Bloom Yoga's pages: the home page with the week's timetable (dates and
// times as numbers, classes as coloured pills), the booking flow, a teacher
// profile and the home page on the phone.
import { rect, circle, text, SANS, SERIF } from '../svg.mjs';
import { nav, headline, copy, button, photo, mobileHeader } from '../web.mjs';
import { seated, portrait } from '../photos.mjs';

export const BLOOM = {
  sage: '#8fa58a',
  sageDeep: '#4e6a51',
  sageSoft: '#e3eadf',
  blush: '#f1cdc4',
  cream: '#f8f4ec',
  clay: '#d49f86',
  oak: '#d8bd98',
  ink: '#26322a',
};
const C = BLOOM;
export const site = { surface: C.cream, ink: C.ink, primary: C.sageDeep, accent: C.blush, onPrimary: '#fff', mark: 'lotus' };
export const studioPhoto = seated({ wall: '#e6ddd0', floor: C.oak, top: C.sage });

const TIMES = ['07:00', '09:30', '12:15', '17:30', '19:00'];
// Which day/time slots hold a class, and its colour (sage, blush, clay).
const SLOTS = [
  [0, 0, 0],
  [1, 0, 1],
  [3, 0, 0],
  [5, 0, 2],
  [0, 1, 1],
  [2, 1, 0],
  [4, 1, 1],
  [6, 1, 0],
  [1, 2, 2],
  [3, 2, 1],
  [0, 3, 0],
  [1, 3, 1],
  [2, 3, 0],
  [3, 3, 2],
  [4, 3, 0],
  [2, 4, 1],
  [4, 4, 2],
  [5, 4, 0],
  [6, 4, 1],
];

/** The week's timetable: dates across, times down, classes as pills. */
export function timetable(x, y, w, h, { dates = 12 } = {}) {
  const colW = (w * 0.86) / 7,
    rowH = h / 6.2,
    left = x + w * 0.14;
  const fills = [C.sageSoft, C.blush, '#f0dccf'],
    inks = [C.sageDeep, '#a45a4a', '#9a6244'];
  let out = rect(x, y, w, h, { rx: w * 0.01, fill: '#fff' });
  for (let d = 0; d < 7; d++)
    out += text(left + colW * (d + 0.5), y + rowH * 0.7, String(dates + d), {
      size: rowH * 0.36,
      family: SERIF,
      fill: C.ink,
      anchor: 'middle',
    });
  TIMES.forEach((t, i) => {
    out += text(x + w * 0.02, y + rowH * (1.75 + i), t, { size: rowH * 0.22, family: SANS, fill: C.ink, opacity: 0.6 });
  });
  for (const [d, r, k] of SLOTS) {
    const cx = left + colW * d + colW * 0.06,
      cy = y + rowH * (1.2 + r);
    out +=
      rect(cx, cy, colW * 0.88, rowH * 0.8, { rx: rowH * 0.14, fill: fills[k] }) +
      rect(cx + colW * 0.1, cy + rowH * 0.2, colW * 0.55, rowH * 0.12, { rx: rowH * 0.06, fill: inks[k] }) +
      rect(cx + colW * 0.1, cy + rowH * 0.44, colW * 0.35, rowH * 0.09, { rx: rowH * 0.045, fill: inks[k], opacity: 0.5 });
  }
  return out + rect(left + colW * 3 + 2, y + rowH * 0.95, colW - 4, 3, { fill: C.sageDeep });
}

export function homePage(x, y, w, h) {
  const u = w / 100,
    n = nav(x, y, w, site),
    top = y + n.h;
  return (
    rect(x, y, w, h, { fill: C.cream }) +
    n.svg +
    photo(x, top, w, 34 * u, seated({ wall: '#e6ddd0', floor: C.oak, top: C.sage, at: 0.68 })) +
    headline(x + 7 * u, top + 10 * u, w * 0.36, [0.7, 0.9], { size: 4.4 * u, fill: C.ink }) +
    button(x + 7 * u, top + 22 * u, 14 * u, 4.2 * u, C.sageDeep) +
    headline(x + 7 * u, top + 41 * u, w * 0.4, [0.5], { size: 2.6 * u, fill: C.ink }) +
    timetable(x + 7 * u, top + 46 * u, 86 * u, 34 * u) +
    [0, 1, 2]
      .map((i) =>
        photo(
          x + 7 * u + i * 29 * u,
          top + 86 * u,
          27 * u,
          18 * u,
          portrait({
            wall: [C.sageSoft, C.blush, '#efe0d2'][i],
            garment: [C.sageDeep, C.clay, C.sage][i],
            skin: ['#d8a585', '#b9825f', '#e3b899'][i],
            hair: ['#3a2a24', '#1f1a18', '#8a5a3a'][i],
          }),
          1 * u,
        ),
      )
      .join('')
  );
}

export function bookingMobile(x, y, w, h) {
  const u = w / 100;
  let out =
    rect(x, y, w, h, { fill: C.cream }) +
    mobileHeader(x, y, w, site) +
    headline(x + 6 * u, y + 34 * u, w, [0.55], { size: 7 * u, fill: C.ink });
  for (let i = 0; i < 14; i++) {
    const cx = x + 10 * u + (i % 7) * 13.3 * u,
      cy = y + 52 * u + Math.floor(i / 7) * 13 * u,
      on = i === 9;
    out +=
      (on ? circle(cx, cy - 1.4 * u, 5.2 * u, C.sageDeep) : '') +
      text(cx, cy, String(12 + i), { size: 4 * u, family: SANS, fill: on ? '#fff' : C.ink, anchor: 'middle', opacity: on ? 1 : 0.75 });
  }
  TIMES.slice(0, 4).forEach((t, i) => {
    const sy = y + 82 * u + i * 16 * u,
      on = i === 1;
    out +=
      rect(x + 6 * u, sy, 88 * u, 13 * u, {
        rx: 4 * u,
        fill: on ? C.sageSoft : '#fff',
        stroke: on ? C.sageDeep : 'none',
        strokeWidth: 0.6 * u,
      }) +
      text(x + 12 * u, sy + 8.4 * u, t, { size: 4.2 * u, family: SANS, fill: C.ink, weight: 'bold' }) +
      rect(x + 40 * u, sy + 5 * u, 36 * u, 2 * u, { rx: u, fill: C.ink, opacity: 0.3 });
  });
  return out + button(x + 6 * u, y + 152 * u, 88 * u, 13 * u, C.sageDeep);
}

export function teacherMobile(x, y, w, h) {
  const u = w / 100;
  return (
    rect(x, y, w, h, { fill: C.cream }) +
    mobileHeader(x, y, w, site) +
    photo(x + 6 * u, y + 28 * u, 88 * u, 96 * u, portrait({ wall: C.blush, garment: C.sage, skin: '#d8a585' }), 4 * u) +
    headline(x + 6 * u, y + 134 * u, w, [0.6], { size: 8 * u, fill: C.ink }) +
    copy(x + 6 * u, y + 146 * u, 86 * u, 4, { size: 2.4 * u, fill: C.ink }) +
    button(x + 6 * u, y + 170 * u, 50 * u, 12 * u, C.sageDeep)
  );
}

export function homeMobile(x, y, w, h) {
  const u = w / 100;
  return (
    rect(x, y, w, h, { fill: C.cream }) +
    mobileHeader(x, y, w, site) +
    photo(x, y + 26 * u, w, 90 * u, studioPhoto) +
    headline(x + 6 * u, y + 126 * u, w, [0.8, 0.6], { size: 8 * u, fill: C.ink }) +
    timetable(x + 4 * u, y + 148 * u, 92 * u, 50 * u)
  );
}
