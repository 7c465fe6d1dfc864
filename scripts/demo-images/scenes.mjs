// Studio illustrations for the About and Contact pages plus the Open Graph
// card. These are "flat-lay" desk scenes built from the same primitives as
// the portfolio mockups so the whole site shares one illustration style.
import { PALETTE as P, svgDoc, rect, circle, text, lines, linGrad, SERIF } from './svg.mjs';
import { logoMark, artBlock } from './marks.mjs';
import { phone, swatches } from './devices.mjs';
import { siteScreen } from './site.mjs';

// The studio's own site, shown on the tablet in the About scene.
const studio = {
  name: 'Nordlys Studio', short: 'Nordlys', mark: 'aurora', headline: ['Design for', 'bold women.'], eyebrow: 'Brand & web design',
  surface: P.cream, ink: P.plum, primary: P.rose, accent: P.gold, soft: '#fbe7ef', onPrimary: P.white,
  art: ['#fbe3ee', P.blush, P.plum], features: ['Branding', 'Websites', 'Templates'], cta: 'Work with us',
};

const rot = (deg, cx, cy, body) => `<g transform="rotate(${deg} ${cx} ${cy})">${body}</g>`;
const tape = (x, y, deg) => rot(deg, x, y, rect(x - 45, y - 14, 90, 28, { fill: P.blush, opacity: 0.5 }));
const paper = (x, y, w, h, fill = P.white) => `<g filter="url(#shadowSm)">${rect(x, y, w, h, { rx: 6, fill })}</g>`;

/** Top-down coffee cup on a saucer. */
function coffee(cx, cy, r) {
  return `<g filter="url(#shadowSm)">${circle(cx, cy, r, P.white)}</g>` + circle(cx, cy, r * 0.72, '#f4ece6') +
    rect(cx + r * 0.62, cy - r * 0.1, r * 0.4, r * 0.2, { rx: r * 0.1, fill: '#f4ece6' }) +
    circle(cx, cy, r * 0.58, '#7a4a36') + circle(cx - r * 0.15, cy - r * 0.12, r * 0.16, '#c99a7c', { opacity: 0.6 });
}

/** About page (1200x1500): moodboard wall above a desk with tablet, cup, notebook, plant. */
export function aboutStudio() {
  const W = 1200, H = 1500;
  let b = rect(0, 0, W, H, { fill: 'url(#bg)' });
  b += paper(90, 90, 1020, 760, '#fbf7f3');
  b += rot(-3, 310, 270, paper(130, 140, 360, 260) + artBlock(145, 155, 330, 230, [P.cream, P.blush, P.sage], 1, 4));
  b += rot(4, 650, 300, paper(530, 130, 250, 340) + artBlock(545, 145, 220, 310, ['#f6e1ec', P.gold, P.plum], 0, 4));
  b += paper(820, 140, 250, 330) + [P.plum, P.rose, P.blush, P.gold, P.sage].map((c, i) => rect(845, 165 + i * 56, 200, 46, { rx: 4, fill: c })).join('');
  b += rot(-2, 280, 560, paper(130, 450, 300, 230) + text(160, 590, 'Aa', { size: 120, family: SERIF, fill: P.plum }) +
    text(335, 540, 'Serif', { size: 26, family: SERIF, fill: P.plum }) + lines(335, 565, 75, 3, { gap: 16, h: 6, fill: P.plum }));
  b += paper(470, 510, 300, 300, P.cream) + logoMark('aurora', 620, 620, 70, P.rose, P.gold) +
    text(620, 740, 'Nordlys', { size: 40, family: SERIF, fill: P.plum, anchor: 'middle' });
  b += rot(5, 930, 640, paper(810, 530, 250, 230, P.blush) +
    text(840, 610, 'Brand', { size: 34, family: SERIF, fill: P.plum, italic: true }) +
    text(840, 655, 'moodboard', { size: 34, family: SERIF, fill: P.plum, italic: true }) +
    text(840, 720, 'spring collection', { size: 20, fill: P.plum, opacity: 0.7 }));
  b += tape(310, 140, -8) + tape(655, 130, 6) + tape(945, 140, -3) + tape(280, 450, 4) + circle(620, 520, 9, P.rose) + circle(935, 545, 9, P.gold);
  // Desk items below the board.
  b += rot(-3, 400, 1120, `<g filter="url(#shadow)">${rect(110, 930, 580, 400, { rx: 30, fill: P.ink })}</g>` +
    `<clipPath id="tab"><rect x="132" y="952" width="536" height="356" rx="10"/></clipPath><g clip-path="url(#tab)">${siteScreen(132, 952, 536, 356, studio, 0)}</g>`);
  b += coffee(900, 1010, 120);
  b += rot(8, 930, 1290, paper(780, 1170, 300, 240, P.plum) + rect(1020, 1170, 14, 240, { fill: P.gold }) +
    text(820, 1240, 'Ideas', { size: 34, family: SERIF, fill: P.cream, italic: true }));
  b += rot(-30, 700, 1400, rect(560, 1390, 300, 16, { rx: 8, fill: P.gold }) + `<path d="M860 1390 L890 1398 L860 1406Z" fill="${P.plum}"/>`);
  for (let i = 0; i < 4; i++) b += rot(-24 + i * 12, 170, 1480, rect(140, 1330, 60, 150, { rx: 8, fill: [P.sage, P.gold, P.rose, P.plum][i] }));
  for (let i = 0; i < 7; i++) b += rot(i * 51, 1140, 1450, `<ellipse cx="1140" cy="1350" rx="34" ry="90" fill="${i % 2 ? P.sage : '#8ea78b'}"/>`);
  b += circle(1140, 1450, 40, '#c7794f');
  return svgDoc(W, H, b, linGrad('bg', ['#f6ece6', '#efdcd4']));
}

