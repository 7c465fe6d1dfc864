// Bloom's website: the week's timetable at 1440 px (the page the studio's regulars open most) and
// the three booking screens that replaced the DMs. Every class carries its colour of the day.
import { C, CLASSES, SANS, lockup } from './brand.mjs';
import { figure } from './figures.mjs';

// The week 10.–16. mars: [day, date, [time, class, teacher, minutes, note]].
const WEEK = [
  [
    'Man',
    10,
    [
      ['07:00', 'morgenflyt', 'Ingrid', 60],
      ['12:00', 'lunsj', 'Maja', 45],
      ['17:30', 'vinyasa', 'Sara', 75, '2 plasser'],
      ['19:30', 'yin', 'Maja', 75],
    ],
  ],
  [
    'Tir',
    11,
    [
      ['07:00', 'morgenflyt', 'Sara', 60],
      ['10:00', 'gravid', 'Hanna', 75],
      ['17:30', 'vinyasa', 'Ingrid', 75, 'Fullt'],
      ['19:30', 'yin', 'Maja', 75],
    ],
  ],
  [
    'Ons',
    12,
    [
      ['07:00', 'morgenflyt', 'Ingrid', 60],
      ['12:00', 'lunsj', 'Maja', 45],
      ['18:00', 'restorativ', 'Hanna', 75],
    ],
  ],
  [
    'Tor',
    13,
    [
      ['10:00', 'gravid', 'Hanna', 75],
      ['17:30', 'vinyasa', 'Sara', 75],
      ['19:30', 'yin', 'Amina', 75, '3 plasser'],
    ],
  ],
  [
    'Fre',
    14,
    [
      ['07:00', 'morgenflyt', 'Amina', 60],
      ['16:30', 'vinyasa', 'Ingrid', 60],
    ],
  ],
  [
    'Lør',
    15,
    [
      ['09:00', 'vinyasa', 'Sara', 75],
      ['11:00', 'gravid', 'Hanna', 75],
      ['13:00', 'restorativ', 'Amina', 180, 'Workshop'],
    ],
  ],
  [
    'Søn',
    16,
    [
      ['10:00', 'yin', 'Maja', 90],
      ['18:00', 'restorativ', 'Hanna', 75],
    ],
  ],
];

const end = (time, minutes) => {
  const [h, m] = time.split(':').map(Number);
  const t = h * 60 + m + minutes;
  return `${String(Math.floor(t / 60)).padStart(2, '0')}:${String(t % 60).padStart(2, '0')}`;
};

const classCard = ([time, key, teacher, minutes, note]) => {
  const k = CLASSES[key];
  const full = note === 'Fullt';
  return `<div style="position:relative;padding:14px 14px 14px 18px;border-radius:16px;background:${k.tint};opacity:${full ? 0.6 : 1}">
    <div style="position:absolute;left:0;top:14px;bottom:14px;width:5px;border-radius:0 4px 4px 0;background:${k.colour}"></div>
    <div style="font:700 14px ${SANS}">${time}–${end(time, minutes)}</div>
    <div class="ys" style="margin-top:4px;font-size:21px;line-height:1.1">${k.name}</div>
    <div style="margin-top:6px;font:400 14px ${SANS};opacity:.8">med ${teacher}</div>
    ${note ? `<div style="margin-top:10px;display:inline-block;padding:3px 10px;border-radius:99px;font:700 12px ${SANS};background:${full ? C.ink : '#fff'};color:${full ? '#fff' : C.ink}">${note}</div>` : ''}</div>`;
};

