// The studio's own pictures: the About page's desk (a moodboard with
// swatches, type and logo sketches above a tablet, coffee and a notebook),
// the Contact page's desk (a notebook checklist beside a phone chat), and
// the Open Graph card. Wordless, like the rest; the OG card names the studio
// (and has no grain: link previews want a small PNG).
import { PALETTE as P, svgDoc, rect, circle, ellipse, path, g, text, rotate, linGrad, SERIF } from './svg.mjs';
import { surface, grain } from './texture.mjs';
import { glow, vignette, leafShadows } from './light.mjs';
import { logoMark } from './marks.mjs';
import { sheet, pen, cardStack } from './paper.mjs';
import { phone } from './devices.mjs';
import { potTop } from './ceramics.mjs';
import { nav, headline, copy, button, photo } from './web.mjs';
import { landscape, arches } from './photos.mjs';

const studio = { surface: P.cream, ink: P.ink, primary: P.plum, accent: P.rose, onPrimary: P.cream, mark: 'aurora' };
const aurora = landscape({ sky: ['#f9dbe9', '#f4b6d2'], hills: ['#c98fb0', '#8e4f7a', P.plum], sun: '#fff4f8' });

/** The studio's home page, for the tablet. */
function studioPage(x, y, w, h) {
  const u = w / 100,
    n = nav(x, y, w, studio);
  return (
    rect(x, y, w, h, { fill: P.cream }) +
    n.svg +
    headline(x + 7 * u, y + n.h + 10 * u, w * 0.45, [0.8, 0.6], { size: 5 * u, fill: P.plum }) +
    copy(x + 7 * u, y + n.h + 24 * u, 36 * u, 3, { size: 1.2 * u, fill: P.ink }) +
    button(x + 7 * u, y + n.h + 33 * u, 14 * u, 4.4 * u, P.rose) +
    photo(x + 52 * u, y + n.h + 5 * u, 42 * u, 36 * u, aurora, 1.5 * u) +
    [0, 1, 2]
      .map((i) =>
        photo(
          x + 7 * u + i * 29 * u,
          y + n.h + 48 * u,
          27 * u,
          18 * u,
          i === 1 ? aurora : arches({ wall: '#fbe7ef', shadow: P.blush, accent: P.plum }),
          1 * u,
        ),
      )
      .join('')
  );
}

/** Pencil sketches of the aurora mark, the way a logo starts. */
const sketches = (x, y, w, h) =>
  [0, 1, 2, 3]
    .map((i) => {
      const cx = x + w * (0.28 + (i % 2) * 0.44),
        cy = y + h * (0.3 + Math.floor(i / 2) * 0.4),
        r = w * 0.13;
      return (
        g(
          { opacity: 0.75 },
          logoMark('aurora', cx, cy, r * (1 - i * 0.08), '#5b5257', '#5b5257').replace(
            /stroke-width="[\d.]+"/,
            `stroke-width="${r * (0.06 + i * 0.05)}"`,
          ),
        ) + circle(cx, cy, r * 1.35, 'none', { stroke: '#8b8287', strokeWidth: 1.2, strokeDasharray: '4 5', opacity: 0.6 })
      );
    })
    .join('');

