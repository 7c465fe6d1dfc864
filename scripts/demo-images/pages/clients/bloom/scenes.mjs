// Bloom's hero and gallery scenes, in the studio's own picture language instead of the old SVG
// mock-ups: flat illustrated women drawn from the skeleton (./figures.mjs), the day's colours and
// the booking screens with their real classes and times.
import { phone } from '../../kit.mjs';
import { C, CLASSES, bloomMark, bloomPage } from './brand.mjs';
import { figure } from './figures.mjs';
import { chooseScreen } from './site.mjs';

const HERO = [2400, 1500];

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

export const scenes = { hero };
