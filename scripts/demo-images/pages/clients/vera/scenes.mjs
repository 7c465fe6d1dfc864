// Vera's hero and gallery scenes, drawn in her type instead of the old SVG mock-ups: the site on a
// laptop and a phone in window light (the hero), the report's figure on a seminar's screen, an
// Innsikt article in a browser, and booking a first conversation, with its confirmation on a phone.
import { browser, phone } from '../../kit.mjs';
import { C, SANS, SERIF, SHARE, veraPage, wordmark } from './brand.mjs';
import { frontPage, programmePage, shareChart } from './site.mjs';

const GALLERY = [2000, 1250];

const HERO = [2400, 1500];

// Soft window light across a wall: two bright diagonal bands, blurred, over the colour.
const windowLight = (opacity = 0.5) =>
  `<div style="position:absolute;inset:-200px;background:repeating-linear-gradient(112deg,transparent 0 260px,rgba(255,250,245,${opacity}) 260px 520px,transparent 520px 640px);filter:blur(60px)"></div>`;

/** A laptop, the page at `inner` px scaled to a screen `width` wide (16:10), with its base. */
function laptop(content, { width, inner = 1440 }) {
  const height = Math.round((width * 10) / 16);
  const scale = width / inner;
  return `<div style="position:relative;width:${width + 48}px">
    <div style="padding:24px 24px 30px;border-radius:26px 26px 0 0;background:#1d1419;box-shadow:0 60px 120px -40px rgba(46,15,41,.55)">
      <div style="position:relative;height:${height}px;overflow:hidden;background:${C.paper}">
        <div style="position:absolute;top:0;left:0;width:${inner}px;transform:scale(${scale});transform-origin:0 0">${content}</div>
        <div style="position:absolute;inset:0;background:linear-gradient(115deg,rgba(255,255,255,.16) 0 30%,transparent 30% 100%)"></div></div></div>
    <div style="position:relative;left:-110px;width:${width + 268}px;height:30px;border-radius:0 0 26px 26px;background:linear-gradient(#d9d0d4,#a99ba3);box-shadow:0 40px 60px -20px rgba(46,15,41,.6)">
      <div style="position:absolute;left:50%;top:0;width:220px;height:12px;margin-left:-110px;border-radius:0 0 12px 12px;background:#8e8088"></div></div></div>`;
}

// The hero: the front page on a laptop on a plum desk, the programme page on a phone leaning in
// front of it, the wall in window light. Everything sits inside x 520–1900, y 230–1270.
const hero = () =>
  veraPage(
    `${windowLight(0.8)}
    <div style="position:absolute;left:0;right:0;top:1130px;bottom:0;background:linear-gradient(${C.plum},${C.ink})"></div>
    <div style="position:absolute;left:0;right:0;top:1130px;height:3px;background:rgba(255,255,255,.12)"></div>
    <div style="position:absolute;left:470px;top:1110px;width:1460px;height:60px;border-radius:50%;background:rgba(20,5,16,.55);filter:blur(26px)"></div>
    <div style="position:absolute;left:530px;top:318px">${laptop(frontPage(), { width: 1220 })}</div>
    <div style="position:absolute;left:1600px;top:1250px;width:340px;height:50px;border-radius:50%;background:rgba(20,5,16,.6);filter:blur(20px)"></div>
    <div style="position:absolute;left:1615px;top:590px;transform:rotate(2.5deg);transform-origin:bottom center">${phone(programmePage(0), { scale: 0.84, style: 'box-shadow:0 50px 90px -30px rgba(20,5,16,.8)' })}</div>`,
    HERO,
    C.mist,
  );

const nav = (active) =>
  `<div class="row" style="align-items:center;padding:30px 96px;border-bottom:1px solid ${C.rule}">${wordmark(40)}
    <div class="row" style="margin-left:auto;gap:44px;font:400 17px ${SANS}">${['Programmer', 'Coaching', 'Innsikt', 'Om oss']
      .map((n) => `<span style="${n === active ? `border-bottom:2px solid ${C.rose};padding-bottom:4px` : ''}">${n}</span>`)
      .join('')}</div>
    <span style="margin-left:48px;padding:14px 24px;background:${C.plum};color:${C.paper};font:500 15px ${SANS}">Book en samtale</span></div>`;