/** Contact page (1200x900): open notebook, coffee, phone with a friendly chat. */
export function contactStudio() {
  const W = 1200, H = 900;
  let b = rect(0, 0, W, H, { fill: 'url(#bg)' });
  for (let i = 0; i < 5; i++) b += rot(i * 72, 140, 120, `<ellipse cx="140" cy="80" rx="22" ry="42" fill="${P.blush}"/>`);
  b += circle(140, 120, 18, P.gold);
  b += rot(-4, 420, 430, `<g filter="url(#shadow)">${rect(100, 200, 640, 460, { rx: 14, fill: P.plum })}</g>` +
    rect(112, 212, 306, 436, { rx: 6, fill: P.white }) + rect(422, 212, 306, 436, { rx: 6, fill: P.white }) +
    rect(410, 212, 20, 436, { fill: P.plum, opacity: 0.12 }) +
    text(145, 300, "Let's create", { size: 42, family: SERIF, fill: P.plum, italic: true }) +
    text(145, 350, 'something', { size: 42, family: SERIF, fill: P.plum, italic: true }) +
    text(145, 400, 'lovely.', { size: 42, family: SERIF, fill: P.rose, italic: true }) +
    lines(145, 450, 230, 5, { gap: 30, h: 6, fill: P.plum, opacity: 0.15 }) +
    ['Brand call', 'Moodboard', 'Website', 'Launch!'].map((l, i) => circle(470, 290 + i * 70, 13, 'none', { stroke: P.rose, strokeWidth: 3 }) +
      text(500, 299 + i * 70, l, { size: 26, family: SERIF, fill: P.plum })).join('') +
    logoMark('aurora', 600, 590, 34, P.rose, P.gold));
  b += rot(-8, 320, 735, rect(150, 727, 320, 16, { rx: 8, fill: P.gold }) + `<path d="M470 727 L502 735 L470 743Z" fill="${P.plum}"/>`);
  b += coffee(640, 790, 95);
  const chat = (x, y, w, h) => {
    const u = w / 100;
    return rect(x, y, w, h, { fill: P.cream }) + text(x + 8 * u, y + 10 * u, '9:41', { size: 5 * u, fill: P.ink, weight: 'bold' }) +
      circle(x + 14 * u, y + 26 * u, 7 * u, P.blush) + logoMark('aurora', x + 14 * u, y + 26 * u, 4 * u, P.plum, P.gold) +
      text(x + 25 * u, y + 28 * u, 'Nordlys Studio', { size: 6 * u, family: SERIF, fill: P.ink }) +
      rect(x + 22 * u, y + 42 * u, 72 * u, 26 * u, { rx: 6 * u, fill: P.rose }) +
      text(x + 28 * u, y + 53 * u, 'Hi! I would love', { size: 6 * u, fill: P.white }) + text(x + 28 * u, y + 62 * u, 'a new website', { size: 6 * u, fill: P.white }) +
      rect(x + 6 * u, y + 76 * u, 72 * u, 26 * u, { rx: 6 * u, fill: P.white }) +
      text(x + 12 * u, y + 87 * u, 'Wonderful!', { size: 6 * u, fill: P.ink }) + text(x + 12 * u, y + 96 * u, "Let's talk", { size: 6 * u, fill: P.ink }) +
      rect(x + 40 * u, y + 110 * u, 54 * u, 17 * u, { rx: 6 * u, fill: P.rose }) + text(x + 46 * u, y + 121 * u, 'Tuesday 10:00?', { size: 5.6 * u, fill: P.white }) +
      rect(x + 6 * u, y + 135 * u, 40 * u, 17 * u, { rx: 6 * u, fill: P.white }) + text(x + 12 * u, y + 146 * u, 'Perfect ✓', { size: 5.6 * u, fill: P.ink }) +
      rect(x + 6 * u, y + h - 20 * u, 88 * u, 12 * u, { rx: 6 * u, fill: P.white }) + circle(x + 86 * u, y + h - 14 * u, 4 * u, P.rose);
  };
  b += rot(7, 950, 560, phone(810, 290, 300, 590, { inner: chat, frame: P.plum }));
  b += swatches(960, 90, [P.rose, P.blush, P.sage, P.gold], { size: 44, gap: 12, round: true, labels: false, stroke: '#ffffff' });
  return svgDoc(W, H, b, linGrad('bg', ['#fdf0f4', '#f6d9e6']));
}

