// Fjord's packaging as objects: the kraft bread bag and the pastry box on the counter, and the
// takeaway cup in its sleeve. Every print is the one-colour stamp, as the sisters apply it by hand.
import { fjordScene } from './stage.mjs';

/** The bread bag, folded over and sealed with a sticker, beside the tied pastry box and a loaf. */
export const bagAndBox = (size) =>
  fjordScene(
    `
// bag: kraft with side gussets, the stamp on the front, a date stamp under it
const front = surface(1024, 1760, '#c9a06d', ['#8d6a40', '#e2c397', '#a57c4d']);
front.g.fillStyle = 'rgba(90,60,30,.16)'; front.g.fillRect(0, 0, 1024, 40);
stampOn(front.g, 512, 760, 300, '#23405f', -0.08);
front.g.fillStyle = '#23405f'; front.g.font = '600 44px "Work Sans"'; front.g.textAlign = 'center'; front.g.letterSpacing = '8px';
front.g.fillText('BAKT 14.03', 512, 1220); speckle(front.g, 512, 1205, 160, 500);
front.g.font = 'italic 400 78px Fraunces'; front.g.letterSpacing = '0px'; front.g.fillText('surdeigsbrød', 512, 1420);
const side = surface(512, 1760, '#c29867', ['#8d6a40', '#e2c397']); side.g.strokeStyle = 'rgba(80,50,20,.25)'; side.g.lineWidth = 3; side.g.beginPath(); side.g.moveTo(256, 0); side.g.lineTo(256, 1760); side.g.stroke();
const kraftF = mat(tex(front.c), .95), kraftS = mat(tex(side.c), .95), plain = mat('#c49a68', .95);
const bag = box(1.15, 2.0, .62, [kraftS, kraftS, plain, plain, kraftF, kraftS]); bag.position.set(-1.05, 1.0, -.25); bag.rotation.y = .32; scene.add(bag);
const fold = box(1.17, .34, .05, mat('#b98c5b', .95)); fold.position.set(0, .92, .33); fold.rotation.x = .22; bag.add(fold);
const seal = new THREE.Mesh(new THREE.CircleGeometry(.13, 40), mat('#23405f', .6)); seal.position.set(0, .86, .37); seal.rotation.x = .22; bag.add(seal);
// pastry box: flour-white board, the stamp large on the lid, tied with blue-and-white twine
const lid = surface(1400, 1150, '#f3ede2', ['#d9cfbf', '#ffffff'], 2500); stampOn(lid.g, 700, 575, 360, '#23405f', 0.12);
const white = mat('#efe8dc', .8);
const pbox = box(1.7, .62, 1.38, [white, white, mat(tex(lid.c), .8), white, white, white]); pbox.position.set(.4, .31, .75); pbox.rotation.y = -.18; scene.add(pbox);
const twine = mat('#2a4868', .7);
const t1 = box(1.72, .63, .025, twine); t1.position.set(0, .003, -.5); pbox.add(t1);
const t2 = box(.025, .63, 1.4, twine); t2.position.set(.62, .003, 0); pbox.add(t2);
const knot = new THREE.Mesh(new THREE.TorusGeometry(.07, .02, 12, 30), twine); knot.position.set(.62, .33, -.5); knot.rotation.x = Math.PI / 2; knot.castShadow = true; pbox.add(knot);
const knot2 = knot.clone(); knot2.scale.set(1.2, .7, 1); knot2.position.x = .7; knot2.rotation.z = .6; pbox.add(knot2);
// a scored loaf: a squashed sphere with flour on top and the wave for its ear
const crust = document.createElement('canvas'); crust.width = 1024; crust.height = 512; const cg = crust.getContext('2d');
const grd = cg.createLinearGradient(0, 0, 0, 512); grd.addColorStop(0, '#e9d9bc'); grd.addColorStop(.3, '#b4743d'); grd.addColorStop(.6, '#7a4520'); grd.addColorStop(1, '#4d2a12');
cg.fillStyle = grd; cg.fillRect(0, 0, 1024, 512); for (let i = 0; i < 5000; i++) { cg.fillStyle = 'rgba(255,250,240,' + rnd() * .5 + ')'; cg.fillRect(rnd() * 1024, rnd() * rnd() * 300, 2, 2); }
cg.strokeStyle = '#f3e2c0'; cg.lineWidth = 18; cg.lineCap = 'round'; cg.beginPath(); cg.moveTo(0, 130); for (let x = 0; x <= 1024; x += 16) cg.lineTo(x, 130 + Math.sin(x / 1024 * Math.PI * 4) * 28); cg.stroke();
const lg = new THREE.SphereGeometry(.5, 96, 64); const lp = lg.attributes.position;
// an uneven bake: the dome sags a little and the base flattens on the tray
for (let i = 0; i < lp.count; i++) { const x = lp.getX(i), y = lp.getY(i), z = lp.getZ(i); const k = 1 + .05 * Math.sin(x * 9 + z * 5) + .03 * Math.sin(z * 13); lp.setXYZ(i, x * k, Math.max(y * k, -.28), z * k); }
lg.computeVertexNormals();
const loaf = new THREE.Mesh(lg, mat(tex(crust), .9)); loaf.scale.set(1.45, .72, 1.05); loaf.position.set(-1.75, .2, 1.25); loaf.rotation.set(0, .5, 0); loaf.castShadow = true; scene.add(loaf);
camera.position.set(-.4, 3.2, 8.0); camera.lookAt(-.4, 1.2, .3);
`,
    { width: size[0], height: size[1] },
  );

