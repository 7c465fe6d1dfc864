// Sol's objects in 3D: the shipping box opened on its tissue, the maker's stamp on a cup's foot,
// and the glaze test tiles that are the palette. The pieces come from ./ceramics.mjs.
import { threeCanvas } from '../../three.mjs';
import { ADDONS, LIB } from './ceramics.mjs';

const FONTS = `
await document.fonts.load("800 60px Syne"); await document.fonts.load("700 60px Syne");
await document.fonts.load("500 40px Karla"); await document.fonts.load("italic 400 40px Karla"); await document.fonts.load("700 40px Karla");
const sheet = (w, h) => { const c = document.createElement('canvas'); c.width = w; c.height = h; return [c, c.getContext('2d')]; };
// The sun drawn on a 2D canvas: twelve rays and a disc, size across.
const sunAt = (g, x, y, size, colour) => { g.save(); g.translate(x, y); g.scale(size / 100, size / 100); g.fillStyle = colour;
  for (let i = 0; i < 12; i++) { g.save(); g.rotate((i * Math.PI) / 6); g.beginPath(); g.roundRect(-3, -46, 6, 17, 3); g.fill(); g.restore(); }
  g.beginPath(); g.arc(0, 0, 22, 0, Math.PI * 2); g.fill(); g.restore(); };
// Text around a circle, as the stamp has it.
const ring = (g, x, y, r, text, font, colour) => { g.save(); g.translate(x, y); g.font = font; g.fillStyle = colour; g.textAlign = 'center';
  const step = (Math.PI * 2) / text.length; for (let i = 0; i < text.length; i++) { g.save(); g.rotate(i * step); g.fillText(text[i], 0, -r); g.restore(); } g.restore(); };
const fibres = (g, w, h, base) => { g.fillStyle = base; g.fillRect(0, 0, w, h); for (let i = 0; i < w * h * 0.004; i++) { g.strokeStyle = rnd() > 0.5 ? 'rgba(90,60,30,.18)' : 'rgba(255,235,200,.2)'; g.lineWidth = 1; g.beginPath(); const x = rnd() * w, y = rnd() * h, a = rnd() * Math.PI; g.moveTo(x, y); g.lineTo(x + Math.cos(a) * 8, y + Math.sin(a) * 8); g.stroke(); } };
`;

const scene3d = (w, h, body) =>
  threeCanvas(`${LIB}${FONTS}${body}`, { width: w, height: h, addons: [...ADDONS, 'geometries/RoundedBoxGeometry.js'] });

