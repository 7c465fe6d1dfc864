// The atelier's website, drawn at its real sizes with its real words: the front page at 1440 px,
// the fitting booking with its measurements, and the mobile pages.
import { C, COLLECTION, SANS, SERIF, monogram, wordmark } from './brand.mjs';
import { garment } from './garments.mjs';

const button = (text, dark = true, size = 15) =>
  `<span style="display:inline-block;padding:${size * 1.1}px ${size * 1.8}px;font:600 ${size}px/1 ${SANS};letter-spacing:.08em;${dark ? `background:${C.ink};color:${C.chalk}` : `border:1px solid ${C.ink};color:${C.ink}`}">${text}</span>`;

// A picture panel: the garment drawn large on cloth-coloured ground, with a twill texture.
export const plate = (kind, ground, { width, height, wash = C.chalk, line = C.chalk, hanger = true } = {}) =>
  `<div style="position:relative;width:${width}px;height:${height}px;overflow:hidden;background:${ground} repeating-linear-gradient(45deg,rgba(255,255,255,.05) 0 1px,transparent 1px 5px);display:grid;place-items:center">
    ${garment(kind, { width: Math.min(width * 0.62, height * 0.58), wash, color: line, hanger, weight: 1.6 })}</div>`;

const nav = (
  pad = 80,
) => `<div class="row" style="height:92px;padding:0 ${pad}px;align-items:center;justify-content:space-between;border-bottom:1px solid ${C.line}">
  <div class="row" style="gap:36px;font:500 14px ${SANS};letter-spacing:.06em">${['Kolleksjonen', 'Slik jobber vi', 'Atelieret', 'Journal'].map((t) => `<span>${t}</span>`).join('')}</div>
  ${wordmark(21, C.ink, { city: false })}
  <div class="row" style="gap:28px;align-items:center;font:500 14px ${SANS}"><span>Norsk · English</span>${button('Bestill prøvetime', true, 13)}</div></div>`;

/** The front page at 1440 px: the promise, the fitting, the collection, the four steps. */
export const frontPage = () => `<div style="width:1440px;background:${C.chalk};color:${C.ink};font-family:${SANS}">
  ${nav()}
  <div class="row" style="height:640px">
    <div class="col" style="flex:1;padding:80px 80px 56px;justify-content:space-between">
      <div class="col" style="gap:30px">
        <span style="font:600 13px ${SANS};letter-spacing:.3em;color:${C.moss}">HØST 2025 · SYDD PÅ BESTILLING</span>
        <h1 style="font:400 84px/1.02 ${SERIF};letter-spacing:-.01em">Klær sydd for deg, <i>ett plagg</i> om gangen.</h1>
        <p style="font:400 19px/1.6 ${SANS};max-width:520px;color:#3a3f4a">Tidløse dameklær, sydd etter dine mål i atelieret vårt på St. Hanshaugen, av restpartier fra europeiske veverier.</p>
        <div class="row" style="gap:16px">${button('Bestill prøvetime')}${button('Se høstkolleksjonen', false)}</div>
      </div>
      <div class="row" style="gap:40px;font:500 14px/1.5 ${SANS};color:#5a5f69"><span>Første prøvetime er gratis<br>og tar 60 minutter</span><span>Ledig fra<br><b style="color:${C.ink}">torsdag 13. mars</b></span></div>
    </div>
    ${plate('coat', C.moss, { width: 620, height: 640 })}
  </div>
  <div style="padding:70px 80px 34px" class="row"><h2 style="font:400 46px ${SERIF}">Høstkolleksjonen</h2><span style="margin-left:auto;align-self:flex-end;font:600 14px ${SANS};letter-spacing:.08em;border-bottom:1px solid">Se alle 12 plagg</span></div>
  <div class="row" style="padding:0 80px;gap:24px">${COLLECTION.slice(0, 4)
    .map(
      (
        g,
        i,
      ) => `<div class="col" style="flex:1;gap:14px">${plate(g.draw, [C.oat, C.slate, '#d9d0bf', C.moss][i], { width: 302, height: 380, wash: i % 2 ? C.chalk : C.slate, line: i % 2 ? C.chalk : C.ink, hanger: false })}
        <div class="row" style="justify-content:space-between;align-items:baseline"><span style="font:400 22px ${SERIF}">${g.name}</span><span style="font:500 15px ${SANS}">fra ${g.price} kr</span></div>
        <span style="font:400 14px ${SANS};color:#6a6f79">${g.cloth}</span></div>`,
    )
    .join('')}</div>
  <div class="row" style="margin:90px 80px 0;padding:60px 0;border-top:1px solid ${C.line};gap:40px">
    ${[
      ['Prøvetime', 'Vi tar 32 mål og snakker om hvordan du vil bruke plagget.'],
      ['Stoff', 'Du velger blant restpartier vi har funnet i Italia og Portugal.'],
      ['Søm', 'Plagget sys her i atelieret, på fire til seks uker.'],
      ['Siste prøving', 'Vi justerer til det sitter. Så er det ditt.'],
    ]
      .map(
        ([t, d], i) =>
          `<div class="col" style="flex:1;gap:12px"><span style="font:400 54px/1 ${SERIF};color:${C.brass}">${i + 1}</span><span style="font:500 24px ${SERIF}">${t}</span><span style="font:400 16px/1.6 ${SANS};color:#4a4f59">${d}</span></div>`,
      )
      .join('')}</div>
</div>`;

