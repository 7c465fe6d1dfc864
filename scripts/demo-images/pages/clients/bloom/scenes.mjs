// Bloom's hero and gallery scenes, in the studio's own picture language instead of the old SVG
// mock-ups: flat illustrated women drawn from the skeleton (./figures.mjs), the day's colours and
// the booking screens with their real classes and times.
import { browser, phone } from '../../kit.mjs';
import { C, CLASSES, SANS, bloomMark, bloomPage, lockup } from './brand.mjs';
import { figure } from './figures.mjs';
import { poster } from './print.mjs';
import { chooseScreen } from './site.mjs';
import { GALLERY, HERO } from '../../scene-sizes.mjs';

const leaf = (x, y, w, rot, colour) =>
  `<svg width="${w}" height="${w * 1.9}" viewBox="0 0 100 190" style="position:absolute;left:${x}px;top:${y}px;transform:rotate(${rot}deg);transform-origin:50% 100%"><path d="M50 190C10 140 0 70 50 0C100 70 90 140 50 190Z" fill="${colour}"/><path d="M50 185V20" stroke="rgba(255,255,255,.35)" stroke-width="3"/></svg>`;

// The hero: the studio at dusk. An arch window with the evening sky and the sun going down, Sara
// in the tree pose on her mat under it, and the phone beside her with tonight's Yin class chosen.
const hero = () => {
  const yin = CLASSES.yin;
  return bloomPage(
    `<div style="position:absolute;inset:0;background:linear-gradient(${yin.tint},#efe6f2 70%)"></div>
    <div style="position:absolute;left:0;right:0;top:1190px;bottom:0;background:${C.sand}"></div>
    <div style="position:absolute;left:0;right:0;top:1190px;height:14px;background:#e4d5bd"></div>
    <div style="position:absolute;left:500px;top:230px;width:900px;height:960px;border-radius:450px 450px 0 0;background:#fff;padding:26px">
      <div style="position:relative;width:100%;height:100%;border-radius:424px 424px 0 0;overflow:hidden;background:linear-gradient(${yin.colour} 0%,${CLASSES.gravid.colour} 58%,${CLASSES.morgenflyt.tint} 100%)">
        <div style="position:absolute;left:470px;top:560px;width:260px;height:260px;border-radius:50%;background:${CLASSES.morgenflyt.colour}"></div>
        <div style="position:absolute;left:-40px;right:-40px;top:700px;height:400px;border-radius:50% 50% 0 0;background:${CLASSES.restorativ.colour}"></div>
        <div style="position:absolute;left:380px;right:-200px;top:760px;height:400px;border-radius:50% 50% 0 0;background:${C.sage}"></div>
        <div style="position:absolute;left:0;right:0;top:452px;height:18px;background:#fff"></div>
        <div style="position:absolute;left:415px;top:0;bottom:0;width:18px;background:#fff"></div></div></div>
    ${leaf(370, 760, 150, -28, C.sage)}${leaf(440, 700, 130, -6, CLASSES.restorativ.colour)}${leaf(500, 820, 120, 22, '#4f6d4c')}
    <div style="position:absolute;left:410px;top:1050px;width:210px;height:150px;border-radius:0 0 60px 60px;background:${CLASSES.vinyasa.colour}"></div>
    <div style="position:absolute;left:560px;top:1170px;width:780px;height:56px;border-radius:14px;background:${yin.colour};box-shadow:0 18px 30px -18px rgba(34,55,43,.5)"></div>
    <div style="position:absolute;left:540px;top:405px">${figure('tree', 'sara', 840)}</div>
    <div style="position:absolute;left:1400px;top:300px;transform:rotate(4deg)">${phone(chooseScreen(), { scale: 1.12, style: 'box-shadow:0 60px 100px -40px rgba(34,55,43,.6)' })}</div>
    <div style="position:absolute;left:1295px;top:240px;padding:18px;border-radius:50%;background:${C.cream};box-shadow:0 20px 40px -20px rgba(34,55,43,.5)">${bloomMark(110)}</div>`,
    HERO,
    C.cream,
  );
};

