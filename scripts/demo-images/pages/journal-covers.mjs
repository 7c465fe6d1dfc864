// The journal's covers (public/images/journal/<slug>/cover.webp, 1800x1200): still lifes on a desk,
// shot from above in soft window light, as a studio would photograph its own work. Each is one
// three.js scene (./three.mjs); what is printed or on a screen is drawn on a 2D canvas first, in
// bars, numerals and proper names only. The subject keeps to the middle 60%, since the site crops
// the covers to 16:9 and to 1.91:1 for social cards.
import { page } from './kit.mjs';
import { threeCanvas } from './three.mjs';
import { C as BLOOM, CLASSES, ORDER, PETAL, bloomPage } from './clients/bloom/brand.mjs';

export const COVER = [1800, 1200];

// The studio's colours (app/theme.css). The theme has no sand of its own: it is the cream taken
// 40% towards the gold, the warm neutral the studio's paper and linen are drawn in.
const S = {
  cream: '#fdf6f0',
  blush: '#fce7f3',
  petal: '#f9a8d4',
  rose: '#ec4899',
  plum: '#4a1d3f',
  ink: '#2b1626',
  muted: '#6b4f63',
  sage: '#a3b8a0',
  gold: '#d4a373',
  sand: '#edd5be',
};

// Browser-side helpers for every cover: textures drawn on 2D canvases, and the desk's objects
// (cards, open books, a laptop, a phone, cups, pens, sticky notes), measured in centimetres.
const KIT = `
const S = ${JSON.stringify(S)};
let seed = 29;
const rnd = () => ((seed = (seed * 16807) % 2147483647) / 2147483647);
const jit = (a) => (rnd() - 0.5) * 2 * a;
const sheet = (cw, ch) => { const c = document.createElement('canvas'); c.width = cw; c.height = ch; return [c, c.getContext('2d')]; };
const tex = (c) => { const t = new THREE.CanvasTexture(c); t.colorSpace = THREE.SRGBColorSpace; t.anisotropy = 8; return t; };
const mat = (o) => new THREE.MeshStandardMaterial(typeof o === 'string' ? { color: o, roughness: 0.85 } : { roughness: 0.85, ...o });
const lit = (o) => { o.traverse((m) => { if (m.isMesh) { m.castShadow = true; m.receiveShadow = true; } }); return o; };
const put = (o, x, z, ry = 0, y = 0) => { o.position.set(x, y, z); o.rotation.y = ry; scene.add(o); return o; };
// The soft dark where an object meets the desk (the light of the whole room, not the window's):
// a blurred rounded shape under it, nudged away from the window. round: an ellipse.
function contact(w, d, { blur = 1.2, opacity = 0.5, r = 0.4, round = false, dx = 0.35, dz = 0.35, y = 0.015 } = {}) {
  const k = 24, m = blur * 3; const [c, g] = sheet(Math.ceil((w + 2 * m) * k), Math.ceil((d + 2 * m) * k));
  g.filter = 'blur(' + blur * k + 'px)'; g.fillStyle = 'rgba(58,36,28,1)'; g.beginPath();
  if (round) g.ellipse(c.width / 2, c.height / 2, (w / 2) * k, (d / 2) * k, 0, 0, 7); else g.roundRect(m * k, m * k, w * k, d * k, r * k); g.fill();
  const plane = new THREE.Mesh(new THREE.PlaneGeometry(w + 2 * m, d + 2 * m), new THREE.MeshBasicMaterial({ map: tex(c), transparent: true, opacity, depthWrite: false }));
  plane.rotation.x = -Math.PI / 2; plane.position.set(dx, y, dz); plane.renderOrder = 1; return plane;
}

// Paper, card and linen: a flat colour with short fibres, light and dark.
function paper(g, cw, ch, base, amount = 0.05) {
  g.fillStyle = base; g.fillRect(0, 0, cw, ch);
  for (let i = 0; i < cw * ch * 0.003; i++) {
    g.strokeStyle = rnd() > 0.5 ? 'rgba(255,255,255,' + amount * 1.6 + ')' : 'rgba(90,60,40,' + amount + ')';
    g.lineWidth = 0.6 + rnd(); const x = rnd() * cw, y = rnd() * ch, a = rnd() * Math.PI, l = 3 + rnd() * 9;
    g.beginPath(); g.moveTo(x, y); g.lineTo(x + Math.cos(a) * l, y + Math.sin(a) * l); g.stroke();
  }
}
const rr = (g, x, y, w, h, r) => { g.beginPath(); g.roundRect(x, y, w, h, r); };
function bar(g, x, y, w, h, colour, alpha = 1) { g.globalAlpha = alpha; g.fillStyle = colour; rr(g, x, y, w, h, h / 2); g.fill(); g.globalAlpha = 1; }
// A line drawn by hand through the points: it wobbles a little, and the ink is heavier where the
// pen slows down at the ends.
function ink(g, pts, width, colour, alpha = 0.9) {
  const path = [];
  for (let i = 0; i < pts.length - 1; i++) {
    const [x1, y1] = pts[i], [x2, y2] = pts[i + 1]; const n = Math.max(2, Math.round(Math.hypot(x2 - x1, y2 - y1) / 18));
    for (let k = 0; k < n; k++) { const t = k / n; path.push([x1 + (x2 - x1) * t + jit(width * 0.18), y1 + (y2 - y1) * t + jit(width * 0.18)]); }
  }
  path.push(pts[pts.length - 1]);
  g.save(); g.strokeStyle = colour; g.lineCap = 'round'; g.lineJoin = 'round';
  for (let pass = 0; pass < 2; pass++) {
    g.globalAlpha = alpha * (pass ? 0.45 : 1); g.lineWidth = width * (pass ? 1.25 : 0.9); g.beginPath(); g.moveTo(...path[0]);
    for (let i = 1; i < path.length - 1; i++) g.quadraticCurveTo(path[i][0], path[i][1], (path[i][0] + path[i + 1][0]) / 2, (path[i][1] + path[i + 1][1]) / 2);
    g.lineTo(...path[path.length - 1]); g.stroke();
  }
  g.restore();
}
// A line of handwriting, as a bar: one pen stroke with a slight slope and a wave.
function scrawl(g, x, y, w, width, colour, alpha = 0.85) {
  const pts = []; const n = Math.max(3, Math.round(w / 60)); const slope = jit(0.012);
  for (let i = 0; i <= n; i++) pts.push([x + (w * i) / n, y + Math.sin(i * 1.7 + rnd() * 2) * width * 0.35 + slope * (w * i) / n]);
  ink(g, pts, width, colour, alpha);
}
// Graphite: a shape stroked a few times, each pass a little off.
function graphite(g, draw, width = 2.4, passes = 3, colour = '#55505a') {
  g.save(); g.strokeStyle = colour; g.lineCap = 'round'; g.lineJoin = 'round';
  for (let i = 0; i < passes; i++) { g.save(); g.translate(jit(2.2), jit(2.2)); g.globalAlpha = 0.28 + rnd() * 0.25; g.lineWidth = width * (0.7 + rnd() * 0.6); g.beginPath(); draw(g); g.stroke(); g.restore(); }
  g.restore();
}

// A rounded rectangle in the XZ plane's shape space, centred.
function rrShape(w, d, r) {
  const s = new THREE.Shape(); const x = -w / 2, y = -d / 2;
  s.moveTo(x + r, y); s.lineTo(x + w - r, y); s.quadraticCurveTo(x + w, y, x + w, y + r); s.lineTo(x + w, y + d - r);
  s.quadraticCurveTo(x + w, y + d, x + w - r, y + d); s.lineTo(x + r, y + d); s.quadraticCurveTo(x, y + d, x, y + d - r); s.lineTo(x, y + r);
  s.quadraticCurveTo(x, y, x + r, y); return s;
}
// Fits a texture to a shape's own coordinates (the caps of an extrusion, a ShapeGeometry).
const fit = (t, w, d) => { t.repeat.set(1 / w, 1 / d); t.offset.set(0.5, 0.5); return t; };
// A card, sheet or board lying flat: w across, d deep, t thick; the face a colour or a texture
// (drawn upright, its top edge away from the camera). holes: [[x, z, r]] from the centre.
function slab(w, d, t, face, { side = '#f3eee6', r = 0.3, roughness = 0.85, holes = [], shade = 0.45 } = {}) {
  const s = rrShape(w, d, r);
  holes.forEach(([x, z, hr]) => { const p = new THREE.Path(); p.absarc(x, -z, hr, 0, Math.PI * 2, true); s.holes.push(p); });
  const geo = new THREE.ExtrudeGeometry(s, { depth: t, bevelEnabled: false, curveSegments: 16 });
  const top = face.isTexture ? mat({ map: fit(face, w, d), roughness }) : mat({ color: face, roughness });
  const m = new THREE.Mesh(geo, [top, mat({ color: side, roughness: 0.9 })]); m.rotation.x = -Math.PI / 2;
  const g = new THREE.Group(); g.add(lit(m)); if (shade) g.add(contact(w, d, { opacity: shade, r, blur: 0.6 + t })); return g;
}
// An open book or notebook: boards, two blocks of pages rising from the gutter, each page's face
// a texture (w x d per page).
function openBook(w, d, left, right, { cover = S.plum, block = 0.7, board = 0.22, edge = '#f2ece2', margin = 0.45 } = {}) {
  const g = new THREE.Group();
  g.add(slab(2 * w + 2 * margin, d + 2 * margin, board, cover, { side: cover, r: 0.35, roughness: 0.75, shade: 0.6 }));
  const top = (u) => board + block * (0.25 + 0.75 * (1 - Math.exp(-u / 0.06))) - block * 0.18 * u ** 6;
  [[-1, left], [1, right]].forEach(([s, face]) => {
    const shape = new THREE.Shape(); shape.moveTo(0, board); shape.lineTo(s * w, board);
    for (let i = 60; i >= 0; i--) shape.lineTo((s * w * i) / 60, top(i / 60) - 0.01);
    const geo = new THREE.ExtrudeGeometry(shape, { depth: d, bevelEnabled: false }); geo.translate(0, 0, -d / 2);
    g.add(lit(new THREE.Mesh(geo, mat({ color: edge, roughness: 0.95 }))));
    const pg = new THREE.PlaneGeometry(w, d, 80, 1); pg.rotateX(-Math.PI / 2); pg.translate((s * w) / 2, 0, 0);
    const pos = pg.attributes.position; for (let i = 0; i < pos.count; i++) pos.setY(i, top(Math.abs(pos.getX(i)) / w));
    pg.computeVertexNormals();
    g.add(lit(new THREE.Mesh(pg, mat({ map: face, roughness: 0.92 }))));
  });
  return g;
}
// Page shading: the gutter's shade on the inner edge of a page canvas (side -1 left page, 1 right).
function gutter(g, cw, ch, side, strength = 0.22) {
  const x = side < 0 ? cw : 0; const gr = g.createLinearGradient(x, 0, x - side * cw * 0.14, 0);
  gr.addColorStop(0, 'rgba(60,40,30,' + strength + ')'); gr.addColorStop(1, 'rgba(60,40,30,0)'); g.fillStyle = gr; g.fillRect(0, 0, cw, ch);
}
// A screen's glass: black under the picture, the picture glowing.
const glass = (map) => new THREE.MeshStandardMaterial({ color: '#000', emissive: '#fff', emissiveMap: map, emissiveIntensity: 1, roughness: 0.16, metalness: 0.1 });
// A laptop, lid open by 'open' radians past upright, the screen a texture (w - 0.4 by d - 0.4).
function laptop(screen, { w = 31, d = 21.5, open = 0.5, colour = '#d3d3d6' } = {}) {
  const g = new THREE.Group();
  const alu = { metalness: 0.5, roughness: 0.42 };
  const base = new THREE.Mesh(new addons.RoundedBoxGeometry(w, 1.05, d, 4, 0.45), mat({ color: colour, ...alu })); base.position.y = 0.525; g.add(lit(base)); g.add(contact(w, d, { opacity: 0.55, blur: 1.4 }));
  const [kc, kg] = sheet(1240, 860); kg.fillStyle = colour; kg.fillRect(0, 0, 1240, 860);
  kg.fillStyle = '#bdbdc1'; rr(kg, 80, 40, 1080, 440, 14); kg.fill();
  for (let row = 0; row < 6; row++) for (let k = 0; k < 14; k++) {
    const kw = row === 5 && k > 4 && k < 9 ? 0 : 68; if (!kw) continue;
    kg.fillStyle = '#2b2a2e'; rr(kg, 94 + k * 76.5, 54 + row * 71, 68, row === 0 ? 38 : 62, 8); kg.fill();
  }
  kg.fillStyle = '#2b2a2e'; rr(kg, 94 + 5 * 76.5, 54 + 5 * 71, 4 * 76.5 - 8, 62, 8); kg.fill();
  kg.fillStyle = '#c9c9cd'; rr(kg, 400, 520, 440, 290, 18); kg.fill(); kg.strokeStyle = 'rgba(0,0,0,.08)'; kg.lineWidth = 2; kg.stroke();
  const deck = new THREE.Mesh(new THREE.PlaneGeometry(w - 1.2, d - 1.2), mat({ map: tex(kc), ...alu })); deck.rotation.x = -Math.PI / 2; deck.position.y = 1.052; deck.receiveShadow = true; g.add(deck);
  const hinge = new THREE.Group(); hinge.position.set(0, 0.9, -d / 2 + 0.35); g.add(hinge);
  const lid = new THREE.Mesh(new addons.RoundedBoxGeometry(w, d, 0.55, 4, 0.25), mat({ color: colour, ...alu })); lid.position.set(0, d / 2, -0.3); hinge.add(lit(lid));
  const face = new THREE.Mesh(new THREE.PlaneGeometry(w - 0.4, d - 0.4), glass(screen)); face.position.set(0, d / 2, -0.015); hinge.add(face);
  hinge.rotation.x = -open;
  if (open > 1.2) g.add(contact(w, d, { opacity: 0.45, blur: 1.6, dz: -d - 0.2 }));
  return g;
}
// A phone lying on its back, the screen a texture (w - 0.3 by d - 0.3, corners drawn round).
function phone(screen, { w = 7.2, d = 14.8, t = 0.8, colour = '#2b2529' } = {}) {
  const g = new THREE.Group();
  const geo = new THREE.ExtrudeGeometry(rrShape(w - 0.3, d - 0.3, 0.95), { depth: t - 0.3, bevelEnabled: true, bevelThickness: 0.15, bevelSize: 0.15, bevelSegments: 5, curveSegments: 20 });
  const body = new THREE.Mesh(geo, mat({ color: colour, metalness: 0.4, roughness: 0.35 })); body.rotation.x = -Math.PI / 2; body.position.y = 0.15; g.add(lit(body)); g.add(contact(w, d, { opacity: 0.6, blur: 0.9, r: 1 }));
  const sg = new THREE.ShapeGeometry(rrShape(w - 0.32, d - 0.32, 0.9), 20);
  const face = new THREE.Mesh(sg, glass(fit(screen, w - 0.32, d - 0.32))); face.rotation.x = -Math.PI / 2; face.position.y = t + 0.005; face.receiveShadow = true; g.add(face);
  return g;
}
// Stoneware: a glaze with iron speckles, as a repeating texture.
function glaze(base, speck = 'rgba(70,45,30,.55)', n = 900) {
  const [c, g] = sheet(512, 512); g.fillStyle = base; g.fillRect(0, 0, 512, 512);
  for (let i = 0; i < n; i++) { g.fillStyle = speck; g.globalAlpha = 0.3 + rnd() * 0.7; g.beginPath(); g.arc(rnd() * 512, rnd() * 512, 0.6 + rnd() * 1.6, 0, 7); g.fill(); }
  g.globalAlpha = 1; const t = tex(c); t.wrapS = t.wrapT = THREE.RepeatWrapping; t.repeat.set(3, 1); return t;
}
// A cup on its saucer, turned on a lathe (cm), with a handle and the drink in it.
function cup({ r = 4.3, h = 7.2, colour = S.cream, drink, saucer = true, handleAt = 0.6 } = {}) {
  const g = new THREE.Group(); const body = mat({ map: glaze(colour), roughness: 0.32 });
  const lift = saucer ? 0.75 : 0;
  g.add(contact(saucer ? 15.4 : r * 1.5, saucer ? 15.4 : r * 1.5, { round: true, opacity: 0.5, blur: 1.2 }));
  if (saucer) {
    const sp = [[0, 0], [4.0, 0], [4.2, 0.1], [4.5, 0.4], [6.4, 0.75], [7.5, 1.2], [7.7, 1.42], [7.6, 1.5], [6.4, 1.05], [4.6, 0.8], [0, 0.75]].map(([x, y]) => new THREE.Vector2(x, y));
    g.add(lit(new THREE.Mesh(new THREE.LatheGeometry(sp, 96), mat({ color: colour, roughness: 0.32 }))));
  }
  const p = [[0, 0], [r * 0.58, 0], [r * 0.6, 0.15], [r * 0.6, 0.45], [r * 0.74, 0.7], [r * 0.9, 1.6], [r * 0.98, 3.2], [r, h - 1.2], [r * 1.01, h - 0.1], [r - 0.07, h], [r - 0.3, h - 0.08], [r - 0.33, h - 1.2], [r * 0.98 - 0.33, 3.2], [r * 0.9 - 0.35, 1.6], [r * 0.5, 0.75], [0, 0.7]];
  const c = new THREE.Mesh(new THREE.LatheGeometry(p.map(([x, y]) => new THREE.Vector2(x, y)), 120), body); c.position.y = lift; g.add(lit(c));
  const handle = new THREE.Mesh(new THREE.TorusGeometry(1.55, 0.42, 20, 48, Math.PI * 1.15), body);
  handle.position.set(r + 0.35, lift + h * 0.55, 0); handle.rotation.z = -Math.PI * 0.575; const hg = new THREE.Group(); hg.add(lit(handle)); hg.rotation.y = handleAt; g.add(hg);
  if (drink) {
    const level = h - 1.3; const [dc, dg] = sheet(512, 512); drink(dg, 512);
    const d = new THREE.Mesh(new THREE.CircleGeometry(r - 0.34, 96), new THREE.MeshStandardMaterial({ map: tex(dc), roughness: 0.08, metalness: 0 }));
    d.rotation.x = -Math.PI / 2; d.position.y = lift + level; d.receiveShadow = true; g.add(d);
  }
  return g;
}
// A pen or pencil lying along x: a cylinder body, cap or ferrule, point.
function pen({ colour = S.plum, trim = '#cfae7c', length = 14, r = 0.5 } = {}) {
  const g = new THREE.Group(); const gloss = mat({ color: colour, roughness: 0.28, metalness: 0.1 }); const metal = mat({ color: trim, roughness: 0.25, metalness: 0.9 });
  const barrel = new THREE.Mesh(new THREE.CylinderGeometry(r * 0.92, r, length * 0.6, 40), gloss); barrel.position.y = -length * 0.1; g.add(barrel);
  const cap = new THREE.Mesh(new THREE.CylinderGeometry(r * 1.02, r * 1.02, length * 0.38, 40), gloss); cap.position.y = length * 0.39; g.add(cap);
  const top = new THREE.Mesh(new THREE.SphereGeometry(r * 1.02, 32, 16, 0, Math.PI * 2, 0, Math.PI / 2), gloss); top.position.y = length * 0.58; g.add(top);
  const band = new THREE.Mesh(new THREE.CylinderGeometry(r * 1.05, r * 1.05, 0.35, 40), metal); band.position.y = length * 0.2; g.add(band);
  const clip = new THREE.Mesh(new THREE.BoxGeometry(0.22, length * 0.3, 0.16), metal); clip.position.set(0, length * 0.4, r * 1.1); g.add(clip);
  const nib = new THREE.Mesh(new THREE.CylinderGeometry(r * 0.92, 0.12, 1.4, 40), metal); nib.position.y = -length * 0.4 - 0.7; g.add(nib);
  lit(g); g.rotation.z = Math.PI / 2; g.position.y = r; const o = new THREE.Group(); o.add(g, contact(length, r * 1.6, { round: true, opacity: 0.45, blur: 0.35, dx: 0.2, dz: 0.25 })); return o;
}
function pencil({ colour = S.sand, length = 17, r = 0.38 } = {}) {
  const g = new THREE.Group();
  const wood = new THREE.Mesh(new THREE.CylinderGeometry(r, r, length, 6), mat({ color: colour, roughness: 0.55 })); g.add(wood);
  const cone = new THREE.Mesh(new THREE.CylinderGeometry(0.06, r * 0.95, 1.9, 6), mat({ color: '#e6c9a0', roughness: 0.9 })); cone.position.y = -length / 2 - 0.95; g.add(cone);
  const lead = new THREE.Mesh(new THREE.ConeGeometry(0.075, 0.35, 12), mat({ color: '#333', roughness: 0.4 })); lead.rotation.x = Math.PI; lead.position.y = -length / 2 - 2.05; g.add(lead);
  lit(g); g.rotation.z = Math.PI / 2; g.position.y = r; const o = new THREE.Group(); o.add(g, contact(length + 1.5, r * 1.6, { round: true, opacity: 0.45, blur: 0.3, dx: -0.6, dz: 0.2 })); return o;
}
// A sticky note, its free end curling up a little from the glued strip at the top.
function sticky(face, { size = 7.6, curl = 0.9 } = {}) {
  const geo = new THREE.PlaneGeometry(size, size, 1, 24); geo.rotateX(-Math.PI / 2);
  const pos = geo.attributes.position; for (let i = 0; i < pos.count; i++) { const v = (pos.getZ(i) + size / 2) / size; pos.setY(i, 0.04 + curl * Math.max(0, v - 0.45) ** 2.2); }
  geo.computeVertexNormals();
  const m = new THREE.Mesh(geo, mat({ map: face, roughness: 0.9, side: THREE.DoubleSide })); const g = new THREE.Group(); g.add(lit(m), contact(size, size, { opacity: 0.3, blur: 0.5, r: 0.1, dz: 0.6 })); return g;
}
`;

