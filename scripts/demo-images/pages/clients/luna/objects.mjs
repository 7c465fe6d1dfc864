// Luna's products as objects, in moonlight: the hero serum with its carton, the gift box opened on
// its ritual set, and the range on the counter display a concept store stands by the till.
import { lunaScene } from './stage.mjs';

/** Klarserum up close: the label legible, its carton behind, a copper pipette drop on the stone. */
export const heroSerum = ([width, height]) =>
  lunaScene(
    `
const b = add(dropper(P.klar, 1.55)); b.position.set(-.35, 0, .5); b.rotation.y = .12;
const c = add(carton(P.klar, .95, 2.3, .95)); c.position.set(.95, 0, -.55); c.rotation.y = -.42;
const small = add(dropper(P.fukt, 1.0)); small.position.set(-1.45, 0, -.2); small.rotation.y = .5;
camera.position.set(-.2, 2.0, 8.4); camera.lookAt(-.1, 1.2, 0);
`,
    { width, height, moonAt: [1.5, 3.1, -3.9] },
  );

/** The gift box opened: the ritual set in its pearl tray, the lid leaning behind, the card in front. */
export const giftBox = ([width, height]) =>
  lunaScene(
    `
const dusk = std({ color: C.dusk, roughness: .7 }), pearl = std({ color: '#ece6db', roughness: .85 });
const W = 3.2, D = 1.9, H = .5, T = .06;
const box = new THREE.Group(); scene.add(box);
[[W, T, D, 0, T / 2, 0, pearl], [W, H, T, 0, H / 2, -D / 2, dusk], [W, H, T, 0, H / 2, D / 2, dusk], [T, H, D, -W / 2, H / 2, 0, dusk], [T, H, D, W / 2, H / 2, 0, dusk]]
  .forEach(([w, h, d, x, y, z, m]) => { const o = new THREE.Mesh(new THREE.BoxGeometry(w, h, d), m); o.position.set(x, y, z); add(o, box); });
// the tray's cut-outs hold the products upright
const set = [dropper(P.fukt, .82), dropper(P.klar, .82), dropper(P.lys, .82), jar(P.natt, .72)];
set.forEach((o, i) => { o.position.set(-1.1 + i * .72, T, .05); add(o, box); });
box.position.set(0, 0, 0); box.rotation.y = -.08;
// the lid, leaning on the wall behind, its top printed with the full moon and the wordmark
const top = plate(1600, 950, C.dusk); moonOn(top.g, 800, 230, 150, 1, C.moon, 4);
top.g.fillStyle = C.pearl; top.g.textAlign = 'center'; top.g.font = '300 120px "Cormorant Garamond"'; top.g.letterSpacing = '12px'; top.g.fillText('Luna', 800, 520);
top.g.font = '400 30px Jost'; top.g.letterSpacing = '10px'; top.g.fillText('KVELDSRITUALET', 800, 600);
const lid = new THREE.Mesh(new THREE.BoxGeometry(W + .1, D + .1, .3), [dusk, dusk, dusk, dusk, std({ map: tex(top.c), roughness: .7 }), dusk]);
lid.position.set(.2, (D + .1) / 2 * Math.cos(.2) + .02, -1.75); lid.rotation.x = -.2; add(lid);
// the ritual card on the ledge
const card = plate(700, 1000, C.pearl); card.g.fillStyle = C.dusk; card.g.textAlign = 'center'; card.g.font = 'italic 300 92px "Cormorant Garamond"'; card.g.fillText('Kveldsritualet', 350, 200);
RANGE.forEach((p, i) => { moonOn(card.g, 140, 330 + i * 135, 30, p.lit, C.dusk, 2.5); card.g.textAlign = 'left'; card.g.font = '500 44px "Cormorant Garamond"'; card.g.fillText((i + 1) + '. ' + p.name, 200, 345 + i * 135); });
const cardMesh = new THREE.Mesh(new THREE.BoxGeometry(.98, .008, 1.4), [pearl, pearl, std({ map: tex(card.c), roughness: .9 }), pearl, pearl, pearl]);
cardMesh.scale.setScalar(.78); cardMesh.position.set(-1.2, .004, 1.62); cardMesh.rotation.y = .32; add(cardMesh);
camera.position.set(-.2, 5.0, 7.4); camera.lookAt(-.2, .55, .1);
`,
    { width, height, moonAt: [-2.4, 3.6, -3.8] },
  );

/** The counter display a concept store stands by the till: two stone steps, the range, the phases behind. */
export const counterDisplay = ([width, height]) =>
  lunaScene(
    `
const travertine = std({ color: '#e4ddd0', roughness: .75 });
const step1 = add(new THREE.Mesh(new addons.RoundedBoxGeometry(3.6, .35, 1.3, 3, .03), travertine)); step1.position.set(0, .175, .3);
const step2 = add(new THREE.Mesh(new addons.RoundedBoxGeometry(3.6, .35, .75, 3, .03), travertine)); step2.position.set(0, .525, 0);
// the panel is tall enough that the name and the phases stand clear above the bottles
const panel = plate(1800, 1440, C.dusk);
panel.g.fillStyle = C.pearl; panel.g.textAlign = 'center'; panel.g.font = '300 160px "Cormorant Garamond"'; panel.g.letterSpacing = '18px'; panel.g.fillText('Luna', 900, 230);
panel.g.font = '400 34px Jost'; panel.g.letterSpacing = '12px'; panel.g.fillText('PARFYMEFRI HUDPLEIE FRA BERGEN', 900, 320);
RANGE.forEach((p, i) => moonOn(panel.g, 420 + i * 240, 470, 56, p.lit, C.moon, 4));
panel.g.fillStyle = C.copper; panel.g.fillRect(860, 372, 80, 3);
const board = add(new THREE.Mesh(new addons.RoundedBoxGeometry(3.6, 2.9, .08, 3, .02), std({ color: C.dusk }))); board.position.set(0, 2.15, -.42);
const face = new THREE.Mesh(new THREE.PlaneGeometry(3.5, 2.8), std({ map: tex(panel.c), roughness: .8 })); face.position.set(0, 2.15, -.375); scene.add(face);
const front = [tube(P.rens, .72), jar(P.natt, .85)]; front[0].position.set(-1.05, .35, .6); front[1].position.set(1.0, .35, .62);
const back3 = [dropper(P.fukt, .82), dropper(P.klar, .82), dropper(P.lys, .82)]; back3.forEach((o, i) => o.position.set(-.75 + i * .75, .7, .02));
[...front, ...back3].forEach((o) => add(o));
front[1].rotation.y = -.3; front[0].rotation.y = .2;
camera.position.set(0, 2.3, 9.6); camera.lookAt(0, 1.6, 0);
`,
    { width, height, moonAt: [-2.9, 4.6, -4.2] },
  );
