// Luna's 3D set: a pale stone ledge before a dusk-blue backdrop and a low full moon, lit cool from
// the front-left with a blue rim light behind, so the glass reads by its edges. Labels are printed
// on 2D canvases in Luna's fonts, with the phase that names each product.
import { threeCanvas } from '../../three.mjs';
import { C, RANGE } from './brand.mjs';

// Browser-side: fonts, a seeded random, the moon phase, and each product's label as a canvas.
const HELPERS = `
let seed = 5;
const rnd = () => { seed = (seed * 16807) % 2147483647; return seed / 2147483647; };
await Promise.all(['300 40px "Cormorant Garamond"', 'italic 400 40px "Cormorant Garamond"', '500 40px "Cormorant Garamond"', '400 20px Jost', '500 20px Jost', '300 20px Jost'].map((f) => document.fonts.load(f)));
const C = ${JSON.stringify(C)};
const RANGE = ${JSON.stringify(RANGE)};
const P = Object.fromEntries(RANGE.map((p) => [p.key, p]));
function moonOn(g, x, y, r, lit, color, ring = 2) {
  g.save(); g.strokeStyle = g.fillStyle = color; g.lineWidth = ring; g.beginPath(); g.arc(x, y, r, 0, 6.283); g.stroke();
  if (lit >= 1) { g.beginPath(); g.arc(x, y, r, 0, 6.283); g.fill(); }
  else if (lit > 0) { g.beginPath(); g.arc(x, y, r, -Math.PI / 2, Math.PI / 2, false); g.ellipse(x, y, r * Math.abs(1 - 2 * lit), r, 0, Math.PI / 2, -Math.PI / 2, lit < .5); g.fill(); }
  g.restore();
}
function wrapText(g, text, x, y, width, lh) { let line = ''; for (const word of text.split(' ')) { const t = line ? line + ' ' + word : word; if (g.measureText(t).width > width && line) { g.fillText(line, x, y); y += lh; line = word; } else line = t; } g.fillText(line, x, y); return y; }
function plate(w, h, fill) { const c = document.createElement('canvas'); c.width = w; c.height = h; const g = c.getContext('2d'); if (fill) { g.fillStyle = fill; g.fillRect(0, 0, w, h); } return { c, g }; }
/** The front label: phase, the active's percentage large, its name, the product, ml and batch. */
function frontLabel(p, w, h, { bg = C.pearl, ink = C.dusk } = {}) {
  const { c, g } = plate(w, h, bg); const s = Math.min(h / 700, w / 1100); g.fillStyle = ink; g.textAlign = 'center'; g.translate(0, (h - 700 * s) / 2);
  moonOn(g, w / 2, 95 * s, 34 * s, p.lit, ink, 2.4 * s);
  g.font = '300 ' + 190 * s + 'px Jost'; g.letterSpacing = -4 * s + 'px'; g.fillText(p.pct + '\\u202f%', w / 2, 345 * s);
  g.font = '500 ' + 30 * s + 'px Jost'; g.letterSpacing = 9 * s + 'px'; g.fillText(p.active.toUpperCase(), w / 2 + 4 * s, 420 * s);
  g.font = 'italic 400 ' + 56 * s + 'px "Cormorant Garamond"'; g.letterSpacing = '0px'; g.fillText(p.name, w / 2, 500 * s);
  g.fillStyle = C.copper; g.fillRect(w / 2 - 30 * s, 540 * s, 60 * s, 2.5 * s); g.fillStyle = ink;
  g.font = '400 ' + 22 * s + 'px Jost'; g.letterSpacing = 4 * s + 'px'; g.fillText('LUNA · ' + p.ml.toUpperCase() + ' · ' + p.batch, w / 2, 610 * s);
  return { c, g };
}
function tex(c) { const t = new THREE.CanvasTexture(c); t.colorSpace = THREE.SRGBColorSpace; t.anisotropy = 8; return t; }
`;

