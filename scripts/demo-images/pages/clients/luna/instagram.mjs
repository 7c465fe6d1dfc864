// Instagram as a night sky, not a template: the top row is one photograph of the moon rising over
// Byfjorden cut in three, and the tiles under it alternate a texture, a number and a sentence.
import { phone } from '../../kit.mjs';
import { C, SANS, SERIF, moon, wordmark } from './brand.mjs';

const TILE = 116;
const tile = (inner, style = '') =>
  `<div style="position:relative;width:${TILE}px;height:${TILE}px;overflow:hidden;${style}">${inner}</div>`;

// The panorama, drawn once, three tiles wide: dusk, the moon, the mountains of Bergen, its path on the water.
const panorama = (
  w,
  h,
) => `<div style="position:relative;width:${w}px;height:${h}px;overflow:hidden;background:linear-gradient(180deg,#0e1428,#25325c 62%,#3b4a7a 64%,#17203c)">
  <div style="position:absolute;left:${w * 0.62}px;top:${h * 0.16}px;width:${h * 0.3}px;height:${h * 0.3}px;border-radius:50%;background:${C.moon};box-shadow:0 0 40px 10px rgba(233,228,216,.35)"></div>
  <div style="position:absolute;left:0;right:0;top:${h * 0.4}px;height:${h * 0.25}px;background:#121a33;clip-path:polygon(0 60%,12% 20%,22% 45%,34% 5%,46% 50%,58% 30%,70% 62%,84% 25%,100% 55%,100% 100%,0 100%)"></div>
  <div style="position:absolute;left:${w * 0.6}px;width:${h * 0.34}px;top:${h * 0.66}px;bottom:0;background:repeating-linear-gradient(180deg,rgba(233,228,216,.55) 0 2px,transparent 2px 7px);filter:blur(.6px);opacity:.8"></div>
</div>`;

const serum = `background:radial-gradient(30% 30% at 35% 40%,rgba(255,255,255,.85),transparent 60%),radial-gradient(45% 45% at 40% 45%,#e8b890,#b8703f 55%,#6b3a1c);`;
const cream = `background:repeating-radial-gradient(circle at 30% 70%,#f3eee6 0 9px,#e4dccf 11px 14px,#f6f2ea 16px 22px);`;

const screen = () => `<div style="width:364px;height:784px;background:#fff;color:#111;font-family:${SANS}">
  <div class="row" style="padding:58px 18px 10px;justify-content:space-between;align-items:center;font:500 17px ${SANS}"><span>lunaskincare</span><span style="font-size:22px">≡</span></div>
  <div class="row" style="padding:6px 18px;gap:22px;align-items:center">
    <div style="width:78px;height:78px;border-radius:50%;background:${C.dusk};display:grid;place-items:center">${moon(40, 0.5, C.pearl)}</div>
    ${[
      ['148', 'innlegg'],
      ['21,4k', 'følgere'],
      ['310', 'følger'],
    ]
      .map(
        ([n, t]) =>
          `<div class="col" style="align-items:center;font:500 16px ${SANS}">${n}<span style="font:400 12px ${SANS};color:#555">${t}</span></div>`,
      )
      .join('')}</div>
  <div style="padding:6px 18px 12px;font:400 13px/1.45 ${SANS}"><b style="font-weight:500">Luna Skincare</b><br>Parfymefri hudpleie, formulert i Bergen av kjemiker Ingrid Solberg.<br><span style="color:#2b4a8a">lunaskincare.no/ritual</span></div>
  <div class="row" style="gap:14px;padding:0 18px 12px">${['Ritualet', 'Fasene', 'Lab'].map((t, i) => `<div class="col" style="align-items:center;gap:4px;font:400 11px ${SANS}"><div style="width:54px;height:54px;border-radius:50%;border:1px solid #ddd;display:grid;place-items:center;background:${C.pearl}">${moon(30, [0.25, 0.5, 1][i], C.dusk)}</div>${t}</div>`).join('')}</div>
  <div style="display:grid;grid-template-columns:repeat(3,${TILE}px);gap:2px;margin-left:2px">
    <div style="grid-column:span 3;height:${TILE}px;position:relative">${panorama(TILE * 3 + 4, TILE)}<div style="position:absolute;left:${TILE}px;top:0;bottom:0;width:2px;background:#fff"></div><div style="position:absolute;left:${TILE * 2 + 2}px;top:0;bottom:0;width:2px;background:#fff"></div></div>
    ${tile(`<div style="position:absolute;inset:0;display:grid;place-items:center;padding:10px;text-align:center;font:italic 400 19px/1.1 ${SERIF};color:${C.dusk}">Huden trenger natt, den også.</div>`, `background:${C.pearl}`)}
    ${tile('', serum)}
    ${tile(`<div style="position:absolute;inset:0;display:grid;place-items:center;font:300 38px ${SANS};color:${C.pearl}">10\u202f%</div>`, `background:${C.dusk}`)}
    ${tile('', cream)}
    ${tile(`<div style="position:absolute;inset:0;display:grid;place-items:center">${moon(62, 0.75, C.moon)}</div>`, `background:${C.night}`)}
    ${tile(`<div class="col" style="position:absolute;inset:0;justify-content:center;align-items:center;gap:6px;color:${C.dusk}"><span style="font:500 9px ${SANS};letter-spacing:.2em">NY I SERIEN</span><span style="font:italic 400 22px ${SERIF}">Nattkrem</span></div>`, `background:#e6dccd`)}
    ${tile('', `background:linear-gradient(160deg,#b8703f,#6b3a1c)`)}
    ${tile(`<div style="position:absolute;inset:0;display:grid;place-items:center;font:italic 300 19px/1.1 ${SERIF};color:${C.pearl};text-align:center;padding:8px">Laget i Bergen, testet i regnet.</div>`, `background:${C.dusk}`)}
    ${tile('', serum + 'filter:hue-rotate(190deg) saturate(.5)')}
  </div></div>`;

export const instagram = () => `
  <div style="position:absolute;inset:0;background:linear-gradient(140deg,${C.pearl},#dcd6ca)"></div>
  <div style="position:absolute;left:110px;top:110px;">${phone(screen(), { scale: 1.2 })}</div>
  <div class="col" style="position:absolute;left:680px;top:140px;right:90px;gap:30px;color:${C.dusk}">
    ${wordmark(40, C.dusk)}
    <span style="font:300 46px/1.15 ${SERIF}">Den øverste raden er ett bilde: månen over Byfjorden, delt i tre.</span>
    <span style="font:300 20px/1.6 ${SANS};color:#3a4260">Hver ny serie begynner med et panorama. Under veksler tekstur, tall og én setning, så rutenettet aldri blir en mal som gjentar seg.</span>
    <div style="width:420px;height:140px;overflow:hidden;border-radius:2px;box-shadow:0 20px 40px -20px rgba(20,27,51,.6)">${panorama(420, 140)}</div>
    <div class="row" style="gap:14px">${[0, 0.25, 0.5, 0.75, 1].map((l) => moon(44, l, C.dusk)).join('')}</div>
  </div>`;