/** The timetable page, 1440 px wide. */
export function timetablePage() {
  const chips = ['Alle klasser', 'Rolig', 'Aktiv', 'Gravid og barsel', 'Nybegynner'];
  return `<div style="width:1440px;background:${C.cream};color:${C.ink}">
    <div class="row" style="align-items:center;padding:28px 72px">${lockup(34)}
      <div class="row" style="margin-left:auto;gap:38px;font:600 17px ${SANS}">${['Timeplan', 'Klasser', 'Lærere', 'Priser', 'Om studioet']
        .map((n, i) => `<span style="${i === 0 ? `border-bottom:2.5px solid ${C.ink};padding-bottom:4px` : ''}">${n}</span>`)
        .join('')}</div>
      <span style="margin-left:40px;font:600 17px ${SANS}">Logg inn</span>
      <span style="margin-left:22px;padding:14px 24px;border-radius:99px;background:${C.sage};color:#fff;font:700 16px ${SANS}">Kjøp klippekort</span></div>
    <div class="row" style="padding:34px 72px 0;align-items:flex-end;gap:40px">
      <div><h1 class="ys" style="font-size:72px;line-height:1;letter-spacing:-.01em">Timeplan</h1>
        <p style="margin-top:14px;font:400 19px/1.5 ${SANS};max-width:560px">Finn en time som passer dagen din, og book plassen med ett trykk. Avbestill senest tre timer før.</p></div>
      <div style="margin-left:auto;text-align:right">
        <div style="font:700 15px ${SANS};opacity:.7">Uke 11</div>
        <div class="row" style="gap:12px;align-items:center;margin-top:6px"><span style="font:700 22px ${SANS}">‹</span><span class="ys" style="font-size:26px">10.–16. mars</span><span style="font:700 22px ${SANS}">›</span></div></div></div>
    <div class="row" style="gap:10px;padding:26px 72px 0">${chips
      .map(
        (c, i) =>
          `<span style="padding:9px 18px;border-radius:99px;font:700 15px ${SANS};${i === 0 ? `background:${C.ink};color:#fff` : `border:1.5px solid ${C.line};background:#fff`}">${c}</span>`,
      )
      .join('')}</div>
    <div style="display:grid;grid-template-columns:repeat(7,1fr);gap:14px;padding:28px 72px 60px">${WEEK.map(
      ([day, date, list], i) => `<div class="col" style="gap:12px">
        <div class="row" style="align-items:baseline;gap:8px;padding:0 4px 10px;border-bottom:2px solid ${i === 1 ? C.sage : C.line}"><span style="font:800 15px ${SANS};text-transform:uppercase;letter-spacing:.06em">${day}</span><span class="ys" style="font-size:22px">${date}.</span>${i === 1 ? `<span style="margin-left:auto;font:700 12px ${SANS};color:${C.sage}">I dag</span>` : ''}</div>
        ${list.map(classCard).join('')}</div>`,
    ).join('')}</div>
    <div class="row" style="margin:0 72px 60px;padding:34px 40px;gap:36px;align-items:center;border-radius:28px;background:${CLASSES.yin.tint}">
      <div style="width:170px;height:130px;position:relative"><div style="position:absolute;left:-10px;top:-50px">${figure('warrior', 'sara', 190)}</div></div>
      <div><div class="ys" style="font-size:32px">Ny hos oss?</div><p style="margin-top:8px;font:400 18px/1.5 ${SANS}">Prøv tre klasser for 390 kr. Gjelder i 30 dager, alle klasser.</p></div>
      <span style="margin-left:auto;padding:16px 28px;border-radius:99px;background:${C.ink};color:#fff;font:700 17px ${SANS}">Kjøp prøvekort</span></div></div>`;
}

// --- Booking on the phone (364 x 784) ---

const status = `<div class="row" style="padding:16px 26px 0;justify-content:space-between;font:700 14px ${SANS}"><span>09:41</span><span>●●●</span></div>`;
const top = (title, back = true) =>
  `${status}<div class="row" style="align-items:center;gap:12px;padding:26px 22px 10px">${back ? `<span style="font:700 22px ${SANS}">‹</span>` : lockup(22)}<span style="margin-left:${back ? 0 : 'auto'};font:700 16px ${SANS}">${title}</span></div>`;

/** Step 1: the day's classes, one chosen. */
export function chooseScreen() {
  const days = ['Man 10', 'Tir 11', 'Ons 12', 'Tor 13', 'Fre 14'];
  const list = WEEK[1][2];
  return `<div style="height:784px;background:${C.cream};color:${C.ink}">${top('Timeplan', false)}
    <h2 class="ys" style="padding:10px 22px 0;font-size:34px">Tirsdag</h2>
    <div class="row" style="gap:8px;padding:16px 22px">${days
      .map((d, i) => {
        const [w, n] = d.split(' ');
        return `<div class="col" style="align-items:center;width:56px;padding:9px 0;border-radius:16px;${i === 1 ? `background:${C.ink};color:#fff` : 'background:#fff'}"><span style="font:700 11px ${SANS};text-transform:uppercase">${w}</span><span class="ys" style="font-size:20px">${n}</span></div>`;
      })
      .join('')}</div>
    <div class="col" style="gap:10px;padding:6px 22px">${list
      .map(([time, key, teacher, minutes, note]) => {
        const k = CLASSES[key];
        const chosen = key === 'yin';
        return `<div class="row" style="align-items:center;gap:14px;padding:14px 16px;border-radius:18px;background:${chosen ? k.tint : '#fff'};border:2px solid ${chosen ? k.colour : 'transparent'}">
          <div style="width:10px;height:44px;border-radius:6px;background:${k.colour}"></div>
          <div style="flex:1"><div style="font:700 13px ${SANS};opacity:.75">${time}–${end(time, minutes)}</div><div class="ys" style="font-size:20px">${k.name}</div><div style="font:400 13px ${SANS};opacity:.75">med ${teacher}</div></div>
          <span style="padding:8px 14px;border-radius:99px;font:700 13px ${SANS};${note === 'Fullt' ? 'opacity:.6' : chosen ? `background:${C.ink};color:#fff` : `border:1.5px solid ${C.ink}`}">${note === 'Fullt' ? 'Venteliste' : 'Book'}</span></div>`;
      })
      .join('')}</div></div>`;
}

