// Fjord Bakery's case-study scenes (hero, gallery-1…3), drawn in the identity instead of the old
// SVG art: the bread itself first, then the shop's things where they are used.
import { fjordScene } from './stage.mjs';

// Browser-side: a scored loaf (the wave is its ear) and the same loaf cut, its crumb towards us.
export const LOAVES = `
function crustTex(score = true) {
  const c = document.createElement('canvas'); c.width = 1024; c.height = 512; const g = c.getContext('2d');
  const grd = g.createLinearGradient(0, 0, 0, 512); grd.addColorStop(0, '#ecdcbd'); grd.addColorStop(.28, '#b4743d'); grd.addColorStop(.6, '#7a4520'); grd.addColorStop(1, '#4d2a12');
  g.fillStyle = grd; g.fillRect(0, 0, 1024, 512); for (let i = 0; i < 5000; i++) { g.fillStyle = 'rgba(255,250,240,' + rnd() * .5 + ')'; g.fillRect(rnd() * 1024, rnd() * rnd() * 300, 2, 2); }
  if (score) { g.strokeStyle = '#f3e2c0'; g.lineWidth = 18; g.lineCap = 'round'; g.beginPath(); g.moveTo(0, 130); for (let x = 0; x <= 1024; x += 16) g.lineTo(x, 130 + Math.sin(x / 1024 * Math.PI * 4) * 28); g.stroke(); }
  return tex(c);
}
// an uneven bake: the dome sags a little and the base flattens on the board
const bake = (geo) => { const p = geo.attributes.position; for (let i = 0; i < p.count; i++) { const x = p.getX(i), y = p.getY(i), z = p.getZ(i); const k = 1 + .05 * Math.sin(x * 9 + z * 5) + .03 * Math.sin(z * 13); p.setXYZ(i, x * k, Math.max(y * k, -.28), z * k); } geo.computeVertexNormals(); return geo; };
function loaf(score = true) { const m = new THREE.Mesh(bake(new THREE.SphereGeometry(.5, 96, 64)), mat(crustTex(score), .9)); m.castShadow = m.receiveShadow = true; return m; }
function cutLoaf() {
  const g = new THREE.Group();
  const half = new THREE.Mesh(bake(new THREE.SphereGeometry(.5, 96, 64, Math.PI, Math.PI)), mat(crustTex(), .9)); half.castShadow = half.receiveShadow = true; g.add(half);
  // the crumb: open sourdough holes, denser near the crust
  const c = document.createElement('canvas'); c.width = c.height = 1024; const cg = c.getContext('2d');
  cg.fillStyle = '#6d3c1a'; cg.fillRect(0, 0, 1024, 1024); cg.fillStyle = '#eedfc2'; cg.beginPath(); cg.arc(512, 512, 478, 0, 6.283); cg.fill();
  for (let i = 0; i < 240; i++) { const a = rnd() * 6.283, d = Math.sqrt(rnd()) * 430, r = 3 + rnd() * (d < 300 ? 18 : 7);
    cg.fillStyle = 'rgba(' + (140 + rnd() * 25) + ',' + (105 + rnd() * 15) + ',' + (70 + rnd() * 10) + ',' + (.3 + rnd() * .35) + ')'; cg.beginPath(); cg.ellipse(512 + Math.cos(a) * d, 512 + Math.sin(a) * d, r * 1.4, r, rnd() * 3, 0, 6.283); cg.fill(); }
  const face = new THREE.Mesh(bake(new THREE.CircleGeometry(.5, 96)), mat(tex(c), .95)); face.receiveShadow = true; g.add(face);
  return g;
}
`;

/**
 * The hero: the morning's bread on the board, one loaf cut to its crumb, the bag it goes home in,
 * and the board's price card in Fraunces. The group sits in the middle so every crop keeps it.
 */
