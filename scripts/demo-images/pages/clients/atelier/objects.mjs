// The atelier's trims as objects: woven neck labels and a swing tag on its cotton string, laid on
// slate wool twill under soft north light; and three garment bags hanging from the brass rail.
import { threeCanvas } from '../../three.mjs';
import { C } from './brand.mjs';

// Browser-side: fonts, the woven look (fine weft lines over the print), the monogram as canvas paths.
const HELPERS = `
let seed = 3;
const rnd = () => { seed = (seed * 16807) % 2147483647; return seed / 2147483647; };
await Promise.all(['500 40px "Bodoni Moda"', 'italic 400 40px "Bodoni Moda"', '400 40px "Bodoni Moda"', '600 20px Manrope', '500 20px Manrope', '400 20px Manrope'].map((f) => document.fonts.load(f)));
const C = ${JSON.stringify(C)};
function plate(w, h, fill) { const c = document.createElement('canvas'); c.width = w; c.height = h; const g = c.getContext('2d'); if (fill) { g.fillStyle = fill; g.fillRect(0, 0, w, h); } return { c, g }; }
function tex(c, repeat) { const t = new THREE.CanvasTexture(c); t.colorSpace = THREE.SRGBColorSpace; t.anisotropy = 8; if (repeat) { t.wrapS = t.wrapT = THREE.RepeatWrapping; t.repeat.set(repeat, repeat); } return t; }
function monogramOn(g, x, y, s, color) {
  g.save(); g.translate(x - 50 * s, y - 65 * s); g.scale(s, s); g.strokeStyle = g.fillStyle = color; g.lineWidth = 2;
  g.beginPath(); g.moveTo(14, 126); g.lineTo(14, 50); g.arc(50, 50, 36, Math.PI, 0); g.lineTo(86, 126); g.stroke();
  g.beginPath(); g.arc(50, 6, 3.4, 0, 6.283); g.fill(); g.font = '500 40px "Bodoni Moda"'; g.textAlign = 'center'; g.letterSpacing = '-2px'; g.fillText('NA', 50, 96); g.restore();
}
function weave(g, w, h, alpha = .22) { for (let y = 0; y < h; y += 3) { g.fillStyle = 'rgba(0,0,0,' + alpha * (.5 + rnd() * .5) + ')'; g.fillRect(0, y, w, 1); } for (let x = 0; x < w; x += 7) { g.fillStyle = 'rgba(255,255,255,' + alpha * .25 + ')'; g.fillRect(x, 0, 1, h); } }
`;

const SETUP = (w, h) => `
const renderer = new THREE.WebGLRenderer({ canvas, antialias: true, preserveDrawingBuffer: true });
renderer.setSize(${w}, ${h}, false); renderer.shadowMap.enabled = true; renderer.shadowMap.type = THREE.PCFSoftShadowMap;
renderer.toneMapping = THREE.NeutralToneMapping; renderer.toneMappingExposure = 1.0;
const scene = new THREE.Scene();
const pmrem = new THREE.PMREMGenerator(renderer); scene.environment = pmrem.fromScene(new addons.RoomEnvironment(), 0.04).texture; scene.environmentIntensity = .5;
const camera = new THREE.PerspectiveCamera(30, ${w} / ${h}, .1, 100);
const std = (o) => new THREE.MeshStandardMaterial(o);
const add = (o, parent = scene) => { o.traverse((m) => { if (m.isMesh) { m.castShadow = true; m.receiveShadow = true; } }); parent.add(o); return o; };
scene.add(new THREE.HemisphereLight('#f4f1ea', '#6a6458', .8));
const key = new THREE.DirectionalLight('#fbf8f2', 2.2); key.castShadow = true; key.shadow.mapSize.set(2048, 2048);
key.shadow.camera.left = key.shadow.camera.bottom = -6; key.shadow.camera.right = key.shadow.camera.top = 6; key.shadow.radius = 10; key.shadow.bias = -.0003; scene.add(key);
`;

