// Fjord's 3D set: a floury oak counter against the shop's blue boarded wall, lit from the shop window
// on the left. Textures for print are drawn on 2D canvases in the brand's fonts before the scene renders.
import { threeCanvas } from '../../three.mjs';
import { LOAF, WAVE } from './brand.mjs';

// Browser-side helpers, in the page's module script: a seeded random, kraft and oak grain, the
// stamp and the mark drawn in ink with gaps where the rubber missed.
const HELPERS = `
let seed = 11;
const rnd = () => { seed = (seed * 16807) % 2147483647; return seed / 2147483647; };
await Promise.all(['800 40px Fraunces', 'italic 600 40px Fraunces', '400 40px Fraunces', '600 20px "Work Sans"', '500 20px "Work Sans"', '400 20px "Work Sans"'].map((f) => document.fonts.load(f)));
const LOAF = new Path2D('${LOAF}'), WAVE = new Path2D('${WAVE}');
function surface(w, h, base, fleck, count = 4000) {
  const c = document.createElement('canvas'); c.width = w; c.height = h; const g = c.getContext('2d');
  g.fillStyle = base; g.fillRect(0, 0, w, h);
  for (let i = 0; i < count; i++) { g.strokeStyle = fleck[i % fleck.length]; g.globalAlpha = .08 + rnd() * .12; g.lineWidth = .6 + rnd();
    const x = rnd() * w, y = rnd() * h, a = rnd() * Math.PI; g.beginPath(); g.moveTo(x, y); g.lineTo(x + Math.cos(a) * 9, y + Math.sin(a) * 9); g.stroke(); }
  g.globalAlpha = 1; return { c, g };
}
function grain(w, h, base, line) {
  const c = document.createElement('canvas'); c.width = w; c.height = h; const g = c.getContext('2d');
  g.fillStyle = base; g.fillRect(0, 0, w, h);
  for (let y = 0; y < h; y += 3) { g.strokeStyle = line; g.globalAlpha = .05 + rnd() * .12; g.lineWidth = 1 + rnd() * 2; g.beginPath(); g.moveTo(0, y);
    for (let x = 0; x <= w; x += 40) g.lineTo(x, y + Math.sin(x / 180 + y / 50) * 4); g.stroke(); }
  g.globalAlpha = 1; return { c, g };
}
function speckle(g, x, y, r, n = 900) { g.save(); g.globalCompositeOperation = 'destination-out';
  for (let i = 0; i < n; i++) { const a = rnd() * 6.283, d = Math.sqrt(rnd()) * r; g.globalAlpha = .3 + rnd() * .7; g.beginPath(); g.arc(x + Math.cos(a) * d, y + Math.sin(a) * d, .5 + rnd() * 1.8, 0, 6.283); g.fill(); }
  g.restore(); }
// Letters set one by one round a circle (outside reads clockwise, inside along the bottom); the
// canvas's own letterSpacing is not counted by measureText, so the spacing is kept in letterSpacingPx.
function arcText(g, text, r, mid, inside) { const chars = [...text]; const widths = chars.map((ch) => g.measureText(ch).width + (g.letterSpacingPx || 0));
  const total = widths.reduce((a, b) => a + b, 0); let a = mid - (inside ? -1 : 1) * total / r / 2;
  chars.forEach((ch, i) => { const step = widths[i] / r; const at = a + (inside ? -1 : 1) * step / 2; g.save(); g.rotate(at); g.translate(0, -r); if (inside) g.rotate(Math.PI);
    g.fillText(ch, 0, 0); g.restore(); a += (inside ? -1 : 1) * step; }); }
function stampOn(g, x, y, r, color, rot = -0.1) {
  const l = document.createElement('canvas'); l.width = l.height = r * 2 + 20; const s = l.getContext('2d'); s.translate(r + 10, r + 10); s.rotate(rot);
  s.strokeStyle = s.fillStyle = color; s.lineWidth = r * .05; s.beginPath(); s.arc(0, 0, r * .94, 0, 6.283); s.stroke();
  s.lineWidth = r * .02; s.beginPath(); s.arc(0, 0, r * .5, 0, 6.283); s.stroke();
  s.textAlign = 'center'; s.textBaseline = 'middle'; s.font = '800 ' + r * .2 + 'px Fraunces'; s.letterSpacingPx = r * .012; arcText(s, 'FJORD BAKERY', r * .72, 0, false);
  s.font = '600 ' + r * .1 + 'px "Work Sans"'; s.letterSpacingPx = r * .018; arcText(s, 'SURDEIG · ÅLESUND · 2022', r * .75, Math.PI, true);
  s.save(); s.translate(-r * .38, -r * .38); s.scale(r * .0076, r * .0076); s.lineWidth = 7; s.lineCap = s.lineJoin = 'round'; s.stroke(LOAF); s.stroke(WAVE); s.restore();
  speckle(s, 0, 0, r, r * 9); g.globalAlpha = .92; g.drawImage(l, x - r - 10, y - r - 10); g.globalAlpha = 1; }
function tex(c) { const t = new THREE.CanvasTexture(c); t.colorSpace = THREE.SRGBColorSpace; t.anisotropy = 8; return t; }
`;