const DAYS = Array.from({ length: 31 }, (_, i) => i + 1);
const OPEN = [4, 5, 6, 7, 8, 11, 13, 14, 15, 18, 20, 21, 22, 25, 27, 28, 29];

/** The booking page: a month, the day's times, the measurements she may give in advance. */
export const bookingPage = () => `<div style="width:1440px;background:${C.chalk};color:${C.ink};font-family:${SANS}">
  ${nav()}
  <div class="row" style="padding:70px 80px 0;gap:80px">
    <div class="col" style="width:520px;gap:22px">
      <span style="font:600 13px ${SANS};letter-spacing:.3em;color:${C.moss}">STEG 1 AV 4 · PRØVETIME</span>
      <h1 style="font:400 64px/1.05 ${SERIF}">Bestill <i>prøvetime</i></h1>
      <p style="font:400 18px/1.6 ${SANS};color:#3a3f4a">Første time er gratis og tar 60 minutter. Sofie tar målene dine, og dere går gjennom stoffene sammen.</p>
      <div style="margin-top:10px;border:1px solid ${C.line};padding:30px;background:#fff">
        <div class="row" style="justify-content:space-between;align-items:baseline;margin-bottom:20px"><span style="font:500 26px ${SERIF}">Mars 2025</span><span style="font:500 18px ${SANS};letter-spacing:.3em">‹ ›</span></div>
        <div style="display:grid;grid-template-columns:repeat(7,1fr);gap:8px;text-align:center;font:500 15px ${SANS}">
          ${['ma', 'ti', 'on', 'to', 'fr', 'lø', 'sø'].map((d) => `<span style="font:600 12px ${SANS};color:#8a8f99;letter-spacing:.1em;padding-bottom:6px">${d.toUpperCase()}</span>`).join('')}
          ${'<span></span>'.repeat(5)}
          ${DAYS.map((d) => {
            const open = OPEN.includes(d);
            const chosen = d === 13;
            return `<span style="height:46px;line-height:46px;${chosen ? `background:${C.ink};color:${C.chalk}` : open ? `border:1px solid ${C.line}` : 'color:#c0bcb4'}">${d}</span>`;
          }).join('')}
        </div></div>
    </div>
    <div class="col" style="flex:1;gap:30px;padding-top:8px">
      <div class="col" style="gap:14px"><span style="font:600 13px ${SANS};letter-spacing:.2em">TORSDAG 13. MARS</span>
        <div class="row" style="gap:12px">${['11.00', '11.45', '13.30', '14.15', '16.00'].map((t) => `<span style="padding:14px 22px;font:500 16px ${SANS};${t === '14.15' ? `background:${C.ink};color:${C.chalk}` : `border:1px solid ${C.line};background:#fff`}">${t}</span>`).join('')}</div></div>
      <div class="col" style="gap:14px"><span style="font:600 13px ${SANS};letter-spacing:.2em">HVA VIL DU SY?</span>
        <div class="row" style="gap:12px">${['Kåpe', 'Kjole', 'Bukse', 'Bluse', 'Vet ikke ennå'].map((t) => `<span style="padding:12px 20px;border-radius:99px;font:500 15px ${SANS};${t === 'Kåpe' ? `background:${C.moss};color:#fff` : `border:1px solid ${C.line};background:#fff`}">${t}</span>`).join('')}</div></div>
      <div class="col" style="gap:14px"><div class="row" style="justify-content:space-between"><span style="font:600 13px ${SANS};letter-spacing:.2em">DINE MÅL (VALGFRITT)</span><span style="font:500 14px ${SANS};color:${C.moss}">Slik måler du deg selv →</span></div>
        <div style="display:grid;grid-template-columns:repeat(2,1fr);gap:14px">
          ${[
            ['Høyde', '170'],
            ['Brystvidde', '92'],
            ['Midjevidde', '74'],
            ['Hoftevidde', '100'],
            ['Skulderbredde', '39'],
            ['Ermelengde', '60'],
          ]
            .map(
              ([k, v]) =>
                `<label class="col" style="gap:6px;font:500 13px ${SANS};color:#5a5f69">${k}<span class="row" style="justify-content:space-between;padding:14px 16px;border:1px solid ${C.line};background:#fff;font:500 17px ${SANS};color:${C.ink}">${v}<span style="color:#9a9fa9">cm</span></span></label>`,
            )
            .join('')}</div></div>
      <div class="row" style="gap:20px;align-items:center;margin-top:6px">${button('Bekreft torsdag 13. mars kl. 14.15')}<span style="font:400 14px/1.5 ${SANS};color:#5a5f69">Thereses gate 14, Oslo<br>Du får en bekreftelse på e-post.</span></div>
    </div>
  </div>
  <div class="row" style="margin:60px 80px 0;padding:30px 0;border-top:1px solid ${C.line};justify-content:space-between;font:500 14px ${SANS};color:#5a5f69">
    <span>Nordic Atelier · Thereses gate 14, 0358 Oslo</span><span>Tir–lør 11–18</span><span>hei@nordicatelier.no</span></div>
</div>`;

