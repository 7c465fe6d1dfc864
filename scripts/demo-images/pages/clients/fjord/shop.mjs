// The shop itself, drawn flat as a sign-painter's elevation: the fascia board over the boathouse
// door with its measurements, and the shelf tags under the loaves, one per bread.
import { C, DISPLAY, FILTERS, TEXT, mark } from './brand.mjs';

const dim = (x, y, len, label, vertical = false) =>
  vertical
    ? `<div style="position:absolute;left:${x}px;top:${y}px;height:${len}px;border-left:1.5px solid #9a8a72;font:500 16px ${TEXT};color:#8a7a62;letter-spacing:.1em"><span style="position:absolute;left:10px;top:50%;white-space:nowrap;transform:translateY(-50%)">${label}</span></div>`
    : `<div style="position:absolute;left:${x}px;top:${y}px;width:${len}px;border-top:1.5px solid #9a8a72;text-align:center;font:500 16px ${TEXT};color:#8a7a62;letter-spacing:.1em;padding-top:8px">${label}</div>`;

export const shopSign = () => `${FILTERS}
  <div style="position:absolute;inset:0;background:#efe8da"></div>
  <div style="position:absolute;left:60px;top:50px;font:500 17px ${TEXT};letter-spacing:.18em;color:#8a7a62">FASADE MOT KAIA · M 1:20 · MALT PÅ TRE</div>
  <!-- the boathouse wall: vertical boards -->
  <div style="position:absolute;left:120px;top:150px;width:960px;height:1000px;background:repeating-linear-gradient(90deg,#2c4b6c 0 76px,#233f5d 76px 80px);box-shadow:0 30px 60px -30px rgba(20,30,40,.5)">
    <!-- the fascia board -->
    <div style="position:absolute;left:90px;top:70px;width:780px;height:210px;background:${C.flour};border-radius:6px;box-shadow:0 8px 0 #d6cbb6,0 20px 30px rgba(0,0,0,.35);display:flex;align-items:center;justify-content:center;gap:34px;color:${C.sea}">
      ${mark(130, C.sea, { stroke: 7 })}
      <div class="col" style="gap:4px"><span style="font:italic 800 86px/1 ${DISPLAY};letter-spacing:-.01em;white-space:nowrap;filter:url(#hand)">Fjord Bakery</span>
        <span style="font:600 20px ${TEXT};letter-spacing:.42em;padding-left:6px">SURDEIGSBAKERI I NAUSTET</span></div>
    </div>
    <!-- lamps over the sign -->
    ${[260, 700].map((x) => `<div style="position:absolute;left:${x}px;top:22px;width:70px;height:34px;border-radius:35px 35px 4px 4px;background:#1a1a1a"></div><div style="position:absolute;left:${x - 40}px;top:70px;width:150px;height:160px;background:radial-gradient(60% 60% at 50% 0,rgba(255,230,170,.4),transparent)"></div>`).join('')}
    <!-- the door with its glass, opening hours lettered on it -->
    <div style="position:absolute;left:340px;top:370px;width:280px;height:630px;background:${C.crust};border:10px solid #8a5226;border-bottom:none">
      <div style="position:absolute;left:26px;top:26px;right:26px;height:330px;background:linear-gradient(160deg,#3b3a34,#1c1c1a);border:6px solid #8a5226">
        <div class="col" style="position:absolute;inset:0;align-items:center;justify-content:center;gap:8px;color:#f5e9cf">
          <span style="font:italic 600 30px ${DISPLAY}">Åpent</span>
          <span style="font:500 16px/1.6 ${TEXT};letter-spacing:.06em;text-align:center">TIR–FRE 07–17<br>LØR 08–15<br>SØN–MAN STENGT</span></div></div>
      <div style="position:absolute;right:24px;top:420px;width:14px;height:60px;border-radius:7px;background:#d9b36a"></div>
    </div>
    <!-- a window either side with loaves on the sill -->
    ${[90, 690]
      .map(
        (
          x,
        ) => `<div style="position:absolute;left:${x}px;top:420px;width:180px;height:300px;background:linear-gradient(170deg,#f4d9a4,#c58b4e);border:10px solid ${C.flour}">
      ${[0, 1, 2].map((i) => `<div style="position:absolute;left:${14 + i * 50}px;bottom:${i % 2 ? 16 : 12}px;width:${i === 1 ? 58 : 48}px;height:30px;border-radius:50% 50% 10px 10px;background:radial-gradient(70% 80% at 40% 30%,#c78440,#7a4520)"></div>`).join('')}</div>`,
      )
      .join('')}
  </div>
  ${dim(210, 1170, 780, '2 400 MM')}
  ${dim(1100, 220, 210, '640', true)}
  <div style="position:absolute;right:60px;top:50px;font:italic 400 26px ${DISPLAY};color:${C.crust}">Kremhvit, havblå, skorpebrun</div>`;