/** The shipping box, open: kraft with the sun stamp, flaps out, tissue printed with suns, a cup. */
export const boxScene = (w, h) =>
  scene3d(
    w,
    h,
    `
const { renderer, scene, key } = studio(canvas, ${w}, ${h}, '#e4d3bf');
key.position.set(-40, 48, 30); Object.assign(key.shadow.camera, { left: -70, right: 70, top: 70, bottom: -70 }); key.shadow.camera.updateProjectionMatrix();
const camera = new THREE.PerspectiveCamera(30, ${w / h}, 1, 500); camera.position.set(24, 60, 82); camera.lookAt(0, 6.5, -5);
// Kraft, with the stamp on the front and 'SOL KERAMIKK' beside it.
const [kc, kg] = sheet(1024, 768); fibres(kg, 1024, 768, '#b98b5e');
kg.globalAlpha = 0.88; sunAt(kg, 280, 384, 300, '#c44a22'); kg.globalAlpha = 1;
kg.fillStyle = '#2b211c'; kg.font = "800 92px Syne"; kg.fillText('SOL', 480, 380); kg.font = "500 34px Karla"; kg.fillText('Håndlaget keramikk · Skjøres varsomt', 484, 440);
const kraftFront = new THREE.CanvasTexture(kc); kraftFront.colorSpace = THREE.SRGBColorSpace;
// The front flap hangs open and carries the stamp: drawn at the flap's own proportions.
const [fc2, fg2] = sheet(1040, 400); fibres(fg2, 1040, 400, '#b98b5e');
fg2.globalAlpha = 0.9; sunAt(fg2, 200, 200, 250, '#c44a22'); fg2.globalAlpha = 1;
fg2.fillStyle = '#2b211c'; fg2.font = "800 110px Syne"; fg2.fillText('SOL', 370, 215); fg2.font = "500 36px Karla"; fg2.fillText('Håndlaget keramikk · Skjøres varsomt', 374, 280);
const flapFront = new THREE.CanvasTexture(fc2); flapFront.colorSpace = THREE.SRGBColorSpace;
const ffm = new THREE.MeshStandardMaterial({ map: flapFront, roughness: 0.95 });
const [pc, pg] = sheet(512, 512); fibres(pg, 512, 512, '#b98b5e'); const kraft = new THREE.CanvasTexture(pc); kraft.colorSpace = THREE.SRGBColorSpace;
const km = new THREE.MeshStandardMaterial({ map: kraft, roughness: 0.95 });
const kfm = new THREE.MeshStandardMaterial({ map: kraftFront, roughness: 0.95 });
const inner = new THREE.MeshStandardMaterial({ color: '#a97b52', roughness: 1 });
const W = 26, D = 20, H = 13, T = 0.35;
const box = new THREE.Group(); scene.add(box);
const wall = (w, h, d, x, y, z, mats) => { const m = new THREE.Mesh(new THREE.BoxGeometry(w, h, d), mats); m.position.set(x, y, z); m.castShadow = true; m.receiveShadow = true; box.add(m); return m; };
wall(W, T, D, 0, T / 2, 0, km);
wall(W, H, T, 0, H / 2, D / 2, [km, km, km, km, kfm, inner]);
wall(W, H, T, 0, H / 2, -D / 2, [km, km, km, km, inner, km]);
wall(T, H, D, W / 2, H / 2, 0, [km, inner, km, km, km, km]);
wall(T, H, D, -W / 2, H / 2, 0, [inner, km, km, km, km, km]);
// Flaps folded out from the top edges.
const flap = (w, d, x, z, axis, angle, face = km) => { const g = new THREE.Group(); g.position.set(x, H, z); const m = new THREE.Mesh(new THREE.BoxGeometry(w, T, d), [km, km, face, inner, km, km]);
  m.position.set(axis === 'x' ? 0 : Math.sign(x) * d / 2, 0, axis === 'x' ? Math.sign(z) * d / 2 : 0); if (axis !== 'x') m.rotation.y = Math.PI / 2; m.castShadow = true; g.add(m);
  if (axis === 'x') g.rotation.x = -Math.sign(z) * angle; else g.rotation.z = Math.sign(x) * angle; box.add(g); };
flap(W, D / 2, 0, D / 2, 'x', -1.42, ffm); flap(W, D / 2, 0, -D / 2, 'x', 1.25); flap(D, 8, W / 2, 0, 'z', 1.05); flap(D, 8, -W / 2, 0, 'z', 1.2);
// Tissue: a crumpled sheet over the opening, sinking round the cup, draping over the walls.
const [tc, tg] = sheet(1024, 1024); tg.fillStyle = '#f7f0e6'; tg.fillRect(0, 0, 1024, 1024);
for (let y = 60; y < 1024; y += 120) for (let x = (y / 120) % 2 ? 60 : 120; x < 1024; x += 120) sunAt(tg, x, y, 34, 'rgba(226,104,47,.75)');
const tissueTex = new THREE.CanvasTexture(tc); tissueTex.colorSpace = THREE.SRGBColorSpace;
const tissue = new THREE.PlaneGeometry(W + 3, D + 3, 90, 70); tissue.rotateX(-Math.PI / 2);
const pos = tissue.attributes.position; const cup = new THREE.Vector2(-3, 1);
for (let i = 0; i < pos.count; i++) {
  const x = pos.getX(i), z = pos.getZ(i);
  const out = Math.max(Math.abs(x) - W / 2, Math.abs(z) - D / 2, 0);
  let y = H - 2.2 - (1 - Math.min(1, Math.hypot(x, z) / 16)) * 1.2 + Math.sin(x * 0.9 + z * 0.4) * 0.45 + Math.sin(z * 1.3 - x * 0.5) * 0.35 + Math.sin(x * 2.3) * 0.15;
  if (out > 0) y = H + 0.3 - out * 2.2 + Math.sin(x + z) * 0.2;
  const dc = Math.hypot(x - cup.x, z - cup.y); if (dc < 5.2) y = Math.min(y, 4 + dc * 0.9);
  pos.setY(i, y);
}
tissue.computeVertexNormals();
const tm = new THREE.Mesh(tissue, new THREE.MeshStandardMaterial({ map: tissueTex, roughness: 0.9, side: THREE.DoubleSide }));
tm.castShadow = true; tm.receiveShadow = true; box.add(tm);
const c1 = piece('kopp', 'rust'); c1.position.set(cup.x, 4.6, cup.y); c1.rotation.y = 0.8; box.add(c1);
// The care card tucked in at the back.
const [cc, cg] = sheet(525, 740); cg.fillStyle = '#e9dfd0'; cg.fillRect(0, 0, 525, 740);
cg.fillStyle = '#2b211c'; cg.font = "800 48px Syne"; cg.fillText("Takk for at", 44, 330); cg.fillText("du tok meg", 44, 392); cg.fillText("med hjem.", 44, 454);
cg.font = "800 56px Syne"; cg.fillText('S', 50, 120); sunAt(cg, 128, 100, 58, '#e2682f'); cg.fillText('L', 162, 120);
const card = new THREE.Mesh(new THREE.BoxGeometry(10.5, 14.8, 0.08), [inner, inner, inner, inner, new THREE.MeshStandardMaterial({ map: new THREE.CanvasTexture(cc), roughness: 0.9 }), inner]);
card.material[4].map.colorSpace = THREE.SRGBColorSpace;
card.position.set(4.5, H + 1.2, -D / 2 + 2.2); card.rotation.set(-0.28, -0.12, 0.04); card.castShadow = true; box.add(card);
box.rotation.y = -0.12;
renderer.render(scene, camera); done();
`,
  );