/**
 * The scene: a renderer with soft shadows and a studio's room reflected in glazes and glass; the
 * key light a spot far off to the upper left with a gobo for the window (`pane`: where its bars
 * fall, or null for none), the room's fill (`fill`) from the hemisphere; `desk` is browser code
 * that returns the desk's texture.
 */
const stage = ({
  w,
  h,
  eye,
  target,
  fov = 30,
  light = [-120, 120, -90],
  power = 3.8,
  fill = 0.95,
  exposure = 1.0,
  fonts = [],
  desk,
  pane = null,
}) => `
await Promise.all(${JSON.stringify(fonts)}.map((f) => document.fonts.load(f)));
${KIT}
const renderer = new THREE.WebGLRenderer({ canvas, antialias: true });
renderer.setSize(${w}, ${h}, false);
renderer.shadowMap.enabled = true; renderer.shadowMap.type = THREE.VSMShadowMap;
renderer.outputColorSpace = THREE.SRGBColorSpace;
renderer.toneMapping = THREE.NeutralToneMapping; renderer.toneMappingExposure = ${exposure};
const scene = new THREE.Scene();
const pmrem = new THREE.PMREMGenerator(renderer); scene.environment = pmrem.fromScene(new addons.RoomEnvironment(), 0.04).texture; scene.environmentIntensity = 0.3;
const camera = new THREE.PerspectiveCamera(${fov}, ${w / h}, 1, 600); camera.position.set(${eye}); camera.lookAt(${target});
scene.add(new THREE.HemisphereLight('#fff6ee', '#b8a08c', ${fill}));
// The window: the light falls off away from it (the gobo's +y runs towards the window, up and
// left in the frame), and may carry the soft bars of its frame (bars: [x, y] on the gobo, 0 to 1).
const [wc, wg] = sheet(512, 512); const fall = wg.createLinearGradient(0, 0, 0, 512);
fall.addColorStop(0, '#a8a8a8'); fall.addColorStop(0.55, '#f4f4f4'); fall.addColorStop(1, '#ffffff'); wg.fillStyle = fall; wg.fillRect(0, 0, 512, 512);
const bars = ${JSON.stringify(pane)};
// (each bar a gradient across its width: soft at the edges, still dark in the middle)
const soft = (x0, y0, x1, y1) => { const gr = wg.createLinearGradient(x0, y0, x1, y1); gr.addColorStop(0, 'rgba(0,0,0,0)'); gr.addColorStop(0.5, 'rgba(0,0,0,.42)'); gr.addColorStop(1, 'rgba(0,0,0,0)'); return gr; };
if (bars) { const [x, y] = bars.map((f) => f * 512); wg.fillStyle = soft(x - 16, 0, x + 16, 0); wg.fillRect(x - 16, 0, 32, 512); wg.fillStyle = soft(0, y - 16, 0, y + 16); wg.fillRect(0, y - 16, 512, 32); }
const key = new THREE.SpotLight('#fff0de', ${power}, 0, 0.36, 0.0, 0);
key.map = tex(wc); key.position.set(${light}); key.target.position.set(${target}); key.castShadow = true;
key.shadow.mapSize.set(2048, 2048); key.shadow.radius = 10; key.shadow.blurSamples = 16; key.shadow.bias = -0.0004;
key.shadow.camera.near = 40; key.shadow.camera.far = 320;
scene.add(key, key.target);
const fill = new THREE.DirectionalLight('#ffe9dc', 0.35); fill.position.set(60, 40, 60); scene.add(fill);
const table = new THREE.Mesh(new THREE.PlaneGeometry(400, 300), mat({ map: (() => { ${desk} })(), roughness: 0.9 }));
table.rotation.x = -Math.PI / 2; table.receiveShadow = true; scene.add(table);
`;