/** A moonlit scene; `build` adds the objects (helpers above, plus the product makers below) and the camera. */
export const lunaScene = (build, { width, height, moonAt = [1.6, 2.6, -3] }) =>
  threeCanvas(
    `${HELPERS}
const renderer = new THREE.WebGLRenderer({ canvas, antialias: true, preserveDrawingBuffer: true });
renderer.setSize(${width}, ${height}, false); renderer.shadowMap.enabled = true; renderer.shadowMap.type = THREE.PCFSoftShadowMap;
renderer.toneMapping = THREE.NeutralToneMapping; renderer.toneMappingExposure = 1.0;
const scene = new THREE.Scene(); scene.background = new THREE.Color(C.night);
const pmrem = new THREE.PMREMGenerator(renderer); scene.environment = pmrem.fromScene(new addons.RoomEnvironment(), 0.04).texture; scene.environmentIntensity = .45;
const camera = new THREE.PerspectiveCamera(28, ${width} / ${height}, .1, 100);
const std = (o) => new THREE.MeshStandardMaterial(o), phys = (o) => new THREE.MeshPhysicalMaterial(o);
const add = (o, parent = scene) => { o.traverse((m) => { if (m.isMesh) { m.castShadow = true; m.receiveShadow = true; } }); parent.add(o); return o; };
// backdrop: dusk gradient, and a low moon with a faint halo
const sky = plate(512, 1024); const sg = sky.g.createLinearGradient(0, 0, 0, 1024); sg.addColorStop(0, '#0f1528'); sg.addColorStop(.7, C.dusk); sg.addColorStop(1, '#2b3760'); sky.g.fillStyle = sg; sky.g.fillRect(0, 0, 512, 1024);
const back = new THREE.Mesh(new THREE.PlaneGeometry(30, 16), std({ map: tex(sky.c), roughness: 1 })); back.position.set(0, 6, -4.5); back.receiveShadow = true; scene.add(back);
const halo = plate(1024, 1024); const hg = halo.g.createRadialGradient(512, 512, 180, 512, 512, 512); hg.addColorStop(0, 'rgba(233,228,216,.35)'); hg.addColorStop(1, 'rgba(233,228,216,0)'); halo.g.fillStyle = hg; halo.g.fillRect(0, 0, 1024, 1024);
const disc = plate(1024, 1024); disc.g.fillStyle = C.moon; disc.g.beginPath(); disc.g.arc(512, 512, 500, 0, 6.283); disc.g.fill();
// The dark seas (maria) as a few wide, faint washes and a soft shade toward one edge: the moon reads as lit stone, not as stains.
disc.g.filter = 'blur(60px)'; for (let i = 0; i < 7; i++) { disc.g.fillStyle = 'rgba(150,150,165,' + (.04 + rnd() * .04) + ')'; disc.g.beginPath(); disc.g.arc(300 + rnd() * 420, 260 + rnd() * 480, 90 + rnd() * 90, 0, 6.283); disc.g.fill(); } disc.g.filter = 'none';
const shade = disc.g.createRadialGradient(420, 400, 200, 512, 512, 500); shade.addColorStop(0, 'rgba(0,0,0,0)'); shade.addColorStop(1, 'rgba(60,66,96,.16)'); disc.g.fillStyle = shade; disc.g.beginPath(); disc.g.arc(512, 512, 500, 0, 6.283); disc.g.fill();
const moonMesh = new THREE.Mesh(new THREE.PlaneGeometry(3.2, 3.2), new THREE.MeshBasicMaterial({ map: tex(disc.c), transparent: true, toneMapped: false })); moonMesh.position.set(${moonAt.join(', ')}); scene.add(moonMesh);
const haloMesh = new THREE.Mesh(new THREE.PlaneGeometry(6, 6), new THREE.MeshBasicMaterial({ map: tex(halo.c), transparent: true, depthWrite: false })); haloMesh.position.set(${moonAt[0]}, ${moonAt[1]}, ${moonAt[2] - 0.01}); scene.add(haloMesh);
// the stone ledge
const stone = plate(1024, 512, '#cfc6b8'); for (let i = 0; i < 9000; i++) { stone.g.fillStyle = 'rgba(' + (rnd() > .5 ? '90,85,80,' : '255,255,255,') + rnd() * .18 + ')'; stone.g.fillRect(rnd() * 1024, rnd() * 512, 1 + rnd() * 2, 1 + rnd() * 2); }
const ledge = new THREE.Mesh(new THREE.BoxGeometry(12, .5, 4), std({ map: tex(stone.c), roughness: .8 })); ledge.position.set(0, -.25, 0); ledge.receiveShadow = true; scene.add(ledge);
scene.add(new THREE.HemisphereLight('#c8d2f0', '#2a2f44', .7));
const key = new THREE.DirectionalLight('#f4f1ff', 2.0); key.position.set(-5, 6, 6); key.castShadow = true; key.shadow.mapSize.set(2048, 2048);
key.shadow.camera.left = key.shadow.camera.bottom = -5; key.shadow.camera.right = key.shadow.camera.top = 5; key.shadow.radius = 8; key.shadow.bias = -.0004; scene.add(key);
const rim = new THREE.DirectionalLight('#9fb3ec', 2.2); rim.position.set(4, 4, -6); scene.add(rim);
${PRODUCTS}
${build}
renderer.render(scene, camera); done();`,
    { width, height, addons: ['environments/RoomEnvironment.js', 'geometries/RoundedBoxGeometry.js'] },
  );

