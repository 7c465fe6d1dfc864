// Nordic Atelier's case-study scenes (hero, gallery-1…3), drawn in the identity instead of the old
// SVG art: the website with its real words on the devices it is read on, in the atelier's light.
import { phone } from '../../kit.mjs';
import { C, SANS, SERIF, monogram } from './brand.mjs';
import { garment } from './garments.mjs';
import { frontPage, mobilePages } from './site.mjs';

// A pinked cloth swatch: the zigzag edge the atelier's shears leave, twill in the cloth's colour.
const pinked = Array.from({ length: 25 }, (_, i) => `${i * 4.1666}% ${i % 2 ? 0 : 2.5}%`).join(',');
const swatch = (color, { w, h, x, y, r }) =>
  `<div style="position:absolute;left:${x}px;top:${y}px;width:${w}px;height:${h}px;transform:rotate(${r}deg);filter:drop-shadow(0 14px 18px rgba(31,35,43,.28))">
    <div style="width:100%;height:100%;background:${color} repeating-linear-gradient(45deg,rgba(255,255,255,.07) 0 2px,transparent 2px 7px);clip-path:polygon(${pinked},100% 100%,0 100%)"></div></div>`;

/** A laptop seen square on: the bezel, the page scaled into the screen, the base's lip below. */
const laptop = (content, { width }) => {
  const screenH = Math.round((width * 10) / 16);
  const inner = width - 44;
  return `<div style="position:relative;width:${width}px">
    <div style="width:${width}px;height:${screenH}px;border-radius:26px 26px 6px 6px;background:#1b1e24;padding:22px 22px 30px;box-shadow:0 50px 90px -40px rgba(31,35,43,.55)">
      <div style="position:relative;width:${inner}px;height:${screenH - 52}px;overflow:hidden;border-radius:4px;background:${C.chalk}">
        <div style="position:absolute;top:0;left:0;width:1440px;transform:scale(${inner / 1440});transform-origin:0 0">${content}</div>
        <div style="position:absolute;inset:0;background:linear-gradient(115deg,rgba(255,255,255,.16),transparent 38%)"></div></div></div>
    <div style="position:relative;left:-60px;width:${width + 120}px;height:30px;border-radius:2px 2px 22px 22px;background:linear-gradient(#d9d6d0,#a9a59e 70%,#8a867f)"></div>
    <div style="position:relative;left:${width / 2 - 110}px;top:-30px;width:220px;height:10px;border-radius:0 0 12px 12px;background:#8f8b84"></div></div>`;
};

/**
 * The hero: the front page on a laptop on the cutting table, the product page on a phone beside it,
 * the cloths it sells pinned down in front. Kept between x 520 and 1900 for every crop.
 */
export const hero = () => `
  <div style="position:absolute;inset:0;background:linear-gradient(180deg,#ddd4c4,${C.oat} 60%)"></div>
  <div style="position:absolute;inset:0;background:linear-gradient(105deg,rgba(255,250,240,.55),transparent 45%),radial-gradient(60% 50% at 30% 20%,rgba(255,250,240,.35),transparent)"></div>
  <div style="position:absolute;left:0;right:0;top:930px;bottom:0;background:linear-gradient(180deg,#b39777,#a3876a 60%,#98795b)"></div>
  <div style="position:absolute;left:0;right:0;top:930px;height:5px;background:rgba(255,250,240,.4)"></div>
  <div style="position:absolute;left:560px;top:300px">${laptop(frontPage(), { width: 1120 })}</div>
  <div style="position:absolute;left:430px;top:1010px;width:1380px;height:50px;border-radius:50%;background:radial-gradient(closest-side,rgba(31,35,43,.35),transparent)"></div>
  <div style="position:absolute;left:1480px;top:1150px;width:320px;height:30px;border-radius:50%;background:radial-gradient(closest-side,rgba(31,35,43,.4),transparent)"></div>
  <div style="position:absolute;left:1470px;top:470px">${phone(mobilePages[1](), { scale: 0.86, style: 'box-shadow:0 30px 40px -20px rgba(31,35,43,.55)' })}</div>
  ${swatch(C.slate, { w: 300, h: 200, x: 640, y: 1085, r: -8 })}
  ${swatch(C.moss, { w: 300, h: 200, x: 800, y: 1105, r: 5 })}
  ${swatch('#d9d0bf', { w: 300, h: 200, x: 970, y: 1090, r: -3 })}
  <div style="position:absolute;left:1220px;top:1075px;width:180px;height:250px;transform:rotate(7deg);background:${C.chalk};box-shadow:0 14px 24px -8px rgba(31,35,43,.35);display:flex;flex-direction:column;align-items:center;gap:14px;padding-top:34px">
    <span style="width:18px;height:18px;border-radius:50%;border:3px solid ${C.brass};background:#ddd4c4"></span>${monogram(70, C.ink)}
    <span style="font:600 12px ${SANS};letter-spacing:.24em">VIKA-KJOLE</span></div>`;

