// bloom-yoga-studio-website: Bloom's own artefacts, artefact-1… in file order (the gallery's
// order), each { html: () => string, size: [w, h] }. Young Serif and Nunito Sans, colours that follow
// the day (one per class type), a six-petal mark, and flat illustrated people drawn from a skeleton.
import { C, CLASSES, SANS, bloomPage } from './bloom/brand.mjs';
import { matScene } from './bloom/mat3d.mjs';
import { passScene } from './bloom/pass3d.mjs';
import { classSheet, markSheet, poster } from './bloom/print.mjs';
import { signScene } from './bloom/sign3d.mjs';
import { chooseScreen, confirmScreen, doneScreen, timetablePage } from './bloom/site.mjs';

const SQUARE = [1200, 1200];
const DETAIL = [1680, 720];

// The timetable at 1440 px, scaled to 0.8 and running off the right and bottom edges, on the
// studio's sand with the day's colours as soft shapes behind it.
const timetable = () =>
  bloomPage(
    `<div style="position:absolute;left:-160px;top:-200px;width:560px;height:560px;border-radius:50%;background:${CLASSES.morgenflyt.tint}"></div>
    <div style="position:absolute;right:-120px;bottom:-160px;width:520px;height:520px;border-radius:50%;background:${CLASSES.yin.tint}"></div>
    <div class="shadow" style="position:absolute;left:90px;top:90px;width:1300px;height:1300px;border-radius:22px;overflow:hidden;background:${C.cream}">
      <div class="row" style="height:44px;align-items:center;gap:8px;padding:0 18px;background:#efe6d8">${['#e9a08f', '#eac77a', '#a9c39c']
        .map((c) => `<span style="width:12px;height:12px;border-radius:50%;background:${c}"></span>`)
        .join(
          '',
        )}<span style="margin-left:18px;padding:4px 16px;border-radius:99px;background:#fff;font:600 13px ${SANS};color:#7d7467">bloomyoga.no/timeplan</span></div>
      <div style="width:1440px;transform:scale(.8);transform-origin:0 0">${timetablePage()}</div></div>`,
    SQUARE,
    C.sand,
  );

// Booking in three steps, drawn flat as screens with the step between them, not as phones.
const booking = () => {
  const steps = [
    ['1', 'Velg time', chooseScreen()],
    ['2', 'Bekreft', confirmScreen()],
    ['3', 'Ferdig', doneScreen()],
  ];
  return bloomPage(
    `<div class="col" style="height:1200px;justify-content:center;padding:0 44px"><div class="ys" style="font-size:46px;text-align:center">Fra «send meg en DM» til tre trykk</div>
      <div class="row" style="margin-top:56px;gap:22px;justify-content:center">${steps
        .map(
          ([n, label, screen]) => `<div class="col" style="align-items:center;gap:22px">
          <div class="row" style="align-items:center;gap:10px;font:800 17px ${SANS}"><span style="width:34px;height:34px;border-radius:50%;background:${C.ink};color:#fff;display:grid;place-items:center">${n}</span>${label}</div>
          <div class="shadow" style="width:${364 * 0.85 + 14}px;height:${784 * 0.85 + 14}px;border-radius:36px;overflow:hidden;border:7px solid #fff"><div style="width:364px;height:784px;transform:scale(.85);transform-origin:0 0">${screen}</div></div></div>`,
        )
        .join(`<div style="align-self:center;margin-top:40px;font:800 36px ${SANS};color:${C.sage}">→</div>`)}</div>
      <p style="margin-top:40px;text-align:center;font:600 17px ${SANS};opacity:.75">Studioets eget bookingsystem, i Blooms farger og skrift</p></div>`,
    SQUARE,
    C.sand,
  );
};

const posterOnWall = () =>
  bloomPage(
    `<div class="row" style="height:1200px;align-items:center;justify-content:center">${poster(700, 990)}</div>`,
    SQUARE,
    CLASSES.gravid.tint,
  );

export const artefacts = [
  { html: timetable, size: SQUARE },
  { html: booking, size: SQUARE },
  { html: () => bloomPage(markSheet(DETAIL), DETAIL), size: DETAIL },
  { html: () => bloomPage(classSheet(SQUARE), SQUARE), size: SQUARE },
  { html: posterOnWall, size: SQUARE },
  { html: () => bloomPage(passScene(...SQUARE), SQUARE), size: SQUARE },
  { html: () => bloomPage(matScene(...SQUARE), SQUARE), size: SQUARE },
  { html: () => bloomPage(signScene(...DETAIL), DETAIL), size: DETAIL },
];

export { scenes } from './bloom/scenes.mjs';