/** Step 2: confirm, with the class pass that pays for it. */
export function confirmScreen() {
  const k = CLASSES.yin;
  const rows = [
    ['Når', 'Tirsdag 11. mars, 19:30–20:45'],
    ['Hvor', 'Sal 2 · Kveldslys'],
    ['Lærer', 'Maja Lindqvist'],
    ['Ta med', 'Varme sokker. Matte kan lånes.'],
  ];
  return `<div style="height:784px;background:${C.cream};color:${C.ink}">${top('Bekreft')}
    <div style="margin:8px 22px 0;padding:22px;border-radius:24px;background:${k.tint}">
      <div style="font:800 12px ${SANS};letter-spacing:.08em;text-transform:uppercase;opacity:.7">Rolig · 75 min</div>
      <div class="ys" style="margin-top:6px;font-size:40px;line-height:1">Yin</div>
      <p style="margin-top:10px;font:400 14px/1.5 ${SANS}">Lange, stille hold som myker opp hofter og rygg. Passer for alle.</p></div>
    <div style="padding:8px 22px">${rows
      .map(
        ([a, b]) =>
          `<div class="row" style="padding:12px 0;border-bottom:1px solid ${C.line};font:400 15px ${SANS}"><span style="width:76px;font-weight:700">${a}</span><span style="flex:1">${b}</span></div>`,
      )
      .join('')}</div>
    <div style="margin:12px 22px 0;padding:16px;border-radius:18px;background:#fff;border:2px solid ${C.sage}" class="row">
      <span style="width:22px;height:22px;border-radius:50%;border:7px solid ${C.sage};margin-right:12px"></span>
      <div><div style="font:700 15px ${SANS}">Bruk klippekort</div><div style="font:400 13px ${SANS};opacity:.75">6 av 10 klipp igjen · gyldig til 30. juni</div></div></div>
    <div style="margin:22px 22px 0;padding:18px;border-radius:99px;background:${C.ink};color:#fff;text-align:center;font:800 17px ${SANS}">Bekreft plassen</div>
    <p style="margin-top:12px;text-align:center;font:400 13px ${SANS};opacity:.7">Gratis avbestilling fram til kl. 16:30</p></div>`;
}

/** Step 3: done, with the class's own illustration. */
export function doneScreen() {
  const k = CLASSES.yin;
  return `<div style="height:784px;background:${k.tint};color:${C.ink};text-align:center">${status}
    <div style="position:relative;margin:46px auto 0;width:260px;height:260px;border-radius:50%;background:${C.cream}">
      <div style="position:absolute;left:20px;top:6px">${figure('lunge', 'hanna', 220)}</div></div>
    <h2 class="ys" style="margin-top:26px;font-size:38px;line-height:1.05">Du er påmeldt!</h2>
    <p style="margin:14px 36px 0;font:400 16px/1.5 ${SANS}">Vi gleder oss til å se deg tirsdag kl. 19:30. Kom gjerne ti minutter før.</p>
    <div style="margin:26px 22px 0;padding:16px;border-radius:99px;background:${C.ink};color:#fff;font:800 16px ${SANS}">Legg i kalenderen</div>
    <div style="margin:12px 22px 0;padding:16px;border-radius:99px;border:2px solid ${C.ink};font:800 16px ${SANS}">Se flere timer</div>
    <p style="margin-top:18px;font:400 13px ${SANS};opacity:.7">Bekreftelse er sendt til ane.berg@epost.no</p></div>`;
}