// Morgenflyt at seven: the studio in the morning's colour, three arch windows with the sun coming
// up, five women on mats in the class's poses, the mark on the wall.
const morning = () => {
  const m = CLASSES.morgenflyt;
  const arch = (x) =>
    `<div style="position:absolute;left:${x}px;top:150px;width:300px;height:520px;border-radius:150px 150px 0 0;background:#fff;padding:16px">
      <div style="position:relative;width:100%;height:100%;border-radius:134px 134px 0 0;overflow:hidden;background:linear-gradient(#fde9d6,${m.tint} 50%,#fbd3ad)">
        <div style="position:absolute;left:70px;top:300px;width:130px;height:130px;border-radius:50%;background:${m.colour}"></div>
        <div style="position:absolute;left:-40px;right:-40px;top:370px;height:200px;border-radius:50% 50% 0 0;background:${CLASSES.restorativ.colour}"></div>
        <div style="position:absolute;left:0;right:0;top:250px;height:12px;background:#fff"></div></div></div>`;
  const people = [
    ['warrior', 'ingrid', 'vinyasa', 110],
    ['tree', 'amina', 'morgenflyt', 470],
    ['lunge', 'sara', 'restorativ', 800],
    ['seated', 'hanna', 'gravid', 1150],
    ['warrior', 'sara', 'yin', 1480],
  ];
  return bloomPage(
    `<div style="position:absolute;inset:0;background:${m.tint}"></div>
    ${[330, 850, 1370].map(arch).join('')}
    <div style="position:absolute;left:0;right:0;top:820px;bottom:0;background:#e8d4b6"></div>
    <div style="position:absolute;left:0;right:0;top:820px;height:12px;background:#dcc39f"></div>
    <div class="row" style="position:absolute;left:0;right:0;top:60px;justify-content:center">${lockup(46)}</div>
    ${people
      .map(
        ([
          pose,
          who,
          mat,
          x,
        ]) => `<div style="position:absolute;left:${x + 40}px;top:980px;width:340px;height:46px;border-radius:12px;background:${CLASSES[mat].colour};box-shadow:0 14px 24px -14px rgba(34,55,43,.5)"></div>
        <div style="position:absolute;left:${x}px;top:${1000 - 420 * 0.91}px">${figure(pose, who, 420)}</div>`,
      )
      .join('')}
    <div class="row" style="position:absolute;left:60px;bottom:40px;gap:14px;align-items:center;font:700 20px ${SANS}"><span style="width:16px;height:16px;border-radius:50%;background:${m.colour}"></span>Morgenflyt · 07:00–08:00 · med Ingrid</div>`,
    GALLERY,
    m.tint,
  );
};

// The class page for Yin at 1440 px: its colour, its pose, what it is for and when it runs.
function classPage() {
  const y = CLASSES.yin;
  const times = [
    ['Mandag', '19:30–20:45', 'Maja', 'Ledig'],
    ['Tirsdag', '19:30–20:45', 'Maja', 'Ledig'],
    ['Torsdag', '19:30–20:45', 'Amina', '3 plasser'],
    ['Søndag', '10:00–11:30', 'Maja', 'Ledig'],
  ];
  return `<div style="width:1440px;background:${C.cream};color:${C.ink}">
    <div class="row" style="align-items:center;padding:28px 72px">${lockup(34)}
      <div class="row" style="margin-left:auto;gap:38px;font:600 17px ${SANS}">${['Timeplan', 'Klasser', 'Lærere', 'Priser', 'Om studioet']
        .map((n) => `<span style="${n === 'Klasser' ? `border-bottom:2.5px solid ${C.ink};padding-bottom:4px` : ''}">${n}</span>`)
        .join('')}</div>
      <span style="margin-left:40px;padding:14px 24px;border-radius:99px;background:${C.sage};color:#fff;font:700 16px ${SANS}">Kjøp klippekort</span></div>
    <div class="row" style="margin:10px 72px 0;border-radius:36px;background:${y.tint};overflow:hidden;height:560px">
      <div style="flex:1;padding:70px 70px">
        <div class="row" style="gap:10px;align-items:center;font:800 15px ${SANS};letter-spacing:.08em;text-transform:uppercase"><span style="width:14px;height:14px;border-radius:50%;background:${y.colour}"></span>Kveld · Rolig</div>
        <h1 class="ys" style="margin-top:20px;font-size:96px;line-height:1">Yin</h1>
        <p style="margin-top:24px;font:400 22px/1.55 ${SANS};max-width:560px">Lange, stille strekk på gulvet, tre til fem minutter i hver stilling. For kvelder når kroppen er stiv og hodet er fullt. Ingen erfaring trengs.</p>
        <div class="row" style="margin-top:34px;gap:14px">${['75 min', 'Alle nivåer', 'Bolster og pledd ligger klare'].map((t) => `<span style="padding:10px 18px;border-radius:99px;background:#fff;font:700 15px ${SANS}">${t}</span>`).join('')}</div></div>
      <div style="position:relative;width:560px;background:${y.colour}">
        <div style="position:absolute;left:60px;top:40px;width:440px;height:440px;border-radius:50%;background:rgba(255,255,255,.25)"></div>
        <div style="position:absolute;left:30px;top:-90px">${figure('child', 'hanna', 500)}</div></div></div>
    <div class="row" style="padding:60px 72px 80px;gap:60px;align-items:flex-start">
      <div style="flex:1"><h2 class="ys" style="font-size:38px">Denne uken</h2>
        <div style="margin-top:22px">${times
          .map(
            ([
              d,
              t,
              who,
              note,
            ]) => `<div class="row" style="align-items:center;gap:24px;padding:20px 6px;border-bottom:1.5px solid ${C.line};font:400 19px ${SANS}">
            <span style="width:130px;font-weight:800">${d}</span><span style="width:160px">${t}</span><span style="flex:1">med ${who}</span>
            <span style="font:700 14px ${SANS};opacity:.7">${note}</span><span style="padding:10px 22px;border-radius:99px;background:${C.ink};color:#fff;font:700 15px ${SANS}">Book</span></div>`,
          )
          .join('')}</div></div>
      <div style="width:400px;padding:34px;border-radius:28px;background:#fff">
        <div class="ys" style="font-size:28px">Ta med</div>
        <p style="margin-top:12px;font:400 18px/1.6 ${SANS}">Varme klær og sokker. Matter, bolstere, blokker og pledd har vi.</p>
        <div class="ys" style="margin-top:26px;font-size:28px">Passer for</div>
        <p style="margin-top:12px;font:400 18px/1.6 ${SANS}">Alle, også gravide etter første trimester. Si fra til Maja før timen.</p></div></div></div>`;
}