/** The maker's stamp on the foot: one cup upside down showing its raw foot, one upright beside it. */
export const footScene = (w, h) =>
  scene3d(
    w,
    h,
    `
const { renderer, scene, key } = studio(canvas, ${w}, ${h}, '#d9c3a8');
key.position.set(-26, 30, 14);
const camera = new THREE.PerspectiveCamera(26, ${w / h}, 1, 300); camera.position.set(5, 40, 34); camera.lookAt(-1, 3, -2);
// The foot: raw clay with the stamp pressed in (a bump map from the same drawing, darker in the hollows).
const [fc, fg] = sheet(1024, 1024); fibres(fg, 1024, 1024, '#b9785a');
const [bc, bg] = sheet(1024, 1024); bg.fillStyle = '#fff'; bg.fillRect(0, 0, 1024, 1024);
for (const [g, colour] of [[fg, 'rgba(110,60,35,.55)'], [bg, '#000']]) {
  sunAt(g, 512, 512, 300, colour);
  ring(g, 512, 512, 250, 'SOL · HÅNDLAGET · 2026 · ', "700 62px Syne", colour);
  g.strokeStyle = colour; g.lineWidth = 10; g.beginPath(); g.arc(512, 512, 330, 0, Math.PI * 2); g.stroke();
}
fg.fillStyle = 'rgba(110,60,35,.6)'; fg.font = "italic 400 70px Karla"; fg.textAlign = 'center'; fg.fillText('H.N.', 512, 930);
const footMap = new THREE.CanvasTexture(fc); footMap.colorSpace = THREE.SRGBColorSpace; const bump = new THREE.CanvasTexture(bc);
const down = piece('kopp', 'skifer'); down.rotation.x = Math.PI; down.position.set(-1.5, 8.15, 0); scene.add(down);
const foot = new THREE.Mesh(new THREE.CircleGeometry(2.52, 96), new THREE.MeshStandardMaterial({ map: footMap, bumpMap: bump, bumpScale: -3, roughness: 0.95 }));
foot.rotation.x = -Math.PI / 2; foot.rotation.z = 0.5; foot.position.set(-1.5, 8.16, 0); scene.add(foot);
const up = piece('kopp', 'havre'); up.position.set(8.5, 0, -5); up.rotation.y = 1.2; scene.add(up);
const bowl = piece('bolle', 'salvie'); bowl.position.set(-12, 0, -10); bowl.rotation.y = 0.4; scene.add(bowl);
renderer.render(scene, camera); done();
`,
  );