const finish = `renderer.render(scene, camera); done();`;

/** The page: the canvas, and the light falling off towards the corners, as in a photograph. */
const frame = (code, [w, h], wrap = page) =>
  wrap(
    `<div style="position:relative;width:${w}px;height:${h}px">${threeCanvas(code, {
      width: w,
      height: h,
      addons: ['geometries/RoundedBoxGeometry.js', 'environments/RoomEnvironment.js'],
    })}<div style="position:absolute;inset:0;background:radial-gradient(95% 90% at 42% 40%,transparent 58%,rgba(60,30,40,.2))"></div></div>`,
    [w, h],
  );
const studioPage = (body, [width, height]) => page(body, { width, height });

// --- 1. How we run a brand project: the designer's desk --------------------------------------

const deskOne = `
const [c, g] = sheet(2048, 2048); g.fillStyle = '#e7dac9'; g.fillRect(0, 0, 2048, 2048);
for (let y = 0; y < 2048; y += 3) { g.fillStyle = 'rgba(' + (rnd() > 0.5 ? '255,250,240,' : '130,95,60,') + (rnd() * 0.012) + ')'; g.fillRect(0, y, 2048, 3); }
for (let i = 0; i < 1400; i++) { const y = rnd() * 2048, x = rnd() * 2048 - 200, l = 300 + rnd() * 1200; g.strokeStyle = 'rgba(150,110,70,' + (0.02 + rnd() * 0.05) + ')'; g.lineWidth = 0.8 + rnd() * 1.8; g.beginPath(); g.moveTo(x, y); g.bezierCurveTo(x + l / 3, y + jit(10), x + (2 * l) / 3, y + jit(10), x + l, y + jit(6)); g.stroke(); }
for (let y = 300; y < 2048; y += 700) { g.fillStyle = 'rgba(110,75,45,.14)'; g.fillRect(0, y, 2048, 2); g.fillStyle = 'rgba(255,250,240,.2)'; g.fillRect(0, y + 2, 2048, 1); }
const t = tex(c); t.wrapS = t.wrapT = THREE.RepeatWrapping; t.repeat.set(1.6, 1.6); return t;`;