// A paper cup turned on a lathe: tapered wall, rolled rim, the domed lid.
const cupGeometry = `
const cupProfile = (s) => { const p = []; p.push(new THREE.Vector2(0, 0)); p.push(new THREE.Vector2(.4 * s, 0)); p.push(new THREE.Vector2(.42 * s, .02 * s));
  p.push(new THREE.Vector2(.56 * s, 1.5 * s)); p.push(new THREE.Vector2(.6 * s, 1.52 * s)); p.push(new THREE.Vector2(.6 * s, 1.56 * s)); p.push(new THREE.Vector2(.55 * s, 1.56 * s)); return p; };
const lidProfile = (s) => [new THREE.Vector2(.61 * s, 1.5 * s), new THREE.Vector2(.63 * s, 1.6 * s), new THREE.Vector2(.58 * s, 1.66 * s), new THREE.Vector2(.5 * s, 1.68 * s), new THREE.Vector2(.44 * s, 1.76 * s), new THREE.Vector2(0, 1.78 * s)];
function cup(s, sleeveTex, lidColor) {
  const g = new THREE.Group();
  const body = new THREE.Mesh(new THREE.LatheGeometry(cupProfile(s), 96), mat('#f4efe6', .55)); body.castShadow = body.receiveShadow = true; g.add(body);
  const lid = new THREE.Mesh(new THREE.LatheGeometry(lidProfile(s), 96), mat(lidColor, .45)); lid.castShadow = true; g.add(lid);
  const sleeve = new THREE.Mesh(new THREE.CylinderGeometry(.545 * s, .475 * s, .62 * s, 96, 1, true), mat(sleeveTex, .95)); sleeve.position.y = .78 * s; sleeve.rotation.y = Math.PI; sleeve.castShadow = true; g.add(sleeve);
  return g;
}`;

/** Two takeaway cups: kraft sleeves with the stamp, the wave running round them. */
export const cups = (size) =>
  fjordScene(
    `${cupGeometry}
function sleeveTex(label) {
  const s = surface(2048, 420, '#c49a66', ['#8d6a40', '#e2c397', '#a57c4d'], 5000);
  s.g.strokeStyle = '#23405f'; s.g.lineWidth = 7; s.g.lineCap = 'round';
  for (const y of [46, 376]) { s.g.beginPath(); for (let x = 0; x <= 2048; x += 8) s.g.lineTo(x, y + Math.sin(x / 2048 * Math.PI * 14) * 9); s.g.stroke(); }
  stampOn(s.g, 1024, 210, 150, '#23405f', -.05);
  s.g.fillStyle = '#23405f'; s.g.textAlign = 'center'; s.g.font = 'italic 600 64px Fraunces'; s.g.fillText(label, 1024 - 420, 232); s.g.fillText('varm!', 1024 + 420, 232);
  return tex(s.c);
}
const big = cup(1.25, sleeveTex('kaffe'), '#23405f'); big.position.set(-.7, 0, .2); big.rotation.y = .25; scene.add(big);
const small = cup(.95, sleeveTex('kakao'), '#f4efe6'); small.position.set(.75, 0, .8); small.rotation.y = -.35; scene.add(small);
// a kanelsnurr on a square of baking paper
const paper = new THREE.Mesh(new THREE.PlaneGeometry(1.2, 1.2), mat('#f2ead8', .9)); paper.rotation.set(-Math.PI / 2, 0, .4); paper.position.set(-1.75, .005, 1.45); paper.receiveShadow = true; scene.add(paper);
const knotMat = mat('#b06a2c', .7);
const knot = new THREE.Mesh(new THREE.TorusKnotGeometry(.26, .11, 160, 20, 2, 3), knotMat); knot.scale.set(1, 1, .45); knot.rotation.x = -Math.PI / 2; knot.position.set(-1.75, .12, 1.45); knot.castShadow = true; scene.add(knot);
const sugar = new THREE.Points(new THREE.BufferGeometry().setFromPoints(Array.from({ length: 240 }, () => { const a = rnd() * 6.283, r = .15 + rnd() * .22; return new THREE.Vector3(-1.75 + Math.cos(a) * r, .2 + rnd() * .04, 1.45 + Math.sin(a) * r * .8); })), new THREE.PointsMaterial({ color: '#fffaf0', size: .025 }));
scene.add(sugar);
camera.position.set(-.35, 2.9, 8.3); camera.lookAt(-.35, 1.35, .5);
`,
    { width: size[0], height: size[1] },
  );