const gilt = `background:linear-gradient(180deg,#e2c489,${C.brass} 55%,#8d6a32);-webkit-background-clip:text;background-clip:text;color:transparent`;

/**
 * In place: the shop window on St. Hanshaugen at dusk, the name gilded on the glass under the arch
 * the monogram comes from, a coat on the dress form behind it and the hours on the door.
 */
export const shopWindow = () => `
  <div style="position:absolute;inset:0;background:${C.slate}"></div>
  <div style="position:absolute;inset:0;background:repeating-linear-gradient(90deg,rgba(0,0,0,.12) 0 3px,transparent 3px 120px)"></div>
  <div style="position:absolute;left:360px;top:110px;width:900px;height:1140px;border-radius:450px 450px 0 0;background:#2a3240;box-shadow:inset 0 0 0 26px #4a5669,inset 0 0 0 30px #2e3644"></div>
  <div style="position:absolute;left:392px;top:142px;width:836px;height:1108px;border-radius:418px 418px 0 0;overflow:hidden;background:radial-gradient(70% 60% at 50% 60%,#f3e7cf,#d9c7a6 60%,#a8916c)">
    <div style="position:absolute;left:268px;top:330px">${garment('coat', { width: 300, wash: C.moss, color: C.ink, hanger: true, weight: 1.5 })}</div>
    <div style="position:absolute;left:408px;top:300px;width:20px;height:40px;background:#6e5b43"></div>
    <div style="position:absolute;left:330px;top:800px;width:176px;height:14px;border-radius:50%;background:rgba(60,45,30,.35)"></div>
    <div style="position:absolute;inset:0;background:linear-gradient(120deg,rgba(255,255,255,.18),transparent 30%,transparent 60%,rgba(255,255,255,.08) 70%,transparent 80%)"></div>
  </div>
  <div style="position:absolute;left:392px;top:220px;width:836px;display:flex;flex-direction:column;align-items:center;gap:22px">
    <div style="filter:drop-shadow(0 2px 1px rgba(0,0,0,.35))">${monogram(120, C.brass)}</div></div>
  <div style="position:absolute;left:392px;top:1030px;width:836px;display:flex;flex-direction:column;align-items:center;gap:18px;filter:drop-shadow(0 2px 1px rgba(0,0,0,.4))">
    <span style="font:500 50px/1 ${SERIF};letter-spacing:.22em;margin-right:-.22em;white-space:nowrap;${gilt}">NORDIC ATELIER</span>
    <span style="font:600 18px ${SANS};letter-spacing:.42em;margin-right:-.42em;white-space:nowrap;${gilt}">SYDD PÅ BESTILLING · OSLO</span></div>
  <div style="position:absolute;left:1330px;top:300px;width:420px;height:950px;background:#2a3240;box-shadow:inset 0 0 0 20px #4a5669">
    <div style="position:absolute;left:60px;top:80px;right:60px;padding:44px 36px;background:${C.chalk};color:${C.ink};display:flex;flex-direction:column;gap:16px;box-shadow:0 10px 20px rgba(0,0,0,.3)">
      <span style="font:400 40px/1.05 ${SERIF}">Åpent</span>
      ${[
        ['Tirsdag–fredag', '11–18'],
        ['Lørdag', '11–16'],
        ['Søndag–mandag', 'Stengt'],
      ]
        .map(
          ([d, t]) =>
            `<div style="display:flex;justify-content:space-between;font:500 17px ${SANS};border-bottom:1px solid ${C.line};padding-bottom:10px"><span>${d}</span><span>${t}</span></div>`,
        )
        .join('')}
      <span style="font:400 16px/1.5 ${SANS};color:#4a4f59">Prøvetime etter avtale:<br>nordicatelier.no</span></div>
    <div style="position:absolute;left:40px;top:560px;width:16px;height:120px;border-radius:8px;background:linear-gradient(90deg,#8d6a32,#e2c489,#8d6a32)"></div></div>
`;