// The report's launch, on the screen of a breakfast seminar: the figure of the year in rose, the
// chart under it, and the lectern with the mark. The room is plum and dim; the slide is the light.
const seminar = () =>
  veraPage(
    `<div style="position:absolute;inset:0;background:radial-gradient(ellipse at 50% 38%,#5b2a4f,${C.ink} 70%)"></div>
    <div style="position:absolute;left:0;right:0;top:1010px;bottom:0;background:linear-gradient(#2a0d25,#1a0716)"></div>
    <div style="position:absolute;left:150px;top:110px;width:1320px;height:742px;background:${C.paper};box-shadow:0 0 160px rgba(247,242,238,.25)">
      <div style="position:absolute;left:90px;top:80px" class="kicker"><span style="color:${C.rose};font-size:20px">Kvinner i ledelse 2026</span></div>
      <div style="position:absolute;left:84px;top:130px;font:400 300px/1 ${SERIF};color:${C.rose};letter-spacing:-.04em">36 %</div>
      <p style="position:absolute;left:96px;top:470px;width:520px;font:400 28px/1.45 ${SANS};color:${C.ink}">av medlemmene i norske toppledergrupper er kvinner. Ti år tidligere var tallet 22 %.</p>
      <div style="position:absolute;left:720px;top:170px">${shareChart(520, 420, { labels: true })}</div>
      <div class="row" style="position:absolute;left:96px;right:90px;bottom:50px;align-items:center;border-top:1px solid ${C.rule};padding-top:22px;font:400 18px ${SANS};color:${C.grey}">${wordmark(30)}<span style="margin-left:auto">Vera-rapporten 2026 · Frokostseminar, Oslo 6. mars</span></div></div>
    <div style="position:absolute;left:1560px;top:720px;width:320px;height:430px;background:linear-gradient(90deg,#3d1634,${C.plum} 40%,#3a1431);clip-path:polygon(4% 0,96% 0,100% 100%,0 100%);box-shadow:0 40px 80px rgba(0,0,0,.5)">
      <div class="col" style="align-items:center;margin-top:90px">${wordmark(64, C.paper)}</div>
      <div style="position:absolute;left:0;right:0;top:0;height:26px;background:#55204a"></div></div>`,
    GALLERY,
    C.ink,
  );

// The Innsikt section: an article from the report at 1440 px, in a browser on the mist background.
function articlePage() {
  return `<div style="width:1440px;background:${C.paper};color:${C.ink}">${nav('Innsikt')}
    <div style="padding:80px 0 0 260px;width:1180px">
      <div class="kicker" style="color:${C.rose}">Innsikt · Kvinner i ledelse 2026</div>
      <h1 style="margin-top:26px;font:400 76px/1.04 ${SERIF};letter-spacing:-.02em">Ti år, fjorten prosentpoeng. <em>Hva var det som virket?</em></h1>
      <p style="margin-top:30px;font:400 italic 27px/1.45 ${SERIF};color:${C.plum}">Andelen kvinner i norske toppledergrupper har gått fra 22 til 36 prosent. Vi spurte 412 ledere hva som avgjorde.</p>
      <div class="row" style="margin-top:34px;gap:18px;align-items:center;padding:18px 0;border-top:1px solid ${C.rule};border-bottom:1px solid ${C.rule};font:400 16px ${SANS};color:${C.grey}"><span style="color:${C.ink};font-weight:500">Hanne Vera Lie</span><span>12. mars 2026</span><span>8 minutter å lese</span><span style="margin-left:auto;color:${C.plum};text-decoration:underline;text-underline-offset:5px">Last ned rapporten (PDF)</span></div></div>
    <div class="row" style="padding:50px 0 90px 260px;gap:80px">
      <div style="width:700px;font:400 21px/1.7 ${SANS}">
        <p>Det er lett å tro at endringen kom av seg selv. Tallene sier noe annet: i selskapene som gikk raskest frem, hadde ledergruppen bestemt seg for hvem som skulle vurderes – før stillingen var ledig.</p>
        <p style="margin-top:26px">Tre av fire kvinner i undersøkelsen sier at det viktigste var en leder som sa navnet deres høyt i et rom de selv ikke satt i. Bare én av fem nevner kurs.</p>
        <p style="margin-top:40px;padding-left:30px;border-left:3px solid ${C.rose};font:400 italic 34px/1.35 ${SERIF};color:${C.plum}">«Noen må si navnet ditt i rommet der beslutningen tas.»</p></div>
      <div style="width:360px;padding-top:8px">
        <div class="kicker" style="color:${C.grey}">Andel kvinner, 2016–2026</div>
        <div style="margin-top:18px">${shareChart(360, 220)}</div>
        <p style="margin-top:14px;font:400 15px/1.5 ${SANS};color:${C.grey}">Toppledergrupper i 180 norske selskaper. Rosa: kvinner, i år ${SHARE[SHARE.length - 1]} %.</p></div></div></div>`;
}

const article = () =>
  veraPage(
    `${windowLight(0.6)}<div style="position:absolute;left:170px;top:110px">${browser(articlePage(), { width: 1660, inner: 1440, height: 1240, url: 'vera.no/innsikt/kvinner-i-ledelse-2026' })}</div>`,
    GALLERY,
    C.mist,
  );