/** The brand guide's colour page (left) and its tints and proportions (right), 1400 x 1980 each. */
const guidePages = `
const PW = 1400, PH = 1980;
function guideLeft() {
  const [c, g] = sheet(PW, PH); paper(g, PW, PH, '#fbf8f3', 0.035);
  bar(g, 120, 130, 160, 16, S.muted, 0.6); bar(g, 120, 200, 620, 46, S.plum, 0.85);
  bar(g, 120, 290, 900, 16, S.ink, 0.22); bar(g, 120, 325, 760, 16, S.ink, 0.22);
  // plum, large, with its codes
  g.fillStyle = S.plum; g.fillRect(120, 420, 1160, 700);
  g.fillStyle = S.cream; g.font = '600 46px Inter'; g.fillText('#4A1D3F', 170, 1060); g.font = '400 30px Inter'; g.globalAlpha = 0.75; g.fillText('74  29  63', 170, 1008); g.globalAlpha = 1;
  bar(g, 170, 480, 220, 20, S.cream, 0.8);
  // blush and sand beside each other
  g.fillStyle = S.blush; g.fillRect(120, 1160, 570, 520); g.strokeStyle = 'rgba(74,29,63,.12)'; g.lineWidth = 2; g.strokeRect(121, 1161, 568, 518);
  g.fillStyle = S.sand; g.fillRect(710, 1160, 570, 520);
  g.fillStyle = S.plum; g.font = '600 38px Inter'; g.fillText('#FCE7F3', 160, 1630); g.fillText('#EDD5BE', 750, 1630);
  g.font = '400 26px Inter'; g.globalAlpha = 0.7; g.fillText('252  231  243', 160, 1584); g.fillText('237  213  190', 750, 1584); g.globalAlpha = 1;
  bar(g, 160, 1210, 160, 18, S.plum, 0.55); bar(g, 750, 1210, 160, 18, S.plum, 0.55);
  bar(g, 120, 1740, 1000, 14, S.ink, 0.2); bar(g, 120, 1772, 840, 14, S.ink, 0.2);
  g.fillStyle = S.muted; g.font = '500 26px Inter'; g.fillText('14', 120, 1900);
  gutter(g, PW, PH, -1); return tex(c);
}
function guideRight() {
  const [c, g] = sheet(PW, PH); paper(g, PW, PH, '#fbf8f3', 0.035);
  bar(g, 120, 130, 160, 16, S.muted, 0.6); bar(g, 120, 200, 420, 46, S.plum, 0.85);
  const rows = [[S.plum, '#ffffff'], [S.petal, S.blush], ['#dcbd9c', S.cream]];
  const mix = (a, b, t) => '#' + [1, 3, 5].map((i) => Math.round(parseInt(a.slice(i, i + 2), 16) * (1 - t) + parseInt(b.slice(i, i + 2), 16) * t).toString(16).padStart(2, '0')).join('');
  rows.forEach(([from, to], r) => {
    [0, 0.25, 0.5, 0.75, 0.92].forEach((t, i) => {
      g.fillStyle = mix(from, to, t); g.fillRect(120 + i * 236, 330 + r * 300, 216, 216);
      g.fillStyle = S.muted; g.font = '500 24px Inter'; g.fillText(String(100 - [0, 20, 40, 60, 80][i]), 120 + i * 236, 580 + r * 300);
    });
  });
  // how much of each: the proportions on a page
  bar(g, 120, 1290, 300, 18, S.muted, 0.55);
  g.fillStyle = S.plum; g.fillRect(120, 1340, 640, 120); g.fillStyle = S.sand; g.fillRect(760, 1340, 330, 120); g.fillStyle = S.blush; g.fillRect(1090, 1340, 190, 120);
  g.fillStyle = S.muted; g.font = '500 26px Inter'; g.fillText('60', 120, 1505); g.fillText('30', 760, 1505); g.fillText('10', 1090, 1505);
  // the colours together: a card each way round
  g.fillStyle = S.plum; rr(g, 120, 1570, 560, 300, 10); g.fill(); bar(g, 170, 1630, 300, 34, S.blush, 0.95); bar(g, 170, 1700, 400, 14, S.blush, 0.6); bar(g, 170, 1730, 330, 14, S.blush, 0.6);
  g.fillStyle = S.petal; rr(g, 170, 1790, 150, 44, 22); g.fill();
  g.fillStyle = S.blush; rr(g, 720, 1570, 560, 300, 10); g.fill(); bar(g, 770, 1630, 300, 34, S.plum, 0.9); bar(g, 770, 1700, 400, 14, S.plum, 0.45); bar(g, 770, 1730, 330, 14, S.plum, 0.45);
  g.fillStyle = S.plum; rr(g, 770, 1790, 150, 44, 22); g.fill();
  g.fillStyle = S.muted; g.font = '500 26px Inter'; g.fillText('15', 1250, 1930);
  gutter(g, PW, PH, 1); return tex(c);
}`;

/** The sketchbook's page: the mark worked out in pencil, one version inked in plum. */
const sketchPage = `
function sketchbookPage() {
  const W = 1500, H = 1060; const [c, g] = sheet(W, H); paper(g, W, H, '#f7f3ec', 0.04);
  const ribbon = (x, y, r, k = 1) => (p) => { p.moveTo(x - r, y + r * 0.3); p.bezierCurveTo(x - r * 0.4, y - r * k, x + r * 0.2, y + r * k, x + r, y - r * 0.4); };
  const circle = (x, y, r) => (p) => { p.moveTo(x + r, y); p.arc(x, y, r, 0, Math.PI * 2); };
  const arch = (x, y, r) => (p) => { p.moveTo(x - r, y + r); p.lineTo(x - r, y); p.arc(x, y, r, Math.PI, 0); p.lineTo(x + r, y + r); };
  // first tries: circles and arches with their construction lines
  graphite(g, circle(230, 240, 120), 3); graphite(g, ribbon(230, 240, 95, 0.8), 6, 4);
  graphite(g, (p) => { p.moveTo(90, 240); p.lineTo(370, 240); p.moveTo(230, 100); p.lineTo(230, 380); }, 1.4, 2, '#8a8590');
  graphite(g, arch(560, 250, 100), 5, 4); graphite(g, circle(560, 250, 40), 3);
  graphite(g, ribbon(880, 250, 110, 1.3), 9, 5); graphite(g, circle(985, 290, 20), 4);
  // the chosen one: drawn firmer, inked in plum and ringed
  graphite(g, circle(1230, 250, 150), 2, 2, '#8a8590');
  g.save(); g.lineCap = 'round'; g.strokeStyle = S.plum; g.lineWidth = 46; g.beginPath(); ribbon(1230, 250, 110, 1)(g); g.stroke(); g.restore();
  g.fillStyle = S.rose; g.beginPath(); g.arc(1230 + 77, 250 + 55, 17, 0, 7); g.fill();
  ink(g, [[1060, 420], [1130, 440], [1240, 446], [1360, 430]], 5, S.rose, 0.7);
  // smaller variations below
  [[200, 640, 0.6], [440, 640, 1.1], [680, 640, 1.5]].forEach(([x, y, k]) => { graphite(g, ribbon(x, y, 80, k), 10, 4); });
  graphite(g, (p) => { p.rect(110, 520, 680, 240); }, 1.5, 2, '#8a8590');
  g.save(); g.fillStyle = S.plum; g.beginPath(); g.arc(1000, 660, 110, 0, 7); g.fill(); g.strokeStyle = S.cream; g.lineWidth = 26; g.lineCap = 'round'; g.beginPath(); ribbon(1000, 660, 72, 1)(g); g.stroke(); g.restore();
  graphite(g, (p) => { p.moveTo(1170, 600); p.lineTo(1250, 560); p.moveTo(1235, 550); p.lineTo(1252, 560); p.lineTo(1240, 576); }, 3, 3);
  graphite(g, circle(1330, 620, 60), 3); graphite(g, ribbon(1330, 620, 45, 1), 7, 4);
  // notes as bars, in pencil
  [[110, 880, 420], [110, 930, 300], [760, 880, 360], [760, 930, 250]].forEach(([x, y, w]) => graphite(g, (p) => { p.moveTo(x, y); p.lineTo(x + w, y + jit(4)); }, 9, 3));
  return tex(c);
}`;