export function aboutStudio() {
  const W = 1200,
    H = 1500;
  const board = [90, 80, 1020, 760];
  const body =
    surface('wood', 0, 0, W, H, '#d9bc9c') +
    glow(W * 0.3, H * 0.15, W * 0.9, '#fff4ea', 0.35) +
    g({ filter: 'url(#lift)' }, surface('linen', ...board, '#efe2d8', { rx: 8 })) +
    sheet(130, 120, 300, 380, '#fff', {
      rot: -3,
      shadow: 'liftXs',
      content: (x, y, w) =>
        [P.plum, P.rose, P.blush, P.gold, P.sage].map((c, i) => rect(x + 24, y + 24 + i * 68, w - 48, 58, { fill: c })).join(''),
    }) +
    sheet(470, 110, 300, 300, P.cream, {
      rot: 2,
      shadow: 'liftXs',
      content: (x, y, w, h) =>
        text(x + 30, y + h * 0.62, 'Aa', { size: 150, family: SERIF, fill: P.plum }) +
        text(x + 32, y + h * 0.86, 'Bb Øø 123', { size: 30, family: SERIF, fill: P.rose }),
    }) +
    sheet(800, 130, 270, 340, '#fff', {
      rot: 4,
      shadow: 'liftXs',
      content: (x, y, w, h) => photo(x + 18, y + 18, w - 36, h - 36, aurora),
    }) +
    sheet(150, 540, 420, 270, '#fbf8f3', { rot: 2, shadow: 'liftXs', content: sketches }) +
    sheet(620, 470, 260, 330, P.blush, {
      rot: -5,
      shadow: 'liftXs',
      content: (x, y, w, h) => logoMark('aurora', x + w / 2, y + h * 0.45, 60, P.plum, P.gold),
    }) +
    sheet(900, 520, 180, 260, P.sage, { rot: 6, texture: 'linen', shadow: 'liftXs' }) +
    [
      [280, 118],
      [620, 108],
      [935, 128],
      [360, 540],
      [750, 470],
      [990, 520],
    ]
      .map(([x, y], i) => circle(x, y, 11, [P.rose, P.gold, P.plum][i % 3], { filter: 'url(#liftXs)' }))
      .join('') +
    rotate(
      -6,
      420,
      1140,
      g({ filter: 'url(#lift)' }, rect(110, 930, 620, 430, { rx: 34, fill: '#1d1f22' })) + photo(134, 954, 572, 382, studioPage, 10),
    ) +
    potTop(930, 1000, 115, P.cream, { coffee: '#6b4430' }) +
    cardStack(800, 1160, 300, 380, P.plum, {
      rot: 10,
      n: 3,
      content: (x, y, w, h) =>
        rect(x + w - 40, y, 14, h, { fill: P.gold }) + logoMark('aurora', x + w * 0.42, y + h * 0.4, 40, P.blush, P.gold),
    }) +
    pen(560, 1440, 360, -18, P.rose, P.cream) +
    leafShadows(W * 1.02, H * 0.62, 1.6, { opacity: 0.2, blur: 'soft14' }) +
    vignette(W, H, 0.35, P.ink) +
    grain(W, H);
  return svgDoc(W, H, body, '', { bleed: 60 });
}

/** A chat bubble on the phone: rounded, with two lines of bars. */
const bubble = (x, y, w, h, fill, ink) =>
  rect(x, y, w, h, { rx: h * 0.3, fill }) +
  rect(x + w * 0.1, y + h * 0.3, w * 0.75, h * 0.12, { rx: h * 0.06, fill: ink, opacity: 0.85 }) +
  rect(x + w * 0.1, y + h * 0.58, w * 0.5, h * 0.12, { rx: h * 0.06, fill: ink, opacity: 0.85 });