const classInBrowser = () =>
  bloomPage(
    `<div style="position:absolute;left:-120px;bottom:-220px;width:620px;height:620px;border-radius:50%;background:${CLASSES.yin.tint}"></div>
    <div style="position:absolute;right:-100px;top:-160px;width:520px;height:520px;border-radius:50%;background:${CLASSES.gravid.tint}"></div>
    <div style="position:absolute;left:150px;top:100px">${browser(classPage(), { width: 1700, inner: 1440, height: 1250, url: 'bloomyoga.no/klasser/yin' })}</div>`,
    GALLERY,
    C.sand,
  );

// The studio from the street on a winter evening: the window lit in the evening's colour, the
// mark on the glass, a class inside, the workshop poster on the door.
const shopfront = () => {
  const y = CLASSES.yin;
  return bloomPage(
    `<div style="position:absolute;inset:0;background:linear-gradient(#2f3b55,#4d5272 60%)"></div>
    <div style="position:absolute;left:260px;top:120px;width:1480px;height:1000px;background:#e9dcc6"></div>
    <div style="position:absolute;left:260px;top:120px;width:1480px;height:24px;background:#d6c5aa"></div>
    <div class="row" style="position:absolute;left:260px;width:1480px;top:190px;justify-content:center">${lockup(70)}</div>
    <div style="position:absolute;left:360px;top:340px;width:860px;height:640px;background:#4a4a3c;padding:18px">
      <div style="position:relative;width:100%;height:100%;overflow:hidden;background:linear-gradient(${y.tint},#f6e5d6)">
        <div style="position:absolute;left:0;right:0;bottom:0;height:290px;background:#e8d4b6"></div>
        <div style="position:absolute;left:90px;top:420px;width:330px;height:36px;border-radius:10px;background:${y.colour}"></div>
        <div style="position:absolute;left:60px;top:${438 - 380 * 0.91}px">${figure('seated', 'hanna', 380)}</div>
        <div style="position:absolute;left:470px;top:420px;width:330px;height:36px;border-radius:10px;background:${CLASSES.restorativ.colour}"></div>
        <div style="position:absolute;left:440px;top:${438 - 380 * 0.91}px">${figure('child', 'amina', 380)}</div>
        <div style="position:absolute;left:340px;top:40px;opacity:.92">${bloomMark(150)}</div>
        <div style="position:absolute;inset:0;background:linear-gradient(120deg,rgba(255,255,255,.22) 0 18%,transparent 18% 60%,rgba(255,255,255,.12) 60% 68%,transparent 68%)"></div>
        <div style="position:absolute;left:50%;top:0;bottom:0;width:14px;margin-left:-7px;background:#4a4a3c"></div></div></div>
    <div style="position:absolute;left:1300px;top:340px;width:340px;height:780px;background:${C.sage};padding:20px">
      <div style="width:100%;height:100%;background:#6d8c69;position:relative"><div style="position:absolute;right:26px;top:360px;width:16px;height:60px;border-radius:8px;background:#e8c25a"></div>
      <div style="position:absolute;left:40px;top:60px;font:800 22px ${SANS};color:#fff;letter-spacing:.08em">NEDRE<br>BAKKLANDET 12</div></div></div>
    <div style="position:absolute;left:1380px;top:560px;transform:scale(.26);transform-origin:0 0">${poster(700, 990)}</div>
    <div style="position:absolute;left:0;right:0;top:1120px;bottom:0;background:#3b4058"></div>`,
    GALLERY,
    '#2f3b55',
  );
};

export const scenes = { hero, 'gallery-1': morning, 'gallery-2': classInBrowser, 'gallery-3': shopfront };