/**
 * A lit scene: `build` is browser code that adds objects to `scene` (it may use the helpers above,
 * `mat(color|texture, roughness)` and `box(w, h, d, materials)`), and sets `camera`.
 */
export const fjordScene = (build, { width, height }) =>
  // The window light falls off towards the corners, as it does in the shop.
  `<div style="position:relative;width:${width}px;height:${height}px">${threeCanvas(
    `${HELPERS}
const renderer = new THREE.WebGLRenderer({ canvas, antialias: true, preserveDrawingBuffer: true });
renderer.setSize(${width}, ${height}, false); renderer.shadowMap.enabled = true; renderer.shadowMap.type = THREE.PCFSoftShadowMap;
renderer.toneMapping = THREE.NeutralToneMapping; renderer.toneMappingExposure = .95;
const scene = new THREE.Scene();
const pmrem = new THREE.PMREMGenerator(renderer); scene.environment = pmrem.fromScene(new addons.RoomEnvironment(), 0.04).texture; scene.environmentIntensity = .35;
const camera = new THREE.PerspectiveCamera(30, ${width} / ${height}, .1, 100);
const mat = (m, roughness = .85) => new THREE.MeshStandardMaterial(typeof m === 'string' ? { color: m, roughness } : { map: m, roughness });
const box = (w, h, d, m) => { const o = new THREE.Mesh(new THREE.BoxGeometry(w, h, d), m); o.castShadow = o.receiveShadow = true; return o; };
// the counter and the wall
const oak = grain(2048, 1024, '#b08658', '#5a3619');
for (let y = 0; y < 1024; y += 170) { oak.g.fillStyle = 'rgba(' + (rnd() > .5 ? '255,240,220,' : '60,30,10,') + (rnd() * .12) + ')'; oak.g.fillRect(0, y, 2048, 170); oak.g.fillStyle = 'rgba(50,25,8,.35)'; oak.g.fillRect(0, y, 2048, 2); }
for (let i = 0; i < 2500; i++) { oak.g.fillStyle = 'rgba(255,255,255,' + (rnd() * .35) + ')'; oak.g.fillRect(rnd() * 2048, 600 + rnd() * 424, 2, 2); }
const top = new THREE.Mesh(new THREE.PlaneGeometry(16, 8), mat(tex(oak.c), .7)); top.rotation.x = -Math.PI / 2; top.receiveShadow = true; scene.add(top);
const boards = document.createElement('canvas'); boards.width = 2048; boards.height = 1024; const bg = boards.getContext('2d'); bg.fillStyle = '#2c4b6c'; bg.fillRect(0, 0, 2048, 1024);
for (let x = 0; x < 2048; x += 128) { bg.fillStyle = 'rgba(0,0,0,.22)'; bg.fillRect(x, 0, 4, 1024); bg.fillStyle = 'rgba(255,255,255,.06)'; bg.fillRect(x + 5, 0, 3, 1024); }
// the window light falls across the boards from the left and fades upwards
const wl = bg.createLinearGradient(0, 0, 2048, 1024); wl.addColorStop(0, 'rgba(255,236,200,.16)'); wl.addColorStop(.6, 'rgba(0,0,0,0)'); wl.addColorStop(1, 'rgba(0,0,0,.25)'); bg.fillStyle = wl; bg.fillRect(0, 0, 2048, 1024);
const wv = bg.createLinearGradient(0, 0, 0, 1024); wv.addColorStop(0, 'rgba(0,0,0,.3)'); wv.addColorStop(1, 'rgba(0,0,0,0)'); bg.fillStyle = wv; bg.fillRect(0, 0, 2048, 1024);
const wall = new THREE.Mesh(new THREE.PlaneGeometry(16, 8), mat(tex(boards), .9)); wall.position.set(0, 4, -2.2); wall.receiveShadow = true; scene.add(wall);
scene.add(new THREE.HemisphereLight('#fff1de', '#6a4a2e', .55));
const sun = new THREE.DirectionalLight('#ffe6c2', 3.2); sun.position.set(-7, 6, 3.5); sun.castShadow = true; sun.shadow.mapSize.set(2048, 2048);
sun.shadow.camera.left = sun.shadow.camera.bottom = -5; sun.shadow.camera.right = sun.shadow.camera.top = 5; sun.shadow.radius = 6; sun.shadow.bias = -.0004; scene.add(sun);
${build}
renderer.render(scene, camera); done();`,
    { width, height, addons: ['environments/RoomEnvironment.js'] },
  )}<div style="position:absolute;inset:0;background:radial-gradient(90% 80% at 35% 40%,transparent 55%,rgba(20,25,35,.38))"></div></div>`;