const scene3d = (code, [w, h]) =>
  threeCanvas(`${HELPERS}${SETUP(w, h)}${code}\nrenderer.render(scene, camera); done();`, {
    width: w,
    height: h,
    addons: ['environments/RoomEnvironment.js', 'geometries/RoundedBoxGeometry.js'],
  });

/** Woven labels and the swing tag on slate wool, a brass pin or two. */
export const trims = (size) =>
  scene3d(
    `
// slate wool twill with soft folds
const twill = plate(512, 512, C.slate); for (let i = -512; i < 1024; i += 6) { twill.g.strokeStyle = 'rgba(255,255,255,' + (.04 + rnd() * .05) + ')'; twill.g.lineWidth = 2; twill.g.beginPath(); twill.g.moveTo(i, 0); twill.g.lineTo(i + 512, 512); twill.g.stroke(); }
const cloth = new THREE.PlaneGeometry(14, 10, 160, 120); const cp = cloth.attributes.position;
for (let i = 0; i < cp.count; i++) { const x = cp.getX(i), y = cp.getY(i); cp.setZ(i, .12 * Math.sin(x * .9 + y * .3) + .08 * Math.sin(y * 1.7 - x * .4) + (x > 2.6 ? -.25 * Math.min(1, (x - 2.6) * 1.2) : 0)); }
cloth.computeVertexNormals();
const wool = new THREE.Mesh(cloth, std({ map: tex(twill.c, 8), roughness: 1 })); wool.rotation.x = -Math.PI / 2; wool.receiveShadow = true; scene.add(wool);
key.position.set(-4, 8, 3);
// swing tag: heavy oat card, a punched hole, the monogram and the garment's facts
const tagT = plate(1400, 2480, C.oat); tagT.g.scale(2, 2); for (let i = 0; i < 3000; i++) { tagT.g.fillStyle = 'rgba(120,100,70,' + rnd() * .08 + ')'; tagT.g.fillRect(rnd() * 700, rnd() * 1240, 2, 2); }
const t = tagT.g; t.fillStyle = '#8d8372'; t.beginPath(); t.arc(350, 90, 30, 0, 6.283); t.fill(); t.strokeStyle = C.brass; t.lineWidth = 6; t.stroke();
monogramOn(t, 350, 330, 1.7, C.ink);
t.fillStyle = C.ink; t.textAlign = 'center'; t.font = '400 64px "Bodoni Moda"'; t.fillText('Frogner-kåpe', 350, 620);
t.font = '600 22px Manrope'; t.letterSpacing = '6px'; t.fillText('SYDD ETTER MÅL', 350, 680); t.letterSpacing = '0px';
t.strokeStyle = 'rgba(31,35,43,.25)'; t.lineWidth = 2; t.beginPath(); t.moveTo(90, 730); t.lineTo(610, 730); t.stroke();
t.textAlign = 'left'; t.font = '500 28px Manrope'; [['Stoff', '100 % ull, Biella'], ['Fôr', 'Cupro'], ['Kunde', 'nr. 0412'], ['Nr.', '041 / 2025']].forEach(([k, v], i) => { t.fillStyle = '#6a6f79'; t.fillText(k, 90, 800 + i * 62); t.fillStyle = C.ink; t.fillText(v, 250, 800 + i * 62); });
t.textAlign = 'center'; t.font = 'italic 400 34px "Bodoni Moda"'; t.fillStyle = C.moss; t.fillText('Sydd i Oslo av Sofie', 350, 1140);
const card = std({ map: tex(tagT.c), roughness: .9 }), edge = std({ color: '#ddd3c2', roughness: .9 });
const tag = add(new THREE.Mesh(new THREE.BoxGeometry(1.4, .012, 2.48), [edge, edge, card, edge, edge, edge])); tag.position.set(-1.0, .2, .4); tag.rotation.set(0, .16, 0);
// the string from the hole, in a loose loop
const hole = new THREE.Vector3(0, .02, -1.06).applyEuler(tag.rotation).add(tag.position);
const curve = new THREE.CatmullRomCurve3([hole, hole.clone().add(new THREE.Vector3(.3, .02, -.7)), new THREE.Vector3(.4, .18, -1.6), new THREE.Vector3(1.3, .22, -1.2), new THREE.Vector3(1.1, .2, -.4), new THREE.Vector3(1.8, .16, .2)]);
add(new THREE.Mesh(new THREE.TubeGeometry(curve, 200, .018, 10), std({ color: '#efe9dc', roughness: .95 })));
// woven labels: the monogram and name woven into slate, oat and moss tape, the ends folded under
function label(ground, ink, text, x, z, r) {
  const L = plate(1200, 420, ground); L.g.fillStyle = ink; L.g.textAlign = 'center'; L.g.font = '500 92px "Bodoni Moda"'; L.g.letterSpacing = '20px'; L.g.fillText(text, 610, 210);
  L.g.font = '600 34px Manrope'; L.g.letterSpacing = '22px'; L.g.fillText('OSLO', 611, 300); weave(L.g, 1200, 420); L.g.fillStyle = 'rgba(0,0,0,.18)'; L.g.fillRect(0, 0, 40, 420); L.g.fillRect(1160, 0, 40, 420);
  const m = std({ map: tex(L.c), roughness: .95 }), side = std({ color: ground, roughness: 1 });
  const o = add(new THREE.Mesh(new THREE.BoxGeometry(1.8, .02, .63), [side, side, m, side, side, side])); o.position.set(x, .22, z); o.rotation.y = r; return o;
}
label(C.ink, '#e8dfcc', 'NORDIC ATELIER', 1.05, 1.5, -.12);
label(C.oat, C.ink, 'NORDIC ATELIER', 1.25, .55, .1);
const mono = plate(420, 420, C.moss); monogramOn(mono.g, 210, 210, 2.2, '#e8dfcc'); weave(mono.g, 420, 420);
const mm = std({ map: tex(mono.c), roughness: .95 }), ms = std({ color: C.moss });
const m1 = add(new THREE.Mesh(new THREE.BoxGeometry(.62, .02, .62), [ms, ms, mm, ms, ms, ms])); m1.position.set(.55, .22, -.5); m1.rotation.y = -.35;
// pins: brass heads on steel
[[-.05, 1.9, .6], [2.4, -.2, -.9]].forEach(([x, z, r]) => { const pin = new THREE.Group(); const sh = new THREE.Mesh(new THREE.CylinderGeometry(.008, .008, .8, 8), std({ color: '#c9cdd2', metalness: 1, roughness: .25 })); sh.rotation.z = Math.PI / 2; pin.add(sh);
  const hd = new THREE.Mesh(new THREE.SphereGeometry(.045, 20, 16), std({ color: C.brass, metalness: .8, roughness: .3 })); hd.position.x = -.4; pin.add(hd); pin.position.set(x, .24, z); pin.rotation.y = r; add(pin); });
camera.position.set(.3, 6.4, 5.0); camera.lookAt(.3, 0, .35);
`,
    size,
  );