// Booking a first conversation, with Hanne: the week's free times and the call's words in a
// browser, and the confirmation on the phone in front, on plum.
function bookingPage() {
  const days = [
    ['Man', '16.', ['09:00', '13:30']],
    ['Tir', '17.', ['08:30', '10:00', '15:00']],
    ['Ons', '18.', []],
    ['Tor', '19.', ['09:00', '11:30', '14:00', '16:00']],
    ['Fre', '20.', ['08:30']],
  ];
  return `<div style="width:1440px;background:${C.paper};color:${C.ink}">${nav('')}
    <div class="row" style="padding:70px 96px 90px;gap:90px">
      <div style="width:470px">
        <div class="kicker" style="color:${C.rose}">Samtale · 30 minutter</div>
        <h1 style="margin-top:22px;font:400 64px/1.04 ${SERIF};letter-spacing:-.02em">Book en samtale med Hanne</h1>
        <p style="margin-top:24px;font:400 19px/1.6 ${SANS};color:${C.plum}">En uforpliktende prat om hvor du står, hva du vil videre, og om et av programmene passer. På video eller på kontoret vårt i Oslo.</p>
        <div style="margin-top:34px;border-top:2px solid ${C.ink}">${[
          ['Varighet', '30 minutter'],
          ['Hvor', 'Video, eller Tordenskiolds gate 6'],
          ['Ta gjerne med', 'Én beslutning du står foran'],
        ]
          .map(
            ([k, v]) =>
              `<div class="row" style="padding:14px 0;border-bottom:1px solid ${C.rule};gap:16px;font:400 17px/1.5 ${SANS}"><span style="width:150px;color:${C.grey}">${k}</span><span>${v}</span></div>`,
          )
          .join('')}</div></div>
      <div style="flex:1">
        <div class="row" style="align-items:baseline;justify-content:space-between"><h2 style="font:500 36px ${SERIF}">Mars 2026</h2><span style="font:400 24px ${SERIF};color:${C.plum}">‹ &nbsp; ›</span></div>
        <div class="row" style="margin-top:26px;gap:16px;align-items:flex-start">${days
          .map(
            ([
              d,
              n,
              times,
            ]) => `<div class="col" style="flex:1;gap:10px"><div style="padding-bottom:12px;border-bottom:2px solid ${C.ink}"><span style="font:500 14px ${SANS};letter-spacing:.1em;text-transform:uppercase;color:${C.grey}">${d}</span> <span style="font:400 26px ${SERIF}">${n}</span></div>
            ${times.length ? times.map((t) => `<span style="padding:14px 0;text-align:center;font:500 17px ${SANS};${t === '11:30' ? `background:${C.plum};color:${C.paper}` : `border:1px solid ${C.rule};color:${C.plum}`}">${t}</span>`).join('') : `<span style="padding:14px 0;font:400 15px ${SANS};color:${C.grey}">Ingen ledige</span>`}</div>`,
          )
          .join('')}</div>
        <p style="margin-top:30px;font:400 16px ${SANS};color:${C.grey}">Tidene vises i norsk tid. Du får en bekreftelse på e-post med lenke til møtet.</p></div></div></div>`;
}

function bookedScreen() {
  return `<div style="height:784px;background:${C.paper};color:${C.ink}">
    <div class="row" style="padding:58px 22px 16px;align-items:center;border-bottom:1px solid ${C.rule}">${wordmark(26)}</div>
    <div style="padding:40px 24px">
      <div class="kicker" style="font-size:11px;color:${C.rose}">Bekreftet</div>
      <h1 style="margin-top:14px;font:400 40px/1.05 ${SERIF}">Vi snakkes torsdag.</h1>
      <div style="margin-top:26px;border-top:2px solid ${C.ink}">${[
        ['Når', 'Torsdag 19. mars, 11:30–12:00'],
        ['Med', 'Hanne Vera Lie'],
        ['Hvor', 'Video – lenken kommer på e-post'],
      ]
        .map(
          ([k, v]) =>
            `<div style="padding:13px 0;border-bottom:1px solid ${C.rule}"><div style="font:500 12px ${SANS};color:${C.grey}">${k}</div><div style="margin-top:3px;font:400 16px ${SANS}">${v}</div></div>`,
        )
        .join('')}</div>
      <p style="margin-top:26px;font:400 italic 21px/1.35 ${SERIF};color:${C.plum}">Tenk gjerne på én beslutning du står foran. Vi tar det derfra.</p>
      <span style="display:inline-block;margin-top:26px;padding:14px 20px;border:1.5px solid ${C.plum};color:${C.plum};font:500 14px ${SANS}">Legg til i kalenderen</span></div></div>`;
}

const booking = () =>
  veraPage(
    `<div style="position:absolute;inset:0;background:radial-gradient(ellipse at 40% 30%,#5b2a4f,${C.ink} 75%)"></div>
    <div style="position:absolute;left:100px;top:240px">${browser(bookingPage(), { width: 1440, inner: 1440, height: 740, url: 'vera.no/samtale' })}</div>
    <div style="position:absolute;left:1500px;top:200px;transform:rotate(-3deg)">${phone(bookedScreen(), { scale: 1.0, style: 'box-shadow:0 50px 90px -30px rgba(10,2,8,.9)' })}</div>`,
    GALLERY,
    C.ink,
  );

export const scenes = { hero, 'gallery-1': seminar, 'gallery-2': article, 'gallery-3': booking };
