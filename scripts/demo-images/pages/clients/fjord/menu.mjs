// The menu board over the counter: painted sea-blue, lettered in chalk-white Fraunces, prices in
// Work Sans figures so they line up. Real items and prices, as the sisters chalk them each morning.
import { C, DISPLAY, FILTERS, TEXT, mark } from './brand.mjs';

const COLUMNS = [
  {
    title: 'Brød',
    items: [
      ['Surdeigsbrød', 'hvete, rug, 36 timer', 68],
      ['Rugbrød med solsikke', 'grovt, seigt, godt', 72],
      ['Spelt & honning', 'fra Valldal', 74],
      ['Baguette', 'hver morgen kl. 07', 42],
    ],
  },
  {
    title: 'Søtt',
    items: [
      ['Kanelsnurr', 'med kardemomme', 38],
      ['Skolebolle', 'vaniljekrem & kokos', 36],
      ['Kardemommeknute', 'søsters favoritt', 38],
      ['Bringebærterte', 'lørdag og søndag', 52],
    ],
  },
  {
    title: 'Drikke',
    items: [
      ['Kaffe', 'påfyll 10 kr', 35],
      ['Cortado', 'havre uten tillegg', 42],
      ['Kakao med krem', 'til store og små', 45],
      ['Eplemost', 'fra Hardanger', 39],
    ],
  },
];

const row = ([name, note, price]) => `
  <div class="row" style="align-items:baseline;gap:14px;padding:14px 0">
    <div class="col" style="gap:3px"><span style="font:italic 400 38px/1 ${DISPLAY}">${name}</span><span style="font:400 17px ${TEXT};opacity:.6;letter-spacing:.02em">${note}</span></div>
    <span style="flex:1;border-bottom:2px dotted rgba(241,236,224,.3);transform:translateY(-8px)"></span>
    <span style="font:500 30px ${TEXT};font-variant-numeric:tabular-nums">${price}</span></div>`;

export const menuBoard = () => `${FILTERS}
  <div style="position:absolute;inset:0;background:#6b4a30 repeating-linear-gradient(90deg,rgba(0,0,0,.08) 0 2px,transparent 2px 9px)"></div>
  <div style="position:absolute;inset:26px;border-radius:8px;background:radial-gradient(130% 120% at 30% 20%,#2d4d70,${C.deep});box-shadow:inset 0 0 0 10px #4a3220,inset 0 0 60px rgba(0,0,0,.45);color:${C.chalk};padding:52px 84px">
    <div style="position:absolute;inset:0;opacity:.18;background:radial-gradient(circle at 20% 30%,#fff 0 1px,transparent 1.5px) 0 0/23px 31px,radial-gradient(circle at 70% 60%,#fff 0 .8px,transparent 1.2px) 0 0/37px 29px"></div>
    <div class="row" style="align-items:center;gap:22px;margin-bottom:26px;filter:url(#hand)">
      ${mark(70, C.chalk, { stroke: 6, filter: 'none' })}
      <span style="font:italic 800 64px/1 ${DISPLAY};letter-spacing:-.01em">Dagens bakst</span>
      <span style="flex:1"></span>
      <span style="font:italic 300 30px ${DISPLAY};opacity:.85">Surdeigen heter Gunnar. Han er 9 år.</span>
    </div>
    <div class="row" style="gap:70px">
      ${COLUMNS.map(
        ({ title, items }) => `<div class="col" style="flex:1">
          <div style="font:600 20px ${TEXT};letter-spacing:.3em;text-transform:uppercase;color:#e6b98a;padding-bottom:6px;border-bottom:2px solid rgba(230,185,138,.5)">${title}</div>
          ${items.map(row).join('')}</div>`,
      ).join('')}
    </div>
    <div style="position:absolute;left:84px;right:84px;bottom:30px;display:flex;justify-content:space-between;font:500 18px ${TEXT};letter-spacing:.12em;opacity:.75">
      <span>ALT ER BAKT HER I NAUSTET, FRA KL. 05.30</span><span>VIPPS 512 48 · KORT · KONTANT</span></div>
  </div>`;