/** The laptop's screen: a website's front page in the studio's colours, 1600 x 1100. */
const websiteScreen = `
function website() {
  const W = 1600, H = 1100; const [c, g] = sheet(W, H); g.fillStyle = '#121014'; g.fillRect(0, 0, W, H);
  const x0 = 34, y0 = 34, w = W - 68, h = H - 68; g.save(); g.beginPath(); g.rect(x0, y0, w, h); g.clip();
  g.fillStyle = S.cream; g.fillRect(x0, y0, w, h);
  // browser bar
  g.fillStyle = '#efe7e2'; g.fillRect(x0, y0, w, 46); ['#f27c74', '#f5c15b', '#7cc67d'].forEach((col, i) => { g.fillStyle = col; g.beginPath(); g.arc(x0 + 26 + i * 22, y0 + 23, 7, 0, 7); g.fill(); });
  g.fillStyle = '#fff'; rr(g, x0 + 420, y0 + 11, 700, 24, 12); g.fill();
  // nav: the mark, links as bars, a button
  const ny = y0 + 100; g.save(); g.strokeStyle = S.plum; g.lineWidth = 11; g.lineCap = 'round'; g.beginPath(); g.moveTo(x0 + 70, ny + 8); g.bezierCurveTo(x0 + 86, ny - 22, x0 + 102, ny + 26, x0 + 122, ny - 10); g.stroke(); g.restore();
  bar(g, x0 + 140, ny - 10, 120, 20, S.plum, 0.9);
  [0, 1, 2, 3].forEach((i) => bar(g, x0 + 760 + i * 130, ny - 7, 86, 14, S.ink, 0.45)); g.fillStyle = S.plum; rr(g, x0 + 1300, ny - 26, 160, 50, 25); g.fill(); bar(g, x0 + 1335, ny - 7, 90, 12, S.cream, 0.9);
  // hero: headline bars, copy, a button; the picture on the right
  bar(g, x0 + 70, y0 + 250, 560, 62, S.plum, 0.95); bar(g, x0 + 70, y0 + 335, 440, 62, S.plum, 0.95);
  [0, 1, 2].forEach((i) => bar(g, x0 + 70, y0 + 450 + i * 34, [520, 560, 380][i], 14, S.ink, 0.3));
  g.fillStyle = S.rose; rr(g, x0 + 70, y0 + 580, 200, 58, 29); g.fill(); bar(g, x0 + 110, y0 + 603, 120, 12, '#fff', 0.95);
  g.strokeStyle = S.plum; g.lineWidth = 2.5; rr(g, x0 + 290, y0 + 580, 180, 58, 29); g.stroke(); bar(g, x0 + 325, y0 + 603, 110, 12, S.plum, 0.7);
  const px = x0 + 800, py = y0 + 190, pw = 660, ph = 470; g.save(); rr(g, px, py, pw, ph, 18); g.clip();
  const sky = g.createLinearGradient(0, py, 0, py + ph); sky.addColorStop(0, '#f9dbe9'); sky.addColorStop(1, '#f4b6d2'); g.fillStyle = sky; g.fillRect(px, py, pw, ph);
  g.fillStyle = '#fff4f8'; g.beginPath(); g.arc(px + 430, py + 190, 70, 0, 7); g.fill();
  [['#c98fb0', 300], ['#8e4f7a', 350], [S.plum, 400]].forEach(([col, y], i) => { g.fillStyle = col; g.beginPath(); g.moveTo(px, py + y); g.bezierCurveTo(px + 200 + i * 60, py + y - 110, px + 420 - i * 40, py + y + 40, px + pw, py + y - 60); g.lineTo(px + pw, py + ph); g.lineTo(px, py + ph); g.fill(); });
  g.restore();
  // three cards
  [S.sand, S.blush, S.plum].forEach((col, i) => {
    const cx = x0 + 70 + i * 480; g.fillStyle = col; rr(g, cx, y0 + 740, 440, 200, 14); g.fill(); if (i === 1) { g.strokeStyle = 'rgba(74,29,63,.1)'; g.lineWidth = 2; g.stroke(); }
    bar(g, cx, y0 + 966, 300, 18, S.plum, 0.8); bar(g, cx, y0 + 1000, 380, 12, S.ink, 0.28);
  });
  g.restore();
  // the screen's own sheen
  const sheen = g.createLinearGradient(0, 0, W, H); sheen.addColorStop(0, 'rgba(255,255,255,.06)'); sheen.addColorStop(0.5, 'rgba(255,255,255,0)'); g.fillStyle = sheen; g.fillRect(0, 0, W, H);
  return tex(c);
}`;

/** A swatch from a fan deck: the colour in four steps, a white foot with its code. */
const swatchStrip = `
function swatch(steps, code) {
  const W = 400, H = 1500; const [c, g] = sheet(W, H); paper(g, W, H, '#fbfaf7', 0.03);
  steps.forEach((col, i) => { g.fillStyle = col; g.fillRect(0, i * 260, W, 252); });
  g.fillStyle = S.ink; g.font = '600 40px Inter'; g.fillText(code, 34, 1170); bar(g, 34, 1220, 230, 16, S.ink, 0.3); bar(g, 34, 1254, 170, 16, S.ink, 0.3);
  g.fillStyle = '#d9d4cf'; g.beginPath(); g.arc(W / 2, 1400, 30, 0, 7); g.fill();
  return tex(c);
}`;

const brandDesk = (w, h) => `${stage({
  w,
  h,
  eye: [0, 130, 38],
  target: [0, 0, 3],
  fov: 30,
  light: [-140, 85, -100],
  fonts: ['600 40px Inter', '400 40px Inter', '500 40px Inter'],
  desk: deskOne,
  pane: [0.36, 0.64],
})}
${guidePages}${sketchPage}${websiteScreen}${swatchStrip}
// The guide, open at its colour page, left of the middle.
put(openBook(19.5, 27.5, guideLeft(), guideRight(), { cover: S.plum, block: 0.55 }), -15, -2, 0.07);
// The laptop to the right, opened flat so the website faces up.
put(laptop(website(), { open: 1.5 }), 25, 9.5, -0.1);
// The sketchbook bottom left, its spiral along the top edge, a pencil beside it.
{
  const sb = new THREE.Group(); sb.add(slab(26.5, 19, 0.9, sketchbookPage(), { side: '#ece6dc', r: 0.2 }));
  const wire = mat({ color: '#3a3538', metalness: 0.8, roughness: 0.35 });
  for (let i = 0; i < 22; i++) { const ring = new THREE.Mesh(new THREE.TorusGeometry(0.5, 0.07, 8, 20, Math.PI * 1.3), wire); ring.rotation.y = Math.PI / 2; ring.rotation.z = -Math.PI * 0.15; ring.position.set(-11.6 + i * 1.1, 0.55, -9.2); ring.castShadow = true; sb.add(ring); }
  put(sb, -36, 19, 0.14, 0);
  put(pencil({ colour: S.plum }), -12, 25.5, -0.35, 0);
}
// The swatches fanned from their rivet over the guide's lower corner.
{
  const fan = new THREE.Group();
  const strips = [[['#e4c6a6', '#ebd4bb', S.sand, '#f6eadc'], '#EDD5BE'], [[S.petal, '#fac2e0', '#fbd6ea', S.blush], '#FCE7F3'], [[S.plum, '#6e3d63', '#94667f', '#bb97aa'], '#4A1D3F']];
  strips.forEach(([steps, code], i) => { const s = slab(5.2, 19.5, 0.06, swatch(steps, code), { r: 0.25 }); s.children[0].position.set(0, i * 0.07, 0); const arm = new THREE.Group(); s.position.set(0, 0, -8.3); arm.add(s); arm.rotation.y = 0.75 - i * 0.38; fan.add(arm); });
  const rivet = new THREE.Mesh(new THREE.CylinderGeometry(0.45, 0.45, 0.3, 24), mat({ color: '#c9c3bd', metalness: 0.8, roughness: 0.3 })); rivet.position.y = 0.2; fan.add(rivet);
  put(fan, 5, 24, 0.1, 0.8);
}
${finish}`;