/** The loyalty card on the counter where it gets stamped: seven of ten, the stamp and its ink pad beside it. */
export const loyaltyCard = (size) =>
  fjordScene(
    `
const k = surface(1500, 876, '#c9a06d', ['#8d6a40', '#e2c397', '#a57c4d'], 6000); const g = k.g;
g.fillStyle = '#23405f'; g.font = 'italic 600 78px Fraunces'; g.fillText('Hver tiende er på oss', 80, 130);
g.font = '600 30px "Work Sans"'; g.letterSpacing = '6px'; g.textAlign = 'right'; g.fillText('NR. 0418', 1420, 120); g.textAlign = 'left'; g.letterSpacing = '0px';
g.font = '400 32px "Work Sans"'; g.globalAlpha = .8; g.fillText('Gjelder kanelsnurr, skolebolle og kardemommeknute', 80, 820); g.globalAlpha = 1;
for (let i = 0; i < 10; i++) {
  const x = 200 + (i % 5) * 275, y = 330 + Math.floor(i / 5) * 260;
  g.setLineDash([10, 9]); g.lineWidth = 3; g.strokeStyle = i === 9 ? '#a8642f' : 'rgba(35,64,95,.45)'; g.beginPath(); g.arc(x, y, 105, 0, 6.283); g.stroke(); g.setLineDash([]);
  if (i < 7) stampOn(g, x + (rnd() - .5) * 16, y + (rnd() - .5) * 16, 96, '#23405f', (rnd() - .5) * 1.2);
  if (i === 9) { g.fillStyle = '#a8642f'; g.textAlign = 'center'; g.font = 'italic 600 44px Fraunces'; g.fillText('gratis', x, y - 6); g.fillText('snurr', x, y + 42); g.textAlign = 'left'; }
}
const edge = mat('#b98c5b', .95);
const card = box(3.0, .02, 1.75, [edge, edge, mat(tex(k.c), .9), edge, edge, edge]); card.position.set(-.45, .01, .6); card.rotation.y = .1; scene.add(card);
// the rubber stamp: turned beech handle on a block, blue rubber under it
const beech = mat('#d9b27c', .6);
const handle = new THREE.Mesh(new THREE.LatheGeometry([[0, 0], [.22, 0], [.22, .06], [.1, .2], [.08, .42], [.16, .58], [.15, .7], [0, .74]].map(([x, y]) => new THREE.Vector2(x, y)), 64), beech);
handle.position.set(1.35, .32, -.75); handle.castShadow = true; scene.add(handle);
const block = box(.62, .22, .62, beech); block.position.set(1.35, .22, -.75); scene.add(block);
const rubber = box(.56, .1, .56, mat('#1e3550', .7)); rubber.position.set(1.35, .05, -.75); scene.add(rubber);
// the ink pad, lid open
const tin = mat('#9aa3ab', .35); tin.metalness = .8;
const pad = box(.95, .12, .65, tin); pad.position.set(1.6, .06, .85); pad.rotation.y = -.35; scene.add(pad);
const ink = box(.85, .02, .55, mat('#1b2f48', .4)); ink.position.set(0, .07, 0); pad.add(ink);
const lid = box(.95, .04, .65, tin); lid.position.set(0, .33, -.33); lid.rotation.x = -1.25; pad.add(lid);
// a kanelsnurr waiting for its tenth stamp
const snurr = new THREE.Mesh(new THREE.TorusKnotGeometry(.24, .1, 160, 20, 2, 3), mat('#b06a2c', .7)); snurr.scale.set(1, 1, .45); snurr.rotation.x = -Math.PI / 2; snurr.position.set(-1.7, .11, -.85); snurr.castShadow = true; scene.add(snurr);
camera.position.set(0, 6.5, 5.6); camera.lookAt(0, .1, .05);
`,
    { width: size[0], height: size[1] },
  );