/** Three garment bags on the brass rail against the atelier's oat wall. */
export const garmentBags = (size) =>
  scene3d(
    `
const wall = new THREE.Mesh(new THREE.PlaneGeometry(20, 12), std({ color: '#e4dccd', roughness: 1 })); wall.position.set(0, 4, -.6); wall.receiveShadow = true; scene.add(wall);
const floor = new THREE.Mesh(new THREE.PlaneGeometry(20, 10), std({ color: '#b79b78', roughness: .8 })); floor.rotation.x = -Math.PI / 2; floor.position.y = -1.8; floor.receiveShadow = true; scene.add(floor);
key.position.set(-5, 7, 6);
const brass = std({ color: C.brass, metalness: .85, roughness: .28 });
const rail = add(new THREE.Mesh(new THREE.CylinderGeometry(.045, .045, 7, 24), brass)); rail.rotation.z = Math.PI / 2; rail.position.set(0, 4.1, 0);
[-3.2, 3.2].forEach((x) => { const b = add(new THREE.Mesh(new THREE.CylinderGeometry(.03, .03, .6, 12), brass)); b.rotation.x = Math.PI / 2; b.position.set(x, 4.1, -.3); });
// a bag: the outline of a garment bag (sloped shoulders, the hook's neck) extruded with a soft bevel;
// the front's UVs are its x and y, so the print's texture is scaled to the bag's size
function bag(ground, ink, x, rot, H) {
  const W = 1.7, S = new THREE.Shape();
  S.moveTo(-W / 2, -H / 2); S.lineTo(W / 2, -H / 2); S.lineTo(W / 2, H / 2 - .7); S.quadraticCurveTo(W / 2, H / 2 - .42, W / 2 - .3, H / 2 - .28);
  S.lineTo(.14, H / 2); S.lineTo(-.14, H / 2); S.lineTo(-W / 2 + .3, H / 2 - .28); S.quadraticCurveTo(-W / 2, H / 2 - .42, -W / 2, H / 2 - .7); S.closePath();
  const geo = new THREE.ExtrudeGeometry(S, { depth: .1, bevelEnabled: true, bevelThickness: .08, bevelSize: .06, bevelSegments: 6, curveSegments: 24 });
  const print = plate(680, Math.round(680 * H / W), ground); const ph = print.c.height;
  for (let i = 0; i < 6000; i++) { print.g.fillStyle = 'rgba(' + (rnd() > .5 ? '255,255,255,' : '0,0,0,') + rnd() * .05 + ')'; print.g.fillRect(rnd() * 680, rnd() * ph, 2, 2); }
  const g = print.g; g.fillStyle = ink; g.strokeStyle = ink; g.textAlign = 'center';
  monogramOn(g, 340, ph * .3, 1.5, ink);
  g.font = '500 44px "Bodoni Moda"'; g.letterSpacing = '12px'; g.fillText('NORDIC', 346, ph * .3 + 200); g.fillText('ATELIER', 346, ph * .3 + 260);
  g.font = '600 20px Manrope'; g.letterSpacing = '12px'; g.fillText('OSLO', 346, ph * .3 + 320);
  g.lineWidth = 3; g.setLineDash([10, 8]); g.beginPath(); g.moveTo(60, ph - 60); g.lineTo(620, ph - 60); g.stroke(); g.setLineDash([]);
  g.fillRect(70, ph * .2, 3, ph * .72);
  const t = tex(print.c); t.repeat.set(1 / W, 1 / H); t.offset.set(.5, .5);
  const mesh = new THREE.Mesh(geo, [std({ map: t, roughness: .95 }), std({ color: ground, roughness: .95 })]);
  const grp = new THREE.Group(); add(mesh, grp); mesh.position.z = -.05;
  const hook = new THREE.Mesh(new THREE.TorusGeometry(.16, .018, 12, 40, Math.PI * 1.3), brass); hook.position.set(0, H / 2 + .36, 0); hook.rotation.z = -.3; add(hook, grp);
  const stem = add(new THREE.Mesh(new THREE.CylinderGeometry(.018, .018, .34, 12), brass), grp); stem.position.set(0, H / 2 + .1, 0);
  grp.position.set(x, 4.1 - .52 - H / 2, 0); grp.rotation.y = rot; scene.add(grp); return grp;
}
bag(C.slate, '#e8dfcc', -2.1, .2, 3.6);
bag(C.oat, C.ink, 0, -.05, 3.2);
bag(C.moss, '#e8dfcc', 2.1, -.22, 3.9);
camera.position.set(0, 2.4, 9.6); camera.lookAt(0, 1.95, 0);
`,
    size,
  );