const TAGS = [
  ['Surdeigsbrød', 'Hvetemel, sammalt rug, vann, salt', 68],
  ['Rugbrød', 'Rug, solsikkekjerner, sirup, salt', 72],
  ['Spelt & honning', 'Speltmel, honning fra Valldal, salt', 74],
  ['Havrebrød', 'Havregryn, hvete, kefir, salt', 64],
  ['Baguette', 'Hvetemel, vann, salt, gjær', 42],
];

const loaf = (i) => {
  const wide = i === 4;
  return `<div style="position:absolute;left:50%;bottom:0;width:${wide ? 290 : 240}px;height:${wide ? 70 : 140}px;margin-left:${wide ? -145 : -120}px;border-radius:${wide ? '40px' : '50% 50% 14px 14px'};background:radial-gradient(80% 90% at 40% 25%,#d08c48,#8a4c22 70%,#5c3216);box-shadow:0 10px 14px -6px rgba(40,20,5,.5)">
    <svg style="position:absolute;inset:0" width="100%" height="100%" viewBox="0 0 100 50" preserveAspectRatio="none" fill="none" stroke="#f0dcb6" stroke-width="2.5" stroke-linecap="round" opacity=".85">
      <path d="${['M20 22C30 12 40 12 50 20S70 28 80 18', 'M22 12L38 32M44 12L60 32M66 12L80 30', 'M18 26C36 12 62 12 82 22', 'M32 12L68 34M32 34L68 12', 'M15 25L30 20M40 25L55 20M65 25L80 20'][i]}"/></svg></div>`;
};

export const shelfTags = () => `${FILTERS}
  <div style="position:absolute;inset:0;background:linear-gradient(180deg,#2c4b6c,#1d3652)"></div>
  <div style="position:absolute;left:0;right:0;top:0;height:330px;background:repeating-linear-gradient(90deg,rgba(0,0,0,.14) 0 3px,transparent 3px 120px)"></div>
  <div style="position:absolute;left:0;right:0;top:330px;height:34px;background:linear-gradient(180deg,#d2ab78,#a9824f);box-shadow:0 14px 24px rgba(0,0,0,.35)"></div>
  <div style="position:absolute;left:60px;right:60px;top:0;height:330px;display:grid;grid-template-columns:repeat(5,1fr)">${TAGS.map((_, i) => `<div style="position:relative">${loaf(i)}</div>`).join('')}</div>
  <div style="position:absolute;left:60px;right:60px;top:350px;display:grid;grid-template-columns:repeat(5,1fr);gap:36px">
    ${TAGS.map(
      (
        [name, ingredients, price],
        i,
      ) => `<div style="position:relative;transform:rotate(${[-2, 1.5, -1, 2, -1.5][i]}deg);transform-origin:50% 0">
        <div style="margin:0 auto;width:8px;height:40px;background:#e8e2d4;border-radius:2px"></div>
        <div style="position:relative;background:${C.kraft};border-radius:6px;padding:22px 24px 20px;color:${C.deep};box-shadow:0 16px 26px -10px rgba(0,0,0,.5)">
          <div style="font:italic 600 36px/1 ${DISPLAY}">${name}</div>
          <div style="margin-top:12px;font:400 16px/1.4 ${TEXT};opacity:.8">${ingredients}</div>
          <div class="row" style="margin-top:16px;align-items:flex-end;justify-content:space-between">
            ${mark(44, C.sea, { stroke: 9, filter: 'ink' })}<span style="font:600 46px/1 ${TEXT};color:${C.sea};letter-spacing:-.01em">${price}<span style="font-size:22px;margin-left:6px">kr</span></span></div>
        </div></div>`,
    ).join('')}
  </div>`;