/** The glaze chart: five test tiles on a ledge, each glazed over raw clay with its name in oxide. */
export const tilesScene = (w, h, glazes) =>
  scene3d(
    w,
    h,
    `
const { renderer, scene, key } = studio(canvas, ${w}, ${h}, '#e9ddcc');
key.position.set(-30, 30, 40); key.intensity = 2.6; scene.environmentIntensity = 0.25;
const camera = new THREE.PerspectiveCamera(22, ${w / h}, 1, 400); camera.position.set(0, 8, 64); camera.lookAt(0, 5.2, 0);
const wall = new THREE.Mesh(new THREE.PlaneGeometry(300, 120), new THREE.MeshStandardMaterial({ color: '#e9ddcc', roughness: 1 }));
wall.position.set(0, 40, -3.2); wall.receiveShadow = true; scene.add(wall);
const ledge = new THREE.Mesh(new THREE.BoxGeometry(160, 10, 7), new THREE.MeshStandardMaterial({ color: '#b7875c', roughness: 0.7 }));
ledge.position.set(0, -5, 0.3); ledge.receiveShadow = true; ledge.castShadow = true; scene.add(ledge);
const keys = ${JSON.stringify(glazes)};
keys.forEach((k, i) => {
  const g = GLAZES[k];
  const [c, x] = sheet(512, 768);
  x.fillStyle = '#b5775a'; x.fillRect(0, 0, 512, 768); for (let s = 0; s < 3000; s++) { x.fillStyle = rnd() > 0.5 ? 'rgba(255,235,210,.25)' : 'rgba(80,40,20,.25)'; x.fillRect(rnd() * 512, rnd() * 768, 2, 2); }
  x.fillStyle = g.colour; x.beginPath(); x.moveTo(0, 0); x.lineTo(512, 0);
  for (let u = 512; u >= 0; u -= 8) x.lineTo(u, 520 + Math.sin(u / 37 + i) * 14 + (u % 97 < 12 ? 30 : 0));
  x.fill();
  if (g.edge) { const gr = x.createLinearGradient(0, 0, 0, 80); gr.addColorStop(0, g.edge); gr.addColorStop(1, g.colour); x.fillStyle = gr; x.fillRect(0, 0, 512, 80); }
  for (let s = 0; s < 1400; s++) { x.fillStyle = g.speck; x.globalAlpha = 0.3 + rnd() * 0.6; x.beginPath(); x.arc(rnd() * 512, rnd() * 520, rnd() < 0.92 ? 0.6 + rnd() : 1.6 + rnd() * 1.6, 0, Math.PI * 2); x.fill(); }
  x.globalAlpha = 1; x.fillStyle = '#3a1d10'; x.font = "italic 400 64px Karla"; x.fillText(g.name, 40, 652); x.font = "500 36px Karla"; x.fillText('G0' + (i + 1) + ' · 1240 °C', 42, 714);
  const t = new THREE.CanvasTexture(c); t.colorSpace = THREE.SRGBColorSpace; t.anisotropy = 8;
  const face = new THREE.MeshStandardMaterial({ map: t, roughness: 0.42 });
  const side = new THREE.MeshStandardMaterial({ color: '#a86a4c', roughness: 0.95 });
  const tile = new THREE.Mesh(new addons.RoundedBoxGeometry(8, 12, 0.9, 4, 0.3), [side, side, side, side, face, side]);
  tile.position.set((i - (keys.length - 1) / 2) * 11, 6, 0.2); tile.rotation.set(-0.08, (i - 2) * -0.05, (i % 2 ? 1 : -1) * 0.02); tile.castShadow = true; tile.receiveShadow = true; scene.add(tile);
});
renderer.render(scene, camera); done();
`,
  );