export const brandProjectCover = () => frame(brandDesk(...COVER), COVER, studioPage);

// --- 2. The timetable that filled Bloom Yoga's classes ------------------------------------------

// Bloom's week (./clients/bloom/site.mjs): [date, [start, class, minutes, full]] per day.
const WEEK = [
  [
    10,
    [
      ['07:00', 'morgenflyt', 60],
      ['12:00', 'lunsj', 45],
      ['17:30', 'vinyasa', 75],
      ['19:30', 'yin', 75],
    ],
  ],
  [
    11,
    [
      ['07:00', 'morgenflyt', 60],
      ['10:00', 'gravid', 75],
      ['17:30', 'vinyasa', 75, true],
      ['19:30', 'yin', 75],
    ],
  ],
  [
    12,
    [
      ['07:00', 'morgenflyt', 60],
      ['12:00', 'lunsj', 45],
      ['18:00', 'restorativ', 75],
    ],
  ],
  [
    13,
    [
      ['10:00', 'gravid', 75],
      ['17:30', 'vinyasa', 75],
      ['19:30', 'yin', 75],
    ],
  ],
  [
    14,
    [
      ['07:00', 'morgenflyt', 60],
      ['16:30', 'vinyasa', 60],
    ],
  ],
  [
    15,
    [
      ['09:00', 'vinyasa', 75],
      ['11:00', 'gravid', 75],
      ['13:00', 'restorativ', 180],
    ],
  ],
  [
    16,
    [
      ['10:00', 'yin', 90],
      ['18:00', 'restorativ', 75],
    ],
  ],
];

/** Bloom's helpers on the canvas: the mark in the day's colours, the lock-up with the name. */
const BLOOM_KIT = `
const B = ${JSON.stringify(BLOOM)}; const CLASSES = ${JSON.stringify(CLASSES)}; const ORDER = ${JSON.stringify(ORDER)};
const PETAL = new Path2D('${PETAL}');
function mark(g, x, y, size, mono) {
  g.save(); g.translate(x, y); g.scale(size / 100, size / 100);
  ORDER.forEach((k, i) => { g.save(); g.rotate(((i * 60 - 30) * Math.PI) / 180); g.globalCompositeOperation = mono ? 'source-over' : 'multiply'; g.fillStyle = mono || CLASSES[k].colour; g.fill(PETAL); g.restore(); });
  g.globalCompositeOperation = 'source-over'; g.fillStyle = mono ? B.cream : B.ink; g.beginPath(); g.arc(0, 0, 5.5, 0, Math.PI * 2); g.fill(); g.restore();
}
function lockup(g, x, y, size, colour = B.ink) { mark(g, x + size * 0.55, y - size * 0.36, size * 1.15); g.fillStyle = colour; g.font = '400 ' + size + "px 'Young Serif'"; g.fillText('bloom', x + size * 1.3, y); }
`;

/** The phone's screen: the week's timetable, day columns of class blocks in their colours. */
const timetableScreen = `
function timetable() {
  const W = 1100, H = 2315; const [c, g] = sheet(W, H); g.fillStyle = B.cream; g.fillRect(0, 0, W, H);
  const WEEK = ${JSON.stringify(WEEK)};
  // status bar and the island
  g.fillStyle = B.ink; g.font = "800 38px 'Nunito Sans'"; g.fillText('09:41', 96, 92);
  [0, 1, 2, 3].forEach((i) => { rr(g, 850 + i * 16, 80 - i * 7 - 10, 10, 10 + i * 7, 2); g.fill(); });
  g.lineWidth = 3; g.strokeStyle = B.ink; rr(g, 930, 60, 62, 32, 9); g.stroke(); rr(g, 935, 65, 44, 22, 5); g.fill();
  g.fillStyle = '#111'; rr(g, W / 2 - 170, 34, 340, 96, 48); g.fill();
  // the lock-up, the profile and the menu
  lockup(g, 70, 250, 62);
  g.fillStyle = CLASSES.gravid.tint; g.beginPath(); g.arc(910, 228, 40, 0, 7); g.fill(); g.fillStyle = CLASSES.gravid.colour; g.beginPath(); g.arc(910, 216, 14, 0, 7); g.fill(); g.beginPath(); g.arc(910, 256, 24, Math.PI, 0); g.fill();
  [0, 1, 2].forEach((i) => bar(g, 990, 208 + i * 17, 46, 6, B.ink));
  // the page's heading and the week, as bars and numerals
  bar(g, 70, 340, 420, 52, B.ink, 0.9);
  g.fillStyle = B.ink; g.font = "400 40px 'Young Serif'"; g.fillText('10.–16.', 70, 478); g.font = "800 34px 'Nunito Sans'"; g.fillText('‹', 900, 474); g.fillText('›', 1000, 474);
  bar(g, 270, 452, 120, 16, B.ink, 0.35);
  // filters: all classes chosen, then the tempi
  let fx = 70; [[150, true], [130], [120], [170]].forEach(([w, on]) => { g.fillStyle = on ? B.ink : '#fff'; rr(g, fx, 530, w + 56, 60, 30); g.fill(); if (!on) { g.strokeStyle = B.line; g.lineWidth = 3; g.stroke(); } bar(g, fx + 28, 553, w, 14, on ? B.cream : B.ink, on ? 0.9 : 0.45); fx += w + 76; });
  // the grid: hours down the side, seven days across, 07 to 21
  const top = 760, hour = 98, left = 120, colW = (W - left - 40) / 7;
  g.font = "700 24px 'Nunito Sans'";
  for (let h = 7; h <= 21; h++) { const y = top + (h - 7) * hour; g.fillStyle = B.line; g.fillRect(left, y, W - left - 40, 2); if (h % 2 === 1) { g.fillStyle = B.ink; g.globalAlpha = 0.55; g.fillText(String(h).padStart(2, '0'), 58, y + 9); g.globalAlpha = 1; } }
  WEEK.forEach(([date, list], d) => {
    const x = left + d * colW; const today = d === 1;
    bar(g, x + colW / 2 - 24, 640, 48, 12, B.ink, today ? 0.85 : 0.4);
    if (today) { g.fillStyle = B.sage; g.beginPath(); g.arc(x + colW / 2, 700, 34, 0, 7); g.fill(); }
    g.fillStyle = today ? '#fff' : B.ink; g.font = "400 38px 'Young Serif'"; g.textAlign = 'center'; g.fillText(String(date), x + colW / 2, 714); g.textAlign = 'left';
    list.forEach(([start, key, minutes, full]) => {
      const [hh, mm] = start.split(':').map(Number); const y = top + (hh - 7 + mm / 60) * hour + 3; const h = (minutes / 60) * hour - 6; const k = CLASSES[key];
      g.globalAlpha = full ? 0.55 : 1; g.fillStyle = k.tint; rr(g, x + 5, y, colW - 10, h, 14); g.fill(); g.globalAlpha = full ? 0.2 : 0.38; g.fillStyle = k.colour; g.fill(); g.globalAlpha = full ? 0.55 : 1;
      g.fillStyle = k.colour; rr(g, x + 5, y, 9, h, [14, 0, 0, 14]); g.fill();
      g.fillStyle = B.ink; g.font = "800 23px 'Nunito Sans'"; g.fillText(start, x + 22, y + 31);
      bar(g, x + 22, y + 46, colW - 48, 12, k.colour, 0.95); if (h > 110) bar(g, x + 22, y + 68, colW - 70, 10, B.ink, 0.3);
      g.globalAlpha = 1;
    });
  });
  // now: a line across today at 09:41
  const ny = top + (9 + 41 / 60 - 7) * hour; g.fillStyle = CLASSES.vinyasa.colour; g.fillRect(left + colW, ny, colW, 4); g.beginPath(); g.arc(left + colW, ny + 2, 9, 0, 7); g.fill();
  // the tab bar and the home indicator
  g.fillStyle = '#fff'; g.fillRect(0, 2160, W, H - 2160); g.fillStyle = B.line; g.fillRect(0, 2160, W, 2);
  [0, 1, 2, 3].forEach((i) => { const x = 170 + i * 253; g.globalAlpha = i === 0 ? 1 : 0.4; g.fillStyle = B.ink; rr(g, x - 22, 2192, 44, 44, 12); g.fill(); bar(g, x - 30, 2250, 60, 10, B.ink); g.globalAlpha = 1; });
  g.fillStyle = B.ink; rr(g, W / 2 - 150, 2282, 300, 11, 6); g.fill();
  return tex(c);
}`;

