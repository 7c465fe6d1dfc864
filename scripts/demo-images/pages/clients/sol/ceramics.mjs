// Sol's pieces in 3D, as code for ../../three.mjs: each piece turned on a lathe from its profile
// (cm), glazed with a speckled canvas texture down to a wavy line above the raw clay foot, in a
// warm studio with a low sun. Used by the product shots and by the object scenes.
import { threeCanvas } from '../../three.mjs';
import { C, GLAZES } from './brand.mjs';

// Profiles from the foot's centre, up the outside, over the rim and down the inside; `glaze` is
// the index where the glaze starts, `rim` the index of the rim's top.
const PIECES = {
  kopp: {
    glaze: 4,
    rim: 10,
    pts: [
      [0, 0],
      [2.5, 0],
      [2.6, 0.15],
      [2.55, 0.5],
      [2.9, 0.6],
      [3.5, 1.5],
      [3.85, 3],
      [4.0, 5],
      [4.05, 7],
      [4.0, 8.0],
      [3.9, 8.15],
      [3.75, 8.05],
      [3.7, 7],
      [3.6, 5],
      [3.4, 3],
      [2.9, 1.5],
      [1.5, 1.05],
      [0, 1.0],
    ],
  },
  krus: {
    glaze: 4,
    rim: 9,
    handle: true,
    pts: [
      [0, 0],
      [3.0, 0],
      [3.1, 0.15],
      [3.05, 0.5],
      [3.4, 0.6],
      [3.9, 1.4],
      [4.0, 3],
      [4.0, 6],
      [4.0, 9.0],
      [3.92, 9.15],
      [3.78, 9.05],
      [3.75, 6],
      [3.72, 3],
      [3.5, 1.4],
      [1.5, 1.05],
      [0, 1.0],
    ],
  },
  bolle: {
    glaze: 4,
    rim: 9,
    pts: [
      [0, 0],
      [3.0, 0],
      [3.1, 0.15],
      [3.0, 0.55],
      [3.6, 0.65],
      [5.2, 1.8],
      [6.5, 3.6],
      [7.3, 5.6],
      [7.55, 7.0],
      [7.45, 7.15],
      [7.3, 7.0],
      [7.05, 5.6],
      [6.2, 3.6],
      [4.8, 2.0],
      [2.5, 1.2],
      [0, 1.1],
    ],
  },
  asjett: {
    glaze: 4,
    rim: 8,
    pts: [
      [0, 0],
      [5.5, 0],
      [5.6, 0.12],
      [5.5, 0.35],
      [6.2, 0.45],
      [8.6, 1.2],
      [9.9, 2.0],
      [10.0, 2.2],
      [9.85, 2.25],
      [9.6, 2.05],
      [8.4, 1.5],
      [6.0, 1.05],
      [0, 1.0],
    ],
  },
};