export const hero = ([width, height]) =>
  fjordScene(
    `${LOAVES}
// the bread board: end-grain oak with a handle, the stamp burnt into its corner
const wood = grain(1024, 512, '#c79a66', '#6b4020'); stampOn(wood.g, 880, 400, 90, 'rgba(70,40,18,.8)', .2);
const board = box(3.4, .12, 1.9, [mat('#a9783f'), mat('#a9783f'), mat(tex(wood.c), .65), mat('#a9783f'), mat('#9c6d38'), mat('#a9783f')]); board.position.set(-.05, .06, .35); board.rotation.y = -.08; scene.add(board);
const handle = box(.7, .12, .46, mat('#a9783f')); handle.position.set(1.75, .06, .2); handle.rotation.y = -.08; scene.add(handle);
const l1 = loaf(); l1.scale.set(1.5, .74, 1.05); l1.position.set(-.75, .32, .05); l1.rotation.y = .35; scene.add(l1);
const cut = cutLoaf(); cut.scale.set(1.35, .72, 1.0); cut.position.set(.55, .32, .62); cut.rotation.y = -.45; scene.add(cut);
const l2 = loaf(false); l2.scale.set(.9, .62, .9); l2.position.set(1.25, .28, -.2); scene.add(l2);
// crumbs and flour by the cut
const crumbs = new THREE.Points(new THREE.BufferGeometry().setFromPoints(Array.from({ length: 160 }, () => new THREE.Vector3(.2 + rnd() * 1.4, .125, .95 + rnd() * .5))), new THREE.PointsMaterial({ color: '#e6cfa4', size: .03 }));
scene.add(crumbs);
// the kraft bag behind, stamped, folded over
const front = surface(1024, 1760, '#c9a06d', ['#8d6a40', '#e2c397', '#a57c4d']); stampOn(front.g, 512, 700, 300, '#23405f', -0.08);
front.g.fillStyle = '#23405f'; front.g.textAlign = 'center'; front.g.font = 'italic 400 84px Fraunces'; front.g.fillText('surdeigsbrød', 512, 1230);
const side = surface(512, 1760, '#c29867', ['#8d6a40', '#e2c397']);
const kF = mat(tex(front.c), .95), kS = mat(tex(side.c), .95);
const bag = box(1.1, 1.9, .6, [kS, kS, mat('#c49a68'), kS, kF, kS]); bag.position.set(-1.45, .95, -1.1); bag.rotation.y = .22; scene.add(bag);
// the price card, folded into a tent on the board
const card = document.createElement('canvas'); card.width = 1000; card.height = 620; const k = card.getContext('2d');
k.fillStyle = '#f6f0e4'; k.fillRect(0, 0, 1000, 620); k.fillStyle = '#23405f'; k.textAlign = 'center';
k.font = 'italic 600 128px Fraunces'; k.fillText('Fjordbrød', 500, 210);
k.font = '500 40px "Work Sans"'; k.letterSpacing = '6px'; k.fillText('SURDEIG · RUG · HAVSALT', 500, 310);
k.font = '800 150px Fraunces'; k.letterSpacing = '0px'; k.fillText('62 kr', 500, 510);
const tent = new THREE.Group(); const paper = mat('#f6f0e4', .9);
const faceA = box(.95, .59, .012, [paper, paper, paper, paper, mat(tex(card), .9), paper]); faceA.position.set(0, .27, .13); faceA.rotation.x = -.42; tent.add(faceA);
const faceB = box(.95, .59, .012, paper); faceB.position.set(0, .27, -.13); faceB.rotation.x = .42; tent.add(faceB);
tent.position.set(-.55, .12, 1.0); tent.rotation.y = .18; scene.add(tent);
camera.position.set(-.1, 2.2, 6.4); camera.lookAt(-.1, .72, .2);
`,
    { width, height },
  );

