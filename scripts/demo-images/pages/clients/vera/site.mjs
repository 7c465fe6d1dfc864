// Vera's website: the front page at 1440 px and the programme page on a phone, with the words the
// site really carries. The page is a newspaper front: a headline, a lead, a ruled index of programmes.
import { C, SANS, SERIF, SHARE, wordmark } from './brand.mjs';

const button = (label, { dark = true, size = 16 } = {}) =>
  `<span style="display:inline-block;padding:${size * 0.95}px ${size * 1.6}px;font:500 ${size}px/1 ${SANS};${dark ? `background:${C.plum};color:${C.paper}` : `color:${C.plum};border:1.5px solid ${C.plum}`}">${label}</span>`;

const PROGRAMMES = [
  ['01', 'Neste steg', 'Seks måneder for nye ledere på vei inn i ledergruppen.', 'Oppstart 4. februar · 8 samlinger'],
  ['02', 'Styrerommet', 'Tre samlinger for deg som skal ta ditt første styreverv.', 'Oppstart 12. mars · Oslo'],
  ['03', 'Coaching 1:1', 'Samtaler med en leder som har gått veien før deg.', 'Fra 2 400 kr per time'],
];

/** A small column chart: women's share of top management, the last year in rose. */
export function shareChart(width, height, { labels = true, ink = C.ink } = {}) {
  const max = 40;
  const gap = width / SHARE.length;
  const bars = SHARE.map((v, i) => {
    const h = (v / max) * (height - 30);
    const last = i === SHARE.length - 1;
    return `<rect x="${i * gap + gap * 0.2}" y="${height - 22 - h}" width="${gap * 0.6}" height="${h}" fill="${last ? C.rose : ink}" opacity="${last ? 1 : 0.82}"/>${
      labels && (i % 5 === 0 || last)
        ? `<text x="${i * gap + gap / 2}" y="${height - 4}" text-anchor="middle" style="font:400 13px ${SANS}" fill="${ink}">${2016 + i}</text>`
        : ''
    }`;
  }).join('');
  return `<svg width="${width}" height="${height}">${bars}<line x1="0" x2="${width}" y1="${height - 22}" y2="${height - 22}" stroke="${ink}" stroke-width="1"/></svg>`;
}

/** The front page, 1440 px wide. */
export function frontPage() {
  const nav = ['Programmer', 'Coaching', 'Innsikt', 'Om oss'];
  return `<div style="width:1440px;background:${C.paper};color:${C.ink}">
    <div class="row" style="align-items:center;padding:30px 96px;border-bottom:1px solid ${C.rule}">
      ${wordmark(40, C.ink)}
      <div class="row" style="margin-left:auto;gap:44px;font:400 17px ${SANS}">${nav.map((n) => `<span>${n}</span>`).join('')}</div>
      <span style="margin-left:48px">${button('Book en samtale', { size: 15 })}</span></div>
    <div class="row" style="padding:90px 96px 80px;gap:80px">
      <div style="flex:1.55">
        <div class="kicker" style="color:${C.rose}">Lederutvikling for kvinner</div>
        <h1 style="margin-top:28px;font:400 92px/1.02 ${SERIF};letter-spacing:-.02em">Du er klar for <em>neste steg.</em> Vi hjelper deg å ta det.</h1>
        <p style="margin-top:34px;max-width:690px;font:400 21px/1.6 ${SANS};color:${C.plum}">Vera holder lederprogrammer og coaching for kvinner på vei inn i toppledelsen – i små grupper, med ledere som har gått veien før deg.</p>
        <div class="row" style="gap:18px;margin-top:40px">${button('Book en samtale')}${button('Se programmene →', { dark: false })}</div></div>
      <div class="col" style="flex:1;border-left:1px solid ${C.rule};padding-left:56px;justify-content:flex-end;gap:18px">
        <div class="kicker" style="color:${C.grey}">Kvinner i ledelse 2026</div>
        <div style="font:400 150px/0.9 ${SERIF};color:${C.rose};letter-spacing:-.03em">36 %</div>
        <p style="font:400 17px/1.5 ${SANS};max-width:380px">av medlemmene i norske toppledergrupper er kvinner. I 2016 var tallet 22 %.</p>
        ${shareChart(400, 150)}
        <span style="font:500 16px ${SANS};color:${C.plum};text-decoration:underline;text-underline-offset:5px">Les rapporten</span></div></div>
    <div style="padding:0 96px 90px">
      <div class="row" style="justify-content:space-between;align-items:baseline;border-top:2px solid ${C.ink};padding-top:22px">
        <h2 style="font:500 40px ${SERIF}">Programmer</h2><span style="font:400 16px ${SANS};color:${C.grey}">Våren 2026 · 12 plasser per gruppe</span></div>
      ${PROGRAMMES.map(
        ([n, name, text, meta]) => `<div class="row" style="align-items:baseline;gap:40px;padding:30px 0;border-bottom:1px solid ${C.rule}">
          <span style="width:60px;font:400 18px ${SANS};color:${C.rose}">${n}</span>
          <span style="width:380px;font:400 46px/1 ${SERIF}">${name}</span>
          <span style="flex:1;font:400 19px/1.5 ${SANS}">${text}</span>
          <span style="width:300px;font:400 16px ${SANS};color:${C.grey}">${meta}</span><span style="font:400 28px ${SERIF}">→</span></div>`,
      ).join('')}</div>
    <div style="padding:80px 96px;background:${C.plum};color:${C.paper}">
      <p style="max-width:1050px;font:400 italic 46px/1.25 ${SERIF}">«Jeg gikk inn i ledergruppen med en plan, ikke bare en magefølelse.»</p>
      <p style="margin-top:24px;font:400 17px ${SANS};opacity:.8">Ingrid Solberg, økonomidirektør og deltaker i Neste steg 2024</p></div></div>`;
}