/** Open Graph card (1200x630): aurora ribbons, studio name and tagline. */
export function ogDefault() {
  const W = 1200, H = 630;
  // Each aurora ribbon is a stack of strokes, wide and faint to narrow and
  // bright, which reads as a soft glow. (A blur filter here produced a
  // wrap-around smudge in librsvg when the glow crossed the canvas edge.)
  const ribbon = (d, grad, width, op) => Array.from({ length: 12 }, (_, i) =>
    `<path d="${d}" fill="none" stroke="url(#${grad})" stroke-width="${(width * (1 - i / 12)).toFixed(1)}" stroke-linecap="round" stroke-opacity="${(op * 0.16).toFixed(3)}"/>`).join('');
  const defs = linGrad('bg', ['#2a1024', P.plum, '#7a3368']) + linGrad('a1', [P.sage, P.blush, P.rose], { x1: 0, y1: 0, x2: 1, y2: 0 }) +
    linGrad('a2', [P.blush, P.gold], { x1: 0, y1: 0, x2: 1, y2: 0 });
  const b = rect(0, 0, W, H, { fill: 'url(#bg)' }) +
    ribbon('M520 120 C700 20, 820 260, 1000 140 S1180 60, 1260 120', 'a1', 90, 0.55) +
    ribbon('M600 260 C760 160, 900 360, 1080 250 S1220 200, 1280 230', 'a2', 60, 0.45) +
    ribbon('M700 420 C840 340, 980 500, 1240 380', 'a1', 40, 0.35) +
    logoMark('aurora', 130, 170, 42, P.blush, P.gold) +
    text(90, 330, 'Nordlys Studio', { size: 92, family: SERIF, fill: P.cream }) +
    rect(92, 370, 140, 4, { fill: P.gold }) +
    text(90, 440, 'Design for female entrepreneurs', { size: 40, family: SERIF, fill: P.blush, italic: true }) +
    swatches(92, 500, [P.blush, P.rose, P.cream, P.sage, P.gold], { size: 40, gap: 14, round: true, labels: false, stroke: '#ffffff55' });
  return svgDoc(W, H, b, defs);
}
