// Vera's hero and gallery scenes, drawn in her type instead of the old SVG mock-ups: the site on a
// laptop and a phone in window light, the programme page on a tablet beside the printed plan, the
// figure of the year at the size of a stage, and the site's pages side by side.
import { phone } from '../../kit.mjs';
import { C, veraPage } from './brand.mjs';
import { frontPage, programmePage } from './site.mjs';

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

export const scenes = { hero };