/** The programme page on a phone (364 px), scrolled by `offset`. */
export function programmePage(offset = 0) {
  const facts = [
    ['Varighet', '6 måneder, 8 samlinger'],
    ['Format', 'Heldager i Oslo og to digitale møter'],
    ['Gruppe', '12 deltakere, alle med personalansvar'],
    ['Pris', '48 000 kr eks. mva.'],
  ];
  return `<div style="position:relative;top:${-offset}px;background:${C.paper};color:${C.ink}">
    <div class="row" style="padding:58px 22px 16px;align-items:center;border-bottom:1px solid ${C.rule}">${wordmark(26)}
      <span style="margin-left:auto;font:500 13px ${SANS}">Meny</span></div>
    <div style="padding:30px 22px 0">
      <div class="kicker" style="font-size:11px;color:${C.rose}">Program 01 · Våren 2026</div>
      <h1 style="margin-top:14px;font:400 52px/1 ${SERIF};letter-spacing:-.02em">Neste steg</h1>
      <p style="margin-top:16px;font:400 italic 21px/1.35 ${SERIF};color:${C.plum}">Et lederprogram for kvinner på vei inn i ledergruppen.</p>
      <p style="margin-top:16px;font:400 15px/1.6 ${SANS}">Du jobber med din egen lederplan, får en mentor fra næringslivet og øver på de samtalene som avgjør om du blir vurdert.</p></div>
    <div style="margin:26px 22px 0;border-top:2px solid ${C.ink}">${facts
      .map(
        ([k, v]) =>
          `<div class="row" style="padding:13px 0;border-bottom:1px solid ${C.rule};gap:12px"><span style="width:84px;font:500 13px/1.5 ${SANS};color:${C.grey}">${k}</span><span style="flex:1;font:400 15px/1.5 ${SANS}">${v}</span></div>`,
      )
      .join('')}</div>
    <div style="padding:24px 22px">${button('Meld interesse', { size: 15 })}<p style="margin-top:12px;font:400 13px ${SANS};color:${C.grey}">Søknadsfrist 10. januar · 4 plasser igjen</p></div>
    <div style="padding:26px 22px;background:${C.mist}">
      <div class="kicker" style="font-size:11px;color:${C.grey}">Samlingene</div>
      ${['Hvor står du?', 'Hvordan blir du sett?', 'Samtalen med styret', 'Din første ledergruppe'].map((s, i) => `<div class="row" style="gap:14px;padding:12px 0;border-bottom:1px solid ${C.rule};font:400 19px ${SERIF}"><span style="font:400 13px/1.9 ${SANS};color:${C.rose}">0${i + 1}</span>${s}</div>`).join('')}</div>
    <div style="padding:26px 22px 40px">
      <p style="font:400 italic 24px/1.3 ${SERIF}">«Mentoren min sa det ingen andre turte å si.»</p>
      <p style="margin-top:10px;font:400 13px ${SANS};color:${C.grey}">Maria Lunde, avdelingsdirektør</p></div>
    <div style="padding:30px 22px 60px;background:${C.plum};color:${C.paper}">
      <p style="font:400 26px/1.2 ${SERIF}">Usikker på om programmet passer for deg?</p>
      <p style="margin-top:12px;font:400 14px/1.5 ${SANS};opacity:.85">Book en uforpliktende samtale på 30 minutter med Hanne, som leder programmet.</p>
      <span style="display:inline-block;margin-top:18px;padding:14px 22px;background:${C.paper};color:${C.plum};font:500 15px ${SANS}">Book en samtale</span></div></div>`;
}