// The range as objects: dropper bottle in dusk glass, pearl jar with a copper lid, a soft tube that
// flattens to its crimp, and the carton. Each takes a product from RANGE; the label faces +z.
const PRODUCTS = `
const glass = () => phys({ color: '#1c2748', roughness: .05, metalness: 0, clearcoat: 1, clearcoatRoughness: .05, sheen: 0 });
const copper = () => std({ color: C.copper, metalness: .85, roughness: .3 });
function dropper(p, s = 1) {
  const g = new THREE.Group();
  const prof = [[0, 0], [.31, 0], [.34, .04], [.34, .96], [.3, 1.08], [.17, 1.15], [.13, 1.18], [.13, 1.24]].map(([x, y]) => new THREE.Vector2(x, y));
  add(new THREE.Mesh(new THREE.LatheGeometry(prof, 96), glass()), g);
  const collar = new THREE.Mesh(new THREE.CylinderGeometry(.16, .16, .16, 64), copper()); collar.position.y = 1.3; add(collar, g);
  const bulb = new THREE.Mesh(new THREE.LatheGeometry([[0, 0], [.12, 0], [.125, .1], [.11, .3], [.06, .4], [0, .42]].map(([x, y]) => new THREE.Vector2(x, y)), 64), std({ color: '#1b2340', roughness: .55 }));
  bulb.position.y = 1.38; add(bulb, g);
  const lab = frontLabel(p, 1100, 700);
  const label = new THREE.Mesh(new THREE.CylinderGeometry(.344, .344, .62, 96, 1, true, -Math.PI * .45, Math.PI * .9), std({ map: tex(lab.c), roughness: .9 })); label.position.y = .46; add(label, g);
  g.scale.setScalar(s); return g;
}
function jar(p, s = 1) {
  const g = new THREE.Group();
  const body = new THREE.Mesh(new THREE.CylinderGeometry(.55, .55, .5, 96), phys({ color: C.pearl, roughness: .3, clearcoat: .6 })); body.position.y = .25; add(body, g);
  const top = plate(1024, 1024, C.copper); moonOn(top.g, 512, 512, 200, p.lit, '#f1dcc6', 6);
  const lid = new THREE.Mesh(new THREE.CylinderGeometry(.57, .57, .22, 96), [std({ color: C.copper, metalness: .85, roughness: .3 }), std({ map: tex(top.c), metalness: .6, roughness: .35 }), copper()]); lid.position.y = .61; add(lid, g);
  const lab = frontLabel(p, 1400, 560, { bg: C.pearl });
  const label = new THREE.Mesh(new THREE.CylinderGeometry(.553, .553, .4, 96, 1, true, -Math.PI * .42, Math.PI * .84), std({ map: tex(lab.c), roughness: .9 })); label.position.y = .25; add(label, g);
  g.scale.setScalar(s); return g;
}
function tube(p, s = 1) {
  const g = new THREE.Group();
  const print = plate(1400, 1400, C.pearl); const f = frontLabel(p, 700, 1000); print.g.drawImage(f.c, 350, 250);
  print.g.fillStyle = C.dusk; print.g.fillRect(0, 1300, 1400, 100);
  const geo = new THREE.CylinderGeometry(.26, .26, 1.5, 96, 40, true); const pos = geo.attributes.position;
  for (let i = 0; i < pos.count; i++) { const t = (pos.getY(i) + .75) / 1.5; const e = t * t; pos.setX(i, pos.getX(i) * (1 + .38 * e)); pos.setZ(i, pos.getZ(i) * (1 - .93 * e)); }
  geo.computeVertexNormals();
  const body = new THREE.Mesh(geo, phys({ map: tex(print.c), roughness: .35, clearcoat: .4, side: THREE.DoubleSide })); body.rotation.y = Math.PI; body.position.y = .97; add(body, g);
  const crimp = new THREE.Mesh(new THREE.BoxGeometry(.72, .1, .04), std({ color: C.pearl, roughness: .4 })); crimp.position.y = 1.76; add(crimp, g);
  const cap = new THREE.Mesh(new THREE.CylinderGeometry(.2, .21, .22, 64), copper()); cap.position.y = .11; add(cap, g);
  g.scale.setScalar(s); return g;
}
function carton(p, w = .8, h = 1.9, d = .8) {
  const f = frontLabel(p, 800, 1400, { bg: C.dusk, ink: C.pearl });
  const side = plate(800, 1900, C.dusk); side.g.fillStyle = C.pearl; side.g.font = '500 26px Jost'; side.g.letterSpacing = '6px'; side.g.fillText('INGREDIENSER', 70, 180);
  side.g.font = '300 32px Jost'; side.g.letterSpacing = '0px'; wrapText(side.g, p.inci, 70, 250, 660, 48);
  side.g.font = 'italic 400 44px "Cormorant Garamond"'; side.g.fillText('Parfymefri. Laget i Bergen.', 70, 1650);
  const top = plate(800, 800, C.dusk); moonOn(top.g, 400, 400, 150, p.lit, C.pearl, 4);
  const m = (c) => std({ map: tex(c), roughness: .75 });
  const b = new THREE.Mesh(new addons.RoundedBoxGeometry(w, h, d, 2, .012), std({ color: C.dusk }));
  const faces = new THREE.Mesh(new THREE.BoxGeometry(w + .004, h + .004, d + .004), [m(side.c), m(side.c), m(top.c), m(top.c), m(f.c), m(side.c)]);
  const g = new THREE.Group(); add(b, g); add(faces, g); g.children.forEach((o) => (o.position.y = h / 2)); return g;
}
`;