// Browser-side: the stamped kraft bag, folded over, with an order slip tucked under its fold.
const BAG = `
function orderBag(name, order, s = 1) {
  const front = surface(1024, 1760, '#c9a06d', ['#8d6a40', '#e2c397', '#a57c4d']); stampOn(front.g, 512, 820, 280, '#23405f', -0.08 + rnd() * .16);
  const side = surface(512, 1760, '#c29867', ['#8d6a40', '#e2c397']);
  const kF = mat(tex(front.c), .95), kS = mat(tex(side.c), .95);
  const g = new THREE.Group();
  const bag = box(1.05 * s, 1.7 * s, .55 * s, [kS, kS, mat('#c49a68'), kS, kF, kS]); bag.position.y = .85 * s; g.add(bag);
  const fold = box(1.07 * s, .3 * s, .05 * s, mat('#b98c5b', .95)); fold.position.set(0, 1.6 * s, .29 * s); fold.rotation.x = .2; g.add(fold);
  const slip = document.createElement('canvas'); slip.width = 600; slip.height = 420; const k = slip.getContext('2d');
  k.fillStyle = '#f6f0e4'; k.fillRect(0, 0, 600, 420); k.fillStyle = '#23405f'; k.font = 'italic 600 96px Fraunces'; k.fillText(name, 40, 130);
  k.font = '500 40px "Work Sans"'; order.split('\\n').forEach((line, i) => k.fillText(line, 40, 230 + i * 60));
  const paper = mat('#f6f0e4', .9);
  const sl = box(.62 * s, .44 * s, .01, [paper, paper, paper, paper, mat(tex(slip), .9), paper]); sl.position.set(-.05 * s, .36 * s, .285 * s); sl.rotation.set(0, 0, -.05 + rnd() * .1); g.add(sl);
  return g;
}`;

/** In use: the day's pre-orders on the counter, each bag stamped and named, waiting to be picked up. */
export const orders = ([width, height]) =>
  fjordScene(
    `${LOAVES}${BAG}
[['Kari', '2 × Fjordbrød'], ['Nils', 'Rugbrød\\n4 skoleboller'], ['Aud', '6 kanelsnurr'], ['Sara', 'Fjordbrød\\nKardemommeknute']].forEach(([n, o], i) => {
  const b = orderBag(n, o); b.position.set(-2.3 + i * 1.45, 0, (i % 2) * .25); b.rotation.y = .12 - i * .07; scene.add(b);
});
const l = loaf(); l.scale.set(1.2, .62, .9); l.position.set(-.15, .27, 2.1); l.rotation.y = -.25; scene.add(l);
camera.position.set(-.1, 2.6, 7.6); camera.lookAt(-.1, .95, .3);
`,
    { width, height },
  );

/** At scale: Saturday's first tray of kanelsnurr out of the oven, with the shelf's price card. */
export const tray = ([width, height]) =>
  fjordScene(
    `
const sheet = box(4.6, .05, 2.7, mat('#2b2b2e', .45)); sheet.position.set(0, .025, .25); sheet.rotation.y = -.06; scene.add(sheet);
const paperB = box(4.4, .005, 2.5, mat('#efe3c8', .95)); paperB.position.set(0, .055, 0); sheet.add(paperB);
const dough = mat('#b06a2c', .7), glaze = new THREE.PointsMaterial({ color: '#fffaf0', size: .03 });
for (let r = 0; r < 3; r++) for (let c = 0; c < 5; c++) {
  // a kanelsnurr is a rolled spiral of dough, two and a half turns, risen a little in the middle
  const pts = Array.from({ length: 90 }, (_, i) => { const t = i / 89, a = t * Math.PI * 5, r = .04 + t * .28; return new THREE.Vector3(Math.cos(a) * r, Math.sin(a) * r, .04 * (1 - t)); });
  const k = new THREE.Mesh(new THREE.TubeGeometry(new THREE.CatmullRomCurve3(pts), 240, .075, 16), dough); k.scale.set(1, 1, 1.1); k.rotation.set(-Math.PI / 2, 0, rnd() * 6);
  k.position.set(-1.72 + c * .86, .1, -.82 + r * .82); k.castShadow = k.receiveShadow = true; sheet.add(k);
  const sugar = new THREE.Points(new THREE.BufferGeometry().setFromPoints(Array.from({ length: 90 }, () => { const a = rnd() * 6.283, q = .1 + rnd() * .22; return new THREE.Vector3(k.position.x + Math.cos(a) * q, .18 + rnd() * .04, k.position.z + Math.sin(a) * q * .85); })), glaze); sheet.add(sugar);
}
// the price card in a small oak block, as it stands on the shelf later
const card = document.createElement('canvas'); card.width = 900; card.height = 640; const g = card.getContext('2d');
g.fillStyle = '#f6f0e4'; g.fillRect(0, 0, 900, 640); g.fillStyle = '#23405f'; g.textAlign = 'center';
g.font = 'italic 600 120px Fraunces'; g.fillText('Kanelsnurr', 450, 200); g.font = '500 38px "Work Sans"'; g.letterSpacing = '6px'; g.fillText('SMØR · KANEL · KARDEMOMME', 450, 300);
g.font = '800 150px Fraunces'; g.letterSpacing = '0px'; g.fillText('42 kr', 450, 500); stampOn(g, 790, 560, 60, 'rgba(35,64,95,.85)', .3);
const paper = mat('#f6f0e4', .9);
const c = box(1.1, .78, .012, [paper, paper, paper, paper, mat(tex(card), .9), paper]); c.position.set(1.2, .52, 1.95); c.rotation.set(-.18, -.25, 0); scene.add(c);
const block = box(.8, .12, .2, mat('#a9783f', .7)); block.position.set(1.2, .06, 1.9); block.rotation.y = -.25; scene.add(block);
camera.position.set(0, 4.6, 7.0); camera.lookAt(0, .3, .5);
`,
    { width, height },
  );

