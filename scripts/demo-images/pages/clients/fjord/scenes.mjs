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