/** The class pass: the lock-up, ten clips in the day's colours (four used, punched through). */
const passFace = `
function passCard() {
  const W = 1020, H = 648; const [c, g] = sheet(W, H); paper(g, W, H, B.cream, 0.035);
  g.fillStyle = CLASSES.yin.tint; g.beginPath(); g.arc(W * 0.93, H * 1.05, 330, 0, 7); g.fill();
  lockup(g, 64, 120, 56);
  g.fillStyle = B.ink; g.font = "800 120px 'Nunito Sans'"; g.textAlign = 'right'; g.fillText('10', W - 70, 160); g.textAlign = 'left';
  CLIPS.forEach(([x, z], i) => { g.strokeStyle = CLASSES[ORDER[i % 6]].colour; g.lineWidth = 8; g.beginPath(); g.arc(W / 2 + x * 120, H / 2 + z * 120, 52, 0, 7); g.stroke(); });
  bar(g, 64, H - 96, 380, 18, B.ink, 0.55); bar(g, 64, H - 62, 260, 14, B.ink, 0.3);
  return tex(c);
}`;

// The clips, from the card's centre in cm (x right, z down the card): two rows of five.
const CLIPS = Array.from({ length: 10 }, (_, i) => [-2.7 + (i % 5) * 1.35, i < 5 ? 0.05 : 1.3]);

const peach = `
const [c, g] = sheet(2048, 2048); g.fillStyle = '#f4cbae'; g.fillRect(0, 0, 2048, 2048);
for (let i = 0; i < 260; i++) { const x = rnd() * 2048, y = rnd() * 2048, r = 60 + rnd() * 260; const gr = g.createRadialGradient(x, y, 0, x, y, r); const a = rnd() * 0.05; gr.addColorStop(0, rnd() > 0.5 ? 'rgba(255,236,220,' + a + ')' : 'rgba(190,120,90,' + a + ')'); gr.addColorStop(1, 'rgba(0,0,0,0)'); g.fillStyle = gr; g.fillRect(x - r, y - r, 2 * r, 2 * r); }
for (let i = 0; i < 60000; i++) { g.fillStyle = rnd() > 0.5 ? 'rgba(255,245,235,.12)' : 'rgba(150,90,60,.07)'; g.fillRect(rnd() * 2048, rnd() * 2048, 1.5, 1.5); }
const t = tex(c); t.wrapS = t.wrapT = THREE.RepeatWrapping; t.repeat.set(3, 3); return t;`;

const bloomTable = (w, h) => `${stage({
  w,
  h,
  eye: [0, 50, 14],
  target: [0, 0, 0.5],
  light: [-110, 130, -85],
  fov: 30,
  fonts: ["400 60px 'Young Serif'", "800 40px 'Nunito Sans'", "700 40px 'Nunito Sans'"],
  desk: peach,
})}
${BLOOM_KIT}${timetableScreen}${passFace}
const CLIPS = ${JSON.stringify(CLIPS)};
// The phone in the middle, the week on its screen.
put(phone(timetable()), -2, 0.8, 0.1);
// The mat, rolled, its end at the top left and the rest running out of the frame; Bloom's strap round it.
{
  const R = 4.4, L = 61, colour = '#8fab88';
  // the end: the layers wound round, each a band of the mat's colour with a dark seam between
  const [ec, eg] = sheet(512, 512); eg.fillStyle = '#7d9977'; eg.fillRect(0, 0, 512, 512);
  for (let t = 0, r0 = 30; t < Math.PI * 2 * 9.4; t += 0.03) { const r = r0 + t * 3.95; eg.fillStyle = 'rgba(40,60,35,.5)'; eg.beginPath(); eg.arc(256 + Math.cos(t) * r, 256 + Math.sin(t) * r, 1.6, 0, 7); eg.fill(); }
  eg.fillStyle = '#5f7a5a'; eg.beginPath(); eg.arc(256, 256, 26, 0, 7); eg.fill();
  // the side: the grippy surface, fine ridges, and the outer layer's edge running along the roll
  const [sc, sg] = sheet(2048, 512); paper(sg, 2048, 512, colour, 0.07);
  for (let i = 0; i < 40000; i++) { sg.fillStyle = rnd() > 0.5 ? 'rgba(40,60,35,.1)' : 'rgba(255,255,240,.08)'; sg.fillRect(rnd() * 2048, rnd() * 512, 2, 2); }
  sg.fillStyle = 'rgba(40,60,35,.4)'; sg.fillRect(1500, 0, 4, 512); sg.fillStyle = 'rgba(255,255,240,.16)'; sg.fillRect(1504, 0, 4, 512);
  const grip = tex(sc); grip.wrapS = grip.wrapT = THREE.RepeatWrapping; grip.repeat.set(1, 4);
  const side = mat({ map: grip, roughness: 0.97 }), end = mat({ map: tex(ec), roughness: 0.97 });
  const roll = new THREE.Group();
  const body = new THREE.Mesh(new THREE.CylinderGeometry(R, R, L, 120), [side, end, end]); body.rotation.z = Math.PI / 2; body.position.y = R; roll.add(lit(body));
  roll.add(contact(L, R * 1.3, { opacity: 0.45, blur: 1.2, dz: 0.8 }));
  // the strap: cotton webbing with the mark and the name woven in
  const [tc, tg] = sheet(2048, 200); tg.fillStyle = B.cream; tg.fillRect(0, 0, 2048, 200);
  for (let y = 0; y < 200; y += 6) { tg.fillStyle = 'rgba(120,90,50,.08)'; tg.fillRect(0, y, 2048, 2); }
  for (let x = 60; x < 2048; x += 512) { mark(tg, x + 40, 100, 74); tg.fillStyle = B.ink; tg.font = "400 62px 'Young Serif'"; tg.fillText('bloom', x + 96, 122); }
  const strap = mat({ map: tex(tc), roughness: 0.9 });
  [L / 2 - 4.5].forEach((x) => { const band = new THREE.Mesh(new THREE.CylinderGeometry(R + 0.07, R + 0.07, 2.6, 120, 1, true), strap); band.rotation.z = Math.PI / 2; band.rotation.x = 2.0; band.position.set(x, R, 0); roll.add(lit(band)); });
  put(roll, -12.5 - 30.5 * 0.937, -8 - 30.5 * 0.348, -0.356);
}
// The tea, top right, its tag on the table.
{
  const tea = cup({ r: 3.8, h: 6.4, colour: '#f6f0e8', saucer: false, handleAt: -0.9, drink: (g, n) => {
    const gr = g.createRadialGradient(n * 0.5, n * 0.5, 0, n / 2, n / 2, n / 2); gr.addColorStop(0, '#7a3a14'); gr.addColorStop(0.75, '#8c4618'); gr.addColorStop(0.94, '#a8601f'); gr.addColorStop(1, '#5e2a0e');
    g.fillStyle = gr; g.fillRect(0, 0, n, n);
    const hl = g.createRadialGradient(n * 0.34, n * 0.3, 0, n * 0.34, n * 0.3, n * 0.22); hl.addColorStop(0, 'rgba(255,236,210,.35)'); hl.addColorStop(1, 'rgba(255,236,210,0)'); g.fillStyle = hl; g.fillRect(0, 0, n, n);
  } });
  const [tc, tg] = sheet(260, 320); paper(tg, 260, 320, B.cream, 0.04); mark(tg, 130, 150, 130);
  const tag = slab(2.2, 2.7, 0.03, tex(tc), { r: 0.15, shade: 0.3 }); tag.position.set(-6.2, 0, 3.4); tag.rotation.y = 0.35; tea.add(tag);
  const line = new THREE.CatmullRomCurve3([[0.4, 5.3, 0.5], [2.2, 6.7, 1.4], [3.7, 6.9, 2.0], [4.3, 4.0, 2.4], [4.8, 0.4, 2.9], [5.5, 0.1, 3.2], [6.0, 0.05, 3.35]].map(([x, y, z]) => new THREE.Vector3(-x, y, z)));
  const str = new THREE.Mesh(new THREE.TubeGeometry(line, 80, 0.028, 6), mat('#efe6d6')); str.castShadow = true; tea.add(str);
  put(tea, 12.5, -4, 0);
}
// The class pass, bottom right, four clips punched through.
put(slab(8.5, 5.4, 0.06, passCard(), { r: 0.35, shade: 0.1, holes: CLIPS.slice(0, 4).map(([x, z]) => [x, z, 0.33]) }), 12.3, 6.6, -0.18);
${finish}`;

export const bloomTimetableCover = () =>
  frame(bloomTable(...COVER), COVER, (body, [width, height]) => bloomPage(body, [width, height], '#f4cbae'));

// --- 3. Five brand decisions before you hire a designer --------------------------------------