export function contactStudio() {
  const W = 1200,
    H = 900;
  const page = (x, y, w, h, right) =>
    surface('paper', x, y, w, h, '#fffdf9') +
    (right
      ? [0, 1, 2, 3]
          .map(
            (i) =>
              circle(x + 50, y + 90 + i * 80, 16, i < 2 ? P.rose : 'none', { stroke: P.rose, strokeWidth: 3 }) +
              (i < 2
                ? path(`M${x + 42} ${y + 90 + i * 80}l6 6l12 -12`, 'none', { stroke: '#fff', strokeWidth: 3.5, strokeLinecap: 'round' })
                : '') +
              rect(x + 84, y + 84 + i * 80, w * (0.5 - i * 0.05), 12, { rx: 6, fill: P.plum, opacity: 0.7 }),
          )
          .join('')
      : headline(x + 40, y + 80, w, [0.7, 0.55], { size: 34, fill: P.plum }) +
        copy(x + 40, y + 170, w * 0.75, 6, { size: 11, fill: P.plum, opacity: 0.25 }) +
        logoMark('aurora', x + w * 0.75, y + h * 0.86, 26, P.rose, P.gold));
  const chat = (x, y, w, h) => {
    const u = w / 100;
    return (
      rect(x, y, w, h, { fill: P.cream }) +
      text(x + 8 * u, y + 9 * u, '9:41', { size: 4 * u, fill: P.ink, weight: 'bold' }) +
      circle(x + 14 * u, y + 24 * u, 7 * u, P.blush) +
      logoMark('aurora', x + 14 * u, y + 24 * u, 4 * u, P.plum, P.gold) +
      rect(x + 25 * u, y + 22 * u, 30 * u, 3 * u, { rx: 1.5 * u, fill: P.ink }) +
      bubble(x + 26 * u, y + 42 * u, 68 * u, 20 * u, P.rose, '#fff') +
      bubble(x + 6 * u, y + 70 * u, 60 * u, 20 * u, '#fff', P.ink) +
      bubble(x + 40 * u, y + 98 * u, 54 * u, 20 * u, P.rose, '#fff') +
      bubble(x + 6 * u, y + 126 * u, 46 * u, 20 * u, '#fff', P.ink) +
      rect(x + 6 * u, y + h - 20 * u, 88 * u, 12 * u, { rx: 6 * u, fill: '#fff' }) +
      circle(x + 86 * u, y + h - 14 * u, 4 * u, P.rose)
    );
  };
  const body =
    surface('plaster', 0, 0, W, H, '#f4dce6') +
    glow(W * 0.3, H * 0.2, W * 0.8, '#fff', 0.4) +
    rotate(
      -4,
      420,
      440,
      g({ filter: 'url(#lift)' }, rect(90, 190, 660, 500, { rx: 16, fill: P.plum })) +
        page(104, 204, 312, 472, false) +
        page(424, 204, 312, 472, true) +
        rect(404, 204, 40, 472, { fill: 'url(#gutter)' }),
    ) +
    pen(150, 790, 360, -6, P.gold, P.plum) +
    potTop(660, 790, 90, P.cream, { coffee: '#6b4430' }) +
    rotate(7, 960, 470, phone(960 - 150, 470 - 307, 300, { inner: chat })) +
    [0, 72, 144, 216, 288].map((a) => rotate(a, 120, 110, ellipse(120, 66, 24, 46, P.blush, { filter: 'url(#liftXs)' }))).join('') +
    circle(120, 110, 18, P.gold) +
    vignette(W, H, 0.3, P.ink) +
    grain(W, H);
  return svgDoc(
    W,
    H,
    body,
    linGrad(
      'gutter',
      [
        ['#000', 0],
        ['#000', 0.2],
        ['#000', 0],
      ],
      { x1: 0, y1: 0, x2: 1, y2: 0 },
    ),
    { bleed: 60 },
  );
}

/** Open Graph card (1200x630): aurora ribbons, the mark and the studio's name. */
export function ogDefault() {
  const W = 1200,
    H = 630;
  // Each ribbon is a stack of strokes, wide and faint to narrow and bright: a soft glow.
  const ribbon = (d, grad, width, op) =>
    Array.from({ length: 12 }, (_, i) =>
      path(d, 'none', { stroke: `url(#${grad})`, strokeWidth: width * (1 - i / 12), strokeLinecap: 'round', strokeOpacity: op * 0.16 }),
    ).join('');
  const defs =
    linGrad('bg', ['#2a1024', P.plum, '#7a3368']) +
    linGrad('a1', [P.sage, P.blush, P.rose], { x1: 0, y1: 0, x2: 1, y2: 0 }) +
    linGrad('a2', [P.blush, P.gold], { x1: 0, y1: 0, x2: 1, y2: 0 });
  const body =
    rect(0, 0, W, H, { fill: 'url(#bg)' }) +
    ribbon('M520 120 C700 20, 820 260, 1000 140 S1180 60, 1260 120', 'a1', 90, 0.55) +
    ribbon('M600 260 C760 160, 900 360, 1080 250 S1220 200, 1280 230', 'a2', 60, 0.45) +
    ribbon('M700 420 C840 340, 980 500, 1240 380', 'a1', 40, 0.35) +
    logoMark('aurora', 130, 200, 42, P.blush, P.gold) +
    text(90, 360, 'Nordlys Studio', { size: 96, family: SERIF, fill: P.cream }) +
    rect(92, 400, 140, 4, { fill: P.gold }) +
    [P.blush, P.rose, P.cream, P.sage, P.gold]
      .map((c, i) => circle(112 + i * 54, 480, 20, c, { stroke: '#ffffff55', strokeWidth: 2 }))
      .join('');
  return svgDoc(W, H, body, defs);
}
