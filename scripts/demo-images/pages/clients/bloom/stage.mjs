// What Bloom's three.js scenes share, as code for ../../three.mjs: fonts loaded for the canvas
// textures, a renderer with soft shadows, the window light and fill, and the mark drawn in 2D.
import { C, CLASSES, ORDER, PETAL } from './brand.mjs';

/** Sets up `renderer`, `scene`, `camera` (fov, position, target) and `key` light; defines helpers. */
export const stage = ({ w, h, fov = 30, eye, target, background, keyAt = [-7, 9, 6], keyPower = 3.6 }) => `
await document.fonts.load("400 80px 'Young Serif'");
await document.fonts.load("700 40px 'Nunito Sans'");
await document.fonts.load("400 40px 'Nunito Sans'");
await document.fonts.load("800 40px 'Nunito Sans'");
const C = ${JSON.stringify(C)};
const CLASSES = ${JSON.stringify(CLASSES)};
const renderer = new THREE.WebGLRenderer({ canvas, antialias: true });
renderer.setSize(${w}, ${h}, false);
renderer.shadowMap.enabled = true; renderer.shadowMap.type = THREE.PCFSoftShadowMap;
renderer.outputColorSpace = THREE.SRGBColorSpace;
renderer.toneMapping = THREE.NeutralToneMapping; renderer.toneMappingExposure = 1.05;
const scene = new THREE.Scene(); scene.background = new THREE.Color('${background}');
const camera = new THREE.PerspectiveCamera(${fov}, ${w / h}, 0.1, 200);
camera.position.set(${eye}); camera.lookAt(${target});
scene.add(new THREE.HemisphereLight('#fff7ec', '#c8b8a0', 1.15));
const key = new THREE.DirectionalLight('#fff1dd', ${keyPower}); key.position.set(${keyAt}); key.castShadow = true;
key.shadow.mapSize.set(2048, 2048); key.shadow.bias = -0.0003; key.shadow.normalBias = 0.02;
Object.assign(key.shadow.camera, { left: -12, right: 12, top: 12, bottom: -12, near: 0.5, far: 60 });
scene.add(key);

// A 2D canvas of w x h and its context; tex() turns it into a texture.
const sheet = (cw, ch) => { const c = document.createElement('canvas'); c.width = cw; c.height = ch; return [c, c.getContext('2d')]; };
const tex = (c) => { const t = new THREE.CanvasTexture(c); t.colorSpace = THREE.SRGBColorSpace; t.anisotropy = 8; return t; };
// Speckled noise over a flat colour, for linen, plaster and card.
const grain = (g, cw, ch, amount, seed = 7) => {
  let s = seed; const rnd = () => ((s = (s * 16807) % 2147483647) / 2147483647);
  for (let i = 0; i < cw * ch * 0.02; i++) { g.fillStyle = rnd() > 0.5 ? 'rgba(255,255,255,' + amount + ')' : 'rgba(60,40,20,' + amount + ')'; g.fillRect(rnd() * cw, rnd() * ch, 1 + rnd() * 2, 1 + rnd() * 2); }
};
// The mark: six petals in the day's colours, centred at x, y, size across.
const PETAL = new Path2D('${PETAL}');
const mark = (g, x, y, size, mono, onDark = false) => {
  g.save(); g.translate(x, y); g.scale(size / 100, size / 100);
  ${JSON.stringify(ORDER)}.forEach((k, i) => { g.save(); g.rotate(((i * 60 - 30) * Math.PI) / 180); g.globalCompositeOperation = mono || onDark ? 'source-over' : 'multiply'; g.globalAlpha = onDark ? 0.92 : 1; g.fillStyle = mono || CLASSES[k].colour; g.fill(PETAL); g.restore(); });
  g.globalCompositeOperation = 'source-over'; g.globalAlpha = 1; g.fillStyle = mono || onDark ? C.cream : C.ink; g.beginPath(); g.arc(0, 0, 5.5, 0, Math.PI * 2); g.fill(); g.restore();
};
`;