const plaster = `
const [c, g] = sheet(2048, 2048); g.fillStyle = '#e3d5c6'; g.fillRect(0, 0, 2048, 2048);
for (let i = 0; i < 320; i++) { const x = rnd() * 2048, y = rnd() * 2048, r = 50 + rnd() * 240; const gr = g.createRadialGradient(x, y, 0, x, y, r); const a = rnd() * 0.05; gr.addColorStop(0, rnd() > 0.5 ? 'rgba(255,252,246,' + a + ')' : 'rgba(160,125,100,' + a + ')'); gr.addColorStop(1, 'rgba(0,0,0,0)'); g.fillStyle = gr; g.fillRect(x - r, y - r, 2 * r, 2 * r); }
for (let i = 0; i < 70000; i++) { g.fillStyle = rnd() > 0.5 ? 'rgba(255,255,250,.14)' : 'rgba(120,90,70,.07)'; g.fillRect(rnd() * 2048, rnd() * 2048, 1.5, 1.5); }
const t = tex(c); t.wrapS = t.wrapT = THREE.RepeatWrapping; t.repeat.set(3, 3); return t;`;

/** The notebook's pages (14.8 x 21 cm at 70 px/cm), dotted, written on in plum ink. */
const notebookPages = `
const NW = 1036, NH = 1470, INK = '#3b1832';
function dotted(g) { paper(g, NW, NH, '#fbf7f0', 0.03); g.fillStyle = 'rgba(120,100,90,.32)'; for (let y = 70; y < NH - 30; y += 35) for (let x = 70; x < NW - 30; x += 35) { g.beginPath(); g.arc(x, y, 1.7, 0, 7); g.fill(); } }
// The left page: a heading, a few lines of notes and a small map of ideas.
function notesPage() {
  const [c, g] = sheet(NW, NH); dotted(g);
  scrawl(g, 110, 190, 420, 13, INK); ink(g, [[105, 232], [300, 236], [560, 228]], 5, INK, 0.7);
  [[330, 640], [385, 560], [440, 700], [495, 470]].forEach(([y, w]) => scrawl(g, 110, y, w, 7, INK, 0.8));
  // three ideas, ringed and joined
  const ring = (x, y, rx, ry) => { const pts = []; for (let a = 0; a <= 6.6; a += 0.35) pts.push([x + Math.cos(a) * rx * (1 + jit(0.04)), y + Math.sin(a) * ry * (1 + jit(0.04))]); ink(g, pts, 5, INK, 0.85); };
  ring(330, 800, 150, 70); scrawl(g, 245, 800, 170, 8, INK, 0.8);
  ring(200, 1060, 120, 60); scrawl(g, 130, 1060, 130, 7, INK, 0.8);
  ring(520, 1090, 130, 60); scrawl(g, 450, 1090, 140, 7, INK, 0.8);
  ink(g, [[280, 868], [240, 1000]], 4, INK, 0.75); ink(g, [[390, 868], [480, 1030]], 4, INK, 0.75);
  [[1250, 600], [1305, 420]].forEach(([y, w]) => scrawl(g, 110, y, w, 7, INK, 0.8));
  gutter(g, NW, NH, -1, 0.18); return tex(c);
}
// The right page: the checklist, five boxes drawn by hand, each ticked, each line a bar.
function checklistPage() {
  const [c, g] = sheet(NW, NH); dotted(g);
  // a big 5, ringed, and the heading beside it
  ink(g, [[178, 150], [120, 152], [112, 212], [150, 200], [186, 226], [190, 268], [160, 292], [118, 282]], 9, INK);
  const ring = []; for (let a = -0.3; a <= 6.5; a += 0.3) ring.push([152 + Math.cos(a) * 78 * (1 + jit(0.05)), 220 + Math.sin(a) * 88 * (1 + jit(0.05))]); ink(g, ring, 5, S.rose, 0.8);
  scrawl(g, 270, 210, 430, 12, INK); scrawl(g, 270, 262, 260, 7, INK, 0.7);
  const rows = [[520, 280], [430, 0], [560, 330], [470, 220], [500, 0]];
  rows.forEach(([w1, w2], i) => {
    const y = 440 + i * 200, x = 120;
    const k = 74; ink(g, [[x + jit(3), y + jit(3)], [x + k + jit(4), y + jit(3)], [x + k + jit(3), y + k + jit(4)], [x + jit(3), y + k + jit(3)], [x + 2, y - 4]], 5, INK, 0.9);
    ink(g, [[x + 8, y + 36], [x + 34, y + 66], [x + 104, y - 30]], 10, S.plum, 0.95);
    scrawl(g, x + 150, y + 34, w1, 8, INK, 0.85); if (w2) scrawl(g, x + 150, y + 84, w2, 7, INK, 0.6);
  });
  ink(g, [[620, 1400], [900, 1388]], 5, INK, 0.5);
  gutter(g, NW, NH, 1, 0.18); return tex(c);
}
// A sticky note's face, 7.6 cm square: a few lines in the other colour.
function note(base, pen, lines) { const [c, g] = sheet(600, 600); paper(g, 600, 600, base, 0.05); g.fillStyle = 'rgba(0,0,0,.05)'; g.fillRect(0, 0, 600, 120); lines.forEach(([y, w]) => scrawl(g, 70, y, w, 11, pen, 0.9)); return tex(c); }
`;

const checklistDesk = (w, h) => `${stage({
  w,
  h,
  eye: [0, 70, 20],
  target: [0, 0, 0.5],
  fonts: [],
  desk: plaster,
  pane: [0.36, 0.64],
})}
${notebookPages}
// The notebook, open at the list, just left of the middle; sand linen boards.
put(openBook(14.8, 21, notesPage(), checklistPage(), { cover: '#cdb597', block: 0.6, margin: 0.35 }), -2.5, 1.5, -0.05);
// Its ribbon, out of the foot of the spine and onto the desk.
{ const rib = new THREE.Mesh(new THREE.PlaneGeometry(0.6, 4.6), mat({ color: '#e596bd', roughness: 0.9 })); rib.rotation.x = -Math.PI / 2; rib.rotation.z = -0.4; rib.position.set(-2.1, 0.03, 14.1); rib.receiveShadow = true; scene.add(rib); const sh = contact(0.6, 4.6, { opacity: 0.3, blur: 0.2, r: 0.1, dx: -2.0, dz: 14.3 }); sh.rotation.copy(rib.rotation); scene.add(sh); }
// The pen beside the list, the coffee above it.
put(pen({ colour: S.plum, length: 14.5, r: 0.52 }), 18.5, 8, 1.2);
put(cup({ r: 4.2, h: 6.8, colour: '#f7f2ec', handleAt: -0.7, drink: (g, n) => {
  const gr = g.createRadialGradient(n / 2, n / 2, 0, n / 2, n / 2, n / 2); gr.addColorStop(0, '#5a341d'); gr.addColorStop(0.55, '#7a4a28'); gr.addColorStop(0.86, '#b4814f'); gr.addColorStop(0.95, '#c99b6a'); gr.addColorStop(1, '#6b4024');
  g.fillStyle = gr; g.fillRect(0, 0, n, n);
  for (let i = 0; i < 900; i++) { const a = rnd() * 7, d = Math.sqrt(rnd()) * n * 0.46; g.fillStyle = rnd() > 0.5 ? 'rgba(230,190,140,.18)' : 'rgba(60,30,15,.15)'; g.beginPath(); g.arc(n / 2 + Math.cos(a) * d, n / 2 + Math.sin(a) * d, 2 + rnd() * 5, 0, 7); g.fill(); }
  const hl = g.createRadialGradient(n * 0.34, n * 0.3, 0, n * 0.34, n * 0.3, n * 0.2); hl.addColorStop(0, 'rgba(255,240,220,.3)'); hl.addColorStop(1, 'rgba(255,240,220,0)'); g.fillStyle = hl; g.fillRect(0, 0, n, n);
} }), 20, -7.5, 0);
// The sticky notes: a plum one on the desk, a blush one stuck over the notebook's corner.
put(sticky(note(S.plum, S.cream, [[230, 380], [310, 300], [390, 340]]), { curl: 1.3 }), -24, -7.5, 0.18);
put(sticky(note('#fbd3e8', S.plum, [[220, 400], [300, 260]]), { curl: 0.5 }), -17.5, 10.5, -0.14, 0.8);
${finish}`;

export const checklistCover = () => frame(checklistDesk(...COVER), COVER, studioPage);

export function journalCoverJobs() {
  return [
    { slug: 'how-we-run-a-brand-project', html: brandProjectCover, size: COVER },
    { slug: 'the-timetable-that-filled-bloom-yogas-classes', html: bloomTimetableCover, size: COVER },
    { slug: 'five-brand-decisions-before-you-hire-a-designer', html: checklistCover, size: COVER },
  ];
}