/** The shared library: glazeTexture(), piece(), studio(). Runs inside the page. */
export const LIB = `
const C = ${JSON.stringify(C)};
const GLAZES = ${JSON.stringify(GLAZES)};
const PIECES = ${JSON.stringify(PIECES)};
let seed = 11; const rnd = () => ((seed = (seed * 16807) % 2147483647) / 2147483647);
const tex = (c) => { const t = new THREE.CanvasTexture(c); t.colorSpace = THREE.SRGBColorSpace; t.anisotropy = 8; return t; };

// The profile resampled to even steps along its length, so v (by point index) is proportional to
// distance and the speckles stay round; at(i) is the v of the original point i.
const profiles = {};
function profile(kind) {
  if (profiles[kind]) return profiles[kind];
  const pts = PIECES[kind].pts.map(([r, y]) => new THREE.Vector2(r, y));
  const cum = [0]; for (let i = 1; i < pts.length; i++) cum.push(cum[i - 1] + pts[i].distanceTo(pts[i - 1]));
  const total = cum[cum.length - 1], steps = 96, even = [];
  for (let k = 0, i = 1; k <= steps; k++) {
    const d = (k / steps) * total; while (i < pts.length - 1 && cum[i] < d) i++;
    const t = (d - cum[i - 1]) / (cum[i] - cum[i - 1] || 1); even.push(pts[i - 1].clone().lerp(pts[i], Math.min(1, Math.max(0, t))));
  }
  const radius = Math.max(...pts.map((p) => p.x));
  return (profiles[kind] = { even, at: (i) => cum[i] / total, texH: Math.round(Math.min(2048, Math.max(256, (1024 * total) / (2 * Math.PI * radius)))) });
}

// A glaze over raw clay: u runs around the piece, v along its profile.
function glazeTexture(key, kind) {
  const g = GLAZES[key], p = PIECES[kind], pr = profile(kind), H = pr.texH;
  const c = document.createElement('canvas'); c.width = 1024; c.height = H; const x = c.getContext('2d');
  const yOf = (v) => (1 - v) * H;
  const vAt = (i) => pr.at(Math.max(0, Math.min(p.pts.length - 1, Math.round(i))));
  x.fillStyle = g.colour; x.fillRect(0, 0, 1024, H);
  // Edge glazes break lighter over the rim; honey pools darker inside.
  if (g.edge) { const a = yOf(vAt(p.rim + 1)), b = yOf(vAt(p.rim - 1)); const gr = x.createLinearGradient(0, a, 0, b); gr.addColorStop(0, g.colour); gr.addColorStop(0.5, g.edge); gr.addColorStop(1, g.colour); x.fillStyle = gr; x.fillRect(0, a, 1024, b - a); }
  if (key === 'honning') { const a = yOf(vAt(p.pts.length - 3)); const gr = x.createLinearGradient(0, a, 0, 0); gr.addColorStop(0, 'rgba(90,45,10,0)'); gr.addColorStop(1, 'rgba(90,45,10,.55)'); x.fillStyle = gr; x.fillRect(0, 0, 1024, a); }
  const count = (1024 * H) / 190;
  for (let i = 0; i < count; i++) { const r = rnd(); x.fillStyle = g.speck; x.globalAlpha = 0.3 + rnd() * 0.6; x.beginPath(); x.arc(rnd() * 1024, rnd() * H, r < 0.93 ? 0.5 + rnd() * 0.8 : 1.3 + rnd() * 1.4, 0, Math.PI * 2); x.fill(); }
  x.globalAlpha = 1;
  // The raw foot, below a wavy glaze line.
  const v0 = vAt(p.glaze), v1 = vAt(p.glaze + 1), dv = v1 - v0;
  x.fillStyle = C.clay; x.beginPath(); x.moveTo(0, H);
  for (let u = 0; u <= 1024; u += 8) x.lineTo(u, yOf(v0 + dv * (0.45 + Math.sin(u / 61) * 0.3 + Math.sin(u / 23) * 0.12)));
  x.lineTo(1024, H); x.fill();
  for (let i = 0; i < 3000; i++) { x.fillStyle = rnd() > 0.5 ? 'rgba(255,240,220,.3)' : 'rgba(90,50,30,.25)'; x.fillRect(rnd() * 1024, yOf(v1) + rnd() * H, 1.5, 1.5); }
  return tex(c);
}

const ROUGH = { havre: 0.42, rust: 0.28, skifer: 0.55, salvie: 0.18, honning: 0.22 };
/** A piece in a glaze, standing on y = 0, in cm. */
function piece(kind, key) {
  const p = PIECES[kind];
  const mat = new THREE.MeshPhysicalMaterial({ map: glazeTexture(key, kind), roughness: ROUGH[key], clearcoat: key === 'skifer' ? 0.1 : 0.5, clearcoatRoughness: 0.35, side: THREE.DoubleSide });
  const group = new THREE.Group();
  const body = new THREE.Mesh(new THREE.LatheGeometry(profile(kind).even, 120), mat);
  body.castShadow = true; body.receiveShadow = true; group.add(body);
  if (p.handle) {
    const hm = new THREE.MeshPhysicalMaterial({ color: GLAZES[key].colour, roughness: ROUGH[key], clearcoat: 0.5 });
    const handle = new THREE.Mesh(new THREE.TorusGeometry(2.1, 0.42, 20, 48, Math.PI * 1.1), hm);
    handle.rotation.z = -Math.PI * 0.55; handle.position.set(3.7, 5.0, 0); handle.castShadow = true; group.add(handle);
  }
  return group;
}

/** A renderer, a scene lit by a low sun with a soft room fill, and a floor that only takes shadows. */
let shared = null;
function studio(canvas, w, h, background) {
  if (!shared) {
    const renderer = new THREE.WebGLRenderer({ canvas, antialias: true, preserveDrawingBuffer: true });
    renderer.setSize(w, h, false); renderer.outputColorSpace = THREE.SRGBColorSpace;
    renderer.toneMapping = THREE.NeutralToneMapping; renderer.toneMappingExposure = 1.0;
    renderer.shadowMap.enabled = true; renderer.shadowMap.type = THREE.PCFSoftShadowMap;
    const env = new THREE.PMREMGenerator(renderer).fromScene(new addons.RoomEnvironment(), 0.04).texture;
    shared = { renderer, env };
  }
  const { renderer } = shared;
  const scene = new THREE.Scene(); scene.background = new THREE.Color(background);
  scene.environment = shared.env; scene.environmentIntensity = 0.55;
  scene.add(new THREE.HemisphereLight('#fff4e6', '#b79a80', 0.8));
  const key = new THREE.DirectionalLight('#ffe7c7', 3.2); key.position.set(-30, 34, 22); key.castShadow = true;
  key.shadow.mapSize.set(2048, 2048); key.shadow.bias = -0.0005; key.shadow.normalBias = 0.04;
  Object.assign(key.shadow.camera, { left: -40, right: 40, top: 40, bottom: -40, near: 1, far: 140 });
  scene.add(key);
  const floor = new THREE.Mesh(new THREE.PlaneGeometry(400, 400), new THREE.ShadowMaterial({ opacity: 0.2 }));
  floor.rotation.x = -Math.PI / 2; floor.receiveShadow = true; scene.add(floor);
  return { renderer, scene, key };
}
`;