/** The three mobile pages: the front page, a garment, the times of a day. */
export const mobilePages = [
  () => `<div style="width:364px;height:784px;background:${C.chalk};font-family:${SANS};color:${C.ink}">
    <div class="row" style="padding:56px 20px 14px;justify-content:space-between;align-items:center"><span style="font:500 12px ${SERIF};letter-spacing:.2em">NORDIC ATELIER</span><span style="font:600 12px ${SANS}">Meny</span></div>
    ${plate('coat', C.moss, { width: 364, height: 330 })}
    <div class="col" style="padding:24px 20px;gap:14px"><span style="font:600 10px ${SANS};letter-spacing:.3em;color:${C.moss}">HØST 2025 · SYDD PÅ BESTILLING</span>
      <span style="font:400 36px/1.05 ${SERIF}">Klær sydd for deg, <i>ett plagg</i> om gangen.</span>
      <span style="font:400 14px/1.55 ${SANS};color:#3a3f4a">Tidløse dameklær, sydd etter dine mål i atelieret vårt i Oslo.</span>
      <span style="display:block;text-align:center;padding:16px;background:${C.ink};color:${C.chalk};font:600 13px ${SANS};letter-spacing:.08em">Bestill prøvetime</span></div></div>`,
  () => `<div style="width:364px;height:784px;background:${C.chalk};font-family:${SANS};color:${C.ink}">
    <div class="row" style="padding:56px 20px 14px;justify-content:space-between"><span style="font:600 12px ${SANS}">‹ Kolleksjonen</span><span style="font:600 12px ${SANS}">♡</span></div>
    ${plate('dress', C.slate, { width: 364, height: 360, wash: C.chalk, line: C.chalk, hanger: true })}
    <div class="col" style="padding:22px 20px;gap:10px"><div class="row" style="justify-content:space-between;align-items:baseline"><span style="font:400 30px ${SERIF}">Vika-kjole</span><span style="font:500 15px ${SANS}">fra 4 200 kr</span></div>
      <span style="font:400 13px ${SANS};color:#6a6f79">Viskose og lin · sys på 4–6 uker</span>
      <span style="font:600 11px ${SANS};letter-spacing:.2em;margin-top:8px">VELG STOFF</span>
      <div class="row" style="gap:10px">${[C.slate, C.moss, '#b49c7a', '#7a2e2e'].map((c, i) => `<span style="width:40px;height:40px;border-radius:50%;background:${c};${i === 0 ? `box-shadow:0 0 0 2px ${C.chalk},0 0 0 3px ${C.ink}` : ''}"></span>`).join('')}</div>
      <span style="display:block;margin-top:10px;text-align:center;padding:16px;background:${C.ink};color:${C.chalk};font:600 13px ${SANS};letter-spacing:.08em">Bestill prøvetime for denne</span></div></div>`,
  () => `<div style="width:364px;height:784px;background:${C.chalk};font-family:${SANS};color:${C.ink}">
    <div class="row" style="padding:56px 20px 14px;justify-content:space-between"><span style="font:600 12px ${SANS}">‹ Tilbake</span><span style="font:600 11px ${SANS};letter-spacing:.2em;color:${C.moss}">STEG 1 AV 4</span></div>
    <div class="col" style="padding:10px 20px;gap:18px"><span style="font:400 36px/1.05 ${SERIF}">Bestill <i>prøvetime</i></span>
      <div class="row" style="gap:8px;overflow:hidden">${[
        ['to', '13'],
        ['fr', '14'],
        ['lø', '15'],
        ['ti', '18'],
        ['to', '20'],
      ]
        .map(
          ([d, n], i) =>
            `<span class="col" style="align-items:center;gap:2px;min-width:58px;padding:12px 0;${i === 0 ? `background:${C.ink};color:${C.chalk}` : `border:1px solid ${C.line}`}"><span style="font:600 10px ${SANS};letter-spacing:.1em">${d.toUpperCase()}</span><span style="font:500 20px ${SERIF}">${n}</span></span>`,
        )
        .join('')}</div>
      <span style="font:600 11px ${SANS};letter-spacing:.2em">LEDIGE TIDER</span>
      <div style="display:grid;grid-template-columns:repeat(3,1fr);gap:8px">${['11.00', '11.45', '13.30', '14.15', '16.00'].map((t) => `<span style="text-align:center;padding:12px 0;font:500 14px ${SANS};${t === '14.15' ? `background:${C.ink};color:${C.chalk}` : `border:1px solid ${C.line};background:#fff`}">${t}</span>`).join('')}</div>
      <div class="row" style="gap:14px;align-items:center;padding:16px;background:${C.oat}">${monogram(30, C.ink)}<span style="font:400 13px/1.5 ${SANS}">Første prøvetime er gratis og tar 60 minutter. Thereses gate 14.</span></div>
      <span style="display:block;text-align:center;padding:16px;background:${C.ink};color:${C.chalk};font:600 13px ${SANS};letter-spacing:.08em">Bekreft kl. 14.15</span></div></div>`,
];