/**
 * In use: inside the finished coat, the woven label sewn into the lining under the collar, and the
 * slip that names whom it was sewn for, written by hand at the last fitting.
 */
export const label = () => `
  <div style="position:absolute;inset:0;background:${C.moss} repeating-linear-gradient(45deg,rgba(255,255,255,.06) 0 2px,transparent 2px 8px)"></div>
  <div style="position:absolute;left:-200px;top:180px;width:2400px;height:900px;background:#cfc3ae repeating-linear-gradient(-45deg,rgba(255,255,255,.12) 0 1px,transparent 1px 5px);transform:rotate(-6deg);box-shadow:0 -30px 60px rgba(0,0,0,.35),0 30px 60px rgba(0,0,0,.25)"></div>
  <div style="position:absolute;left:-200px;top:640px;width:2400px;height:3px;transform:rotate(-6deg);border-top:3px dashed rgba(90,80,60,.45)"></div>
  <div style="position:absolute;left:560px;top:330px;width:560px;height:330px;transform:rotate(-6deg);background:${C.slate} repeating-linear-gradient(0deg,rgba(255,255,255,.05) 0 1px,transparent 1px 3px);box-shadow:0 8px 14px rgba(0,0,0,.3);display:flex;align-items:center;justify-content:center;gap:40px;outline:2px dashed rgba(233,225,211,.55);outline-offset:-16px">
    ${monogram(110, C.oat)}<div style="display:flex;flex-direction:column;gap:14px;color:${C.oat}"><span style="font:500 34px ${SERIF};letter-spacing:.2em">NORDIC</span><span style="font:500 34px ${SERIF};letter-spacing:.2em">ATELIER</span><span style="font:600 15px ${SANS};letter-spacing:.4em">OSLO</span></div></div>
  <div style="position:absolute;left:1200px;top:400px;width:430px;height:260px;transform:rotate(-4deg);background:${C.chalk};box-shadow:0 8px 14px rgba(0,0,0,.25);padding:34px 40px;display:flex;flex-direction:column;gap:12px;color:${C.ink};outline:1.5px dashed rgba(31,35,43,.35);outline-offset:-10px">
    <span style="font:600 14px ${SANS};letter-spacing:.3em">SYDD FOR</span>
    <span style="font:italic 400 46px/1 ${SERIF}">Ingrid Haugen</span>
    <span style="font:500 17px ${SANS}">Frogner-kåpe · nr. 014 / 2025</span>
    <span style="font:400 15px ${SANS};color:#5a5f69">Ull fra Biella · 4. fra siste prøving</span></div>
  <div style="position:absolute;left:720px;top:760px;width:260px;height:330px;transform:rotate(-8deg);background:#f4f0e8;box-shadow:0 8px 14px rgba(0,0,0,.2);padding:28px;display:flex;flex-direction:column;gap:10px;color:${C.ink};font:500 15px/1.5 ${SANS}">
    <span style="font:600 13px ${SANS};letter-spacing:.28em">STELL</span><span>Tåler ikke vask.<br>Rens, eller luft og børst.<br>Heng på bred kleshenger.</span><span style="margin-top:auto;font:400 13px ${SANS};color:#5a5f69">100 % ull · fôr 100 % cupro</span></div>`;