export const ADDONS = ['environments/RoomEnvironment.js'];

/**
 * Product photographs for a page: each shot { id, kind, glaze, background, w, h } is rendered and
 * put into the page's <img data-shot="id">. Returns the hidden canvas and its script.
 */
export function shots(list, { w = 600, h = 600 } = {}) {
  const code = `${LIB}
const list = ${JSON.stringify(list)};
for (const s of list) {
  const { renderer, scene } = studio(canvas, ${w}, ${h}, s.background);
  const p = piece(s.kind, s.glaze); p.rotation.y = s.turn ?? 0.6; scene.add(p);
  const box = new THREE.Box3().setFromObject(p); const size = box.getSize(new THREE.Vector3());
  const cam = new THREE.PerspectiveCamera(24, ${w / h}, 1, 500);
  const d = Math.max(size.x, size.y * 1.25) * 2.7 * (s.zoom ?? 1);
  cam.position.set(0, size.y * 0.55 + d * (s.tilt ?? 0.42), d); cam.lookAt(0, size.y * 0.42, 0);
  renderer.render(scene, cam);
  const url = canvas.toDataURL('image/png');
  for (const img of document.querySelectorAll('img[data-shot="' + s.id + '"]')) { img.src = url; await img.decode(); }
}
done();`;
  return threeCanvas(code, { width: w, height: h, addons: ADDONS, style: 'position:absolute;left:-4000px;top:0' });
}

/** An <img> that a shot fills; `style` sizes it. */
export const shotImg = (id, style = '') => `<img data-shot="${id}" alt="" style="display:block;object-fit:cover;${style}">`;