/** In place: the morning's delivery crate for a café on Brosundet, the stamp burnt into its side. */
export const crate = ([width, height]) =>
  fjordScene(
    `${LOAVES}
const wood = grain(1024, 400, '#c9a06d', '#7a4e26'); stampOn(wood.g, 512, 200, 150, 'rgba(60,34,14,.85)', -.05);
wood.g.fillStyle = 'rgba(60,34,14,.85)'; wood.g.font = '600 34px "Work Sans"'; wood.g.letterSpacing = '8px'; wood.g.fillText('RETUR TIL FJORD', 60, 380);
const side = mat(tex(wood.c), .8), plain = mat('#c9a06d', .8);
const W = 3.0, D = 1.7, H = .9, T = .07;
const crateG = new THREE.Group();
[[W, T, D, 0, T / 2, 0, plain], [W, H, T, 0, H / 2, D / 2, side], [W, H, T, 0, H / 2, -D / 2, plain], [T, H, D, -W / 2, H / 2, 0, plain], [T, H, D, W / 2, H / 2, 0, plain]].forEach(([w, h, d, x, y, z, m]) => { const o = box(w, h, d, m); o.position.set(x, y, z); crateG.add(o); });
for (let i = 0; i < 6; i++) { const l = loaf(i % 2 === 0); l.scale.set(1.3, .68, .95); l.position.set(-.95 + (i % 3) * .95, .5 + (i > 2 ? .12 : 0), -.4 + (i > 2 ? .75 : 0) - (i > 2 ? .0 : 0)); l.rotation.set(0, .2 + rnd() * .5, 0); crateG.add(l); }
crateG.position.set(-.2, 0, .1); crateG.rotation.y = .12; scene.add(crateG);
// the delivery note clipped to the crate's front
const note = document.createElement('canvas'); note.width = 700; note.height = 500; const g = note.getContext('2d');
g.fillStyle = '#f6f0e4'; g.fillRect(0, 0, 700, 500); g.fillStyle = '#23405f'; g.font = '600 32px "Work Sans"'; g.letterSpacing = '5px'; g.fillText('LEVERING 07.15', 50, 80);
g.letterSpacing = '0px'; g.font = 'italic 600 78px Fraunces'; g.fillText('Café Lyst', 50, 190); g.font = '400 38px "Work Sans"'; g.fillText('Brosundet 4', 50, 250);
g.font = '500 40px "Work Sans"'; g.fillText('6 × Fjordbrød', 50, 350); g.fillText('20 × kanelsnurr', 50, 410);
const paper = mat('#f6f0e4', .9);
const n = box(.7, .5, .01, [paper, paper, paper, paper, mat(tex(note), .9), paper]); n.position.set(1.05, .5, 1.03); n.rotation.set(0, .12, .05); scene.add(n);
camera.position.set(-.1, 3.0, 6.0); camera.lookAt(0, .6, .3);
`,
    { width, height },
  );