/**
 * At scale: the fitting room, its tall arched mirror (the shape the monogram is drawn from), the
 * Vika-kjole on the brass rail and the stool, the booking's words on a card by the mirror.
 */
export const fittingRoom = () => `
  <div style="position:absolute;inset:0;background:linear-gradient(100deg,#efe8db,${C.oat} 50%,#d8cebd)"></div>
  <div style="position:absolute;left:0;right:0;top:1040px;bottom:0;background:linear-gradient(180deg,#a98e6c,#937757)"></div>
  <div style="position:absolute;left:620px;top:120px;width:520px;height:940px;border-radius:260px 260px 0 0;background:linear-gradient(160deg,#cfd3d6,#a9b0b6 45%,#d9dcdc 60%,#b2b8bd);box-shadow:inset 0 0 0 14px ${C.brass},inset 0 0 0 16px #8d6a32,0 40px 60px -30px rgba(31,35,43,.5)">
    <div style="position:absolute;left:80px;bottom:0;width:360px;height:260px;background:rgba(150,125,95,.45)"></div>
    <div style="position:absolute;left:120px;top:60px;width:80px;height:700px;background:linear-gradient(90deg,transparent,rgba(255,255,255,.35),transparent);transform:skewX(-12deg)"></div></div>
  <div style="position:absolute;left:1240px;top:240px;width:560px;height:8px;border-radius:4px;background:linear-gradient(#e2c489,${C.brass},#8d6a32)"></div>
  <div style="position:absolute;left:1250px;top:240px;width:8px;height:820px;background:linear-gradient(90deg,#8d6a32,#e2c489,#8d6a32)"></div>
  <div style="position:absolute;left:1782px;top:240px;width:8px;height:820px;background:linear-gradient(90deg,#8d6a32,#e2c489,#8d6a32)"></div>
  <div style="position:absolute;left:1300px;top:205px;filter:drop-shadow(14px 20px 16px rgba(31,35,43,.3))">${garment('dress', { width: 250, wash: C.slate, color: C.ink, hanger: true, weight: 1.5 })}</div>
  <div style="position:absolute;left:1540px;top:205px;filter:drop-shadow(14px 20px 16px rgba(31,35,43,.3))">${garment('blouse', { width: 220, wash: '#e7dccb', color: C.ink, hanger: true, weight: 1.5 })}</div>
  <div style="position:absolute;left:300px;top:860px;width:230px;height:60px;border-radius:30px;background:${C.moss};box-shadow:0 20px 30px -10px rgba(31,35,43,.45)"></div>
  <div style="position:absolute;left:330px;top:910px;width:12px;height:150px;background:#6e5b43"></div><div style="position:absolute;left:490px;top:910px;width:12px;height:150px;background:#6e5b43"></div>
  <div style="position:absolute;left:340px;top:520px;width:220px;height:280px;background:${C.chalk};box-shadow:0 10px 20px rgba(31,35,43,.2);display:flex;flex-direction:column;align-items:center;padding-top:30px;gap:14px;color:${C.ink}">
    ${monogram(54, C.ink)}<span style="font:400 26px ${SERIF}">Prøvetime</span><span style="font:500 15px/1.5 ${SANS};text-align:center">Torsdag 13. mars<br>kl. 14.15</span><span style="font:600 11px ${SANS};letter-spacing:.24em;color:${C.moss}">32 MÅL</span></div>`;
