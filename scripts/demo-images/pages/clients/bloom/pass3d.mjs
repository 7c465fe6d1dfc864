// The class pass (klippekort) as an object: two cards on linen, one showing its face, one its
// back with four clips punched right through, and the punched-out dots beside them.
import { threeCanvas } from '../../three.mjs';
import { stage } from './stage.mjs';

const W = 8.5;
const H = 5.4;
// The ten clips, two rows of five; the first four are punched.
const CLIPS = Array.from({ length: 10 }, (_, i) => [1.45 + (i % 5) * 1.4, i < 5 ? 3.05 : 1.55]);

const code = (w, h) => `${stage({ w, h, eye: [0.1, 26, 15.5], target: [-0.1, 0, 1.0], background: '#eadfcd', keyAt: [-8, 8, 5] })}
const [lc, lg] = sheet(1024, 1024); lg.fillStyle = '#eadfcd'; lg.fillRect(0, 0, 1024, 1024); grain(lg, 1024, 1024, 0.05);
for (let y = 0; y < 1024; y += 4) { lg.fillStyle = 'rgba(120,90,50,.035)'; lg.fillRect(0, y, 1024, 1.5); }
const linen = tex(lc); linen.wrapS = linen.wrapT = THREE.RepeatWrapping; linen.repeat.set(4, 4);
const table = new THREE.Mesh(new THREE.PlaneGeometry(60, 60), new THREE.MeshStandardMaterial({ map: linen, roughness: 1 }));
table.rotation.x = -Math.PI / 2; table.receiveShadow = true; scene.add(table);

const PX = 120; // texture pixels per unit
const CLIPS = ${JSON.stringify(CLIPS)};
function face() {
  const [c, g] = sheet(${W} * PX, ${H} * PX);
  g.fillStyle = C.cream; g.fillRect(0, 0, c.width, c.height); grain(g, c.width, c.height, 0.04);
  g.fillStyle = CLASSES.yin.tint; g.beginPath(); g.arc(c.width * 0.86, c.height * 1.02, 420, 0, Math.PI * 2); g.fill();
  mark(g, 110, 120, 110);
  g.fillStyle = C.ink; g.font = "400 64px 'Young Serif'"; g.fillText('bloom', 190, 142);
  g.font = "400 118px 'Young Serif'"; g.fillText('Klippekort', 60, 420);
  g.font = "700 34px 'Nunito Sans'"; g.fillText('10 klipp · alle klasser · 1 900 kr', 64, 490);
  g.font = "400 28px 'Nunito Sans'"; g.globalAlpha = .75; g.fillText('bloomyoga.no · Nedre Bakklandet 12', 64, 600); g.globalAlpha = 1;
  return tex(c);
}
function back() {
  const [c, g] = sheet(${W} * PX, ${H} * PX);
  g.fillStyle = '#fdf9f1'; g.fillRect(0, 0, c.width, c.height); grain(g, c.width, c.height, 0.04);
  g.fillStyle = C.ink; g.font = "800 26px 'Nunito Sans'"; g.letterSpacing = '3px'; g.fillText('NAVN', 64, 86); g.letterSpacing = '0px';
  g.font = "400 46px 'Young Serif'"; g.fillText('Ane Berg', 170, 90);
  const keys = Object.keys(CLASSES);
  CLIPS.forEach(([x, y], i) => {
    const cx = x * PX, cy = c.height - y * PX;
    g.strokeStyle = CLASSES[keys[i % 6]].colour; g.lineWidth = 7; g.beginPath(); g.arc(cx, cy, 58, 0, Math.PI * 2); g.stroke();
    if (i >= 4) { g.fillStyle = C.ink; g.font = "400 44px 'Young Serif'"; g.textAlign = 'center'; g.fillText(String(i + 1), cx, cy + 15); g.textAlign = 'left'; }
  });
  g.font = "400 26px 'Nunito Sans'"; g.fillStyle = C.ink; g.globalAlpha = .75; g.fillText('Gyldig til 30.06.2026 · Vis kortet i resepsjonen', 64, c.height - 40); g.globalAlpha = 1;
  mark(g, c.width - 80, 76, 70);
  return tex(c);
}
function card(map, holes) {
  const s = new THREE.Shape(); const r = 0.35;
  s.moveTo(r, 0); s.lineTo(${W} - r, 0); s.quadraticCurveTo(${W}, 0, ${W}, r); s.lineTo(${W}, ${H} - r); s.quadraticCurveTo(${W}, ${H}, ${W} - r, ${H});
  s.lineTo(r, ${H}); s.quadraticCurveTo(0, ${H}, 0, ${H} - r); s.lineTo(0, r); s.quadraticCurveTo(0, 0, r, 0);
  holes.forEach(([x, y]) => { const p = new THREE.Path(); p.absarc(x, y, 0.36, 0, Math.PI * 2, true); s.holes.push(p); });
  const geo = new THREE.ExtrudeGeometry(s, { depth: 0.05, bevelEnabled: false, curveSegments: 24 });
  geo.translate(-${W / 2}, -${H / 2}, 0);
  map.repeat.set(1 / ${W}, 1 / ${H});
  const m = new THREE.Mesh(geo, [new THREE.MeshStandardMaterial({ map, roughness: 0.85 }), new THREE.MeshStandardMaterial({ color: '#f4ecde', roughness: 0.9 })]);
  m.rotation.x = -Math.PI / 2; m.castShadow = true; return m;
}
const a = card(face(), []); a.position.set(-2.9, 0.01, -2.3); a.rotation.z = 0.1; scene.add(a);
const b = card(back(), CLIPS.slice(0, 4)); b.position.set(2.2, 0.012, 3.6); b.rotation.z = -0.16; scene.add(b);
// The punched-out dots.
[[-4.6, 4.3], [-3.9, 4.9], [-4.9, 5.3], [-3.4, 4.1]].forEach(([x, z], i) => {
  const d = new THREE.Mesh(new THREE.CylinderGeometry(0.36, 0.36, 0.05, 32), new THREE.MeshStandardMaterial({ color: i % 2 ? '#fdf9f1' : '#f4ecde', roughness: 0.9 }));
  d.position.set(x, 0.03, z); d.rotation.set(0.06 * i, 0, 0.05); d.castShadow = true; scene.add(d);
});
renderer.render(scene, camera); done();
`;

export const passScene = (w, h) => threeCanvas(code(w, h), { width: w, height: h });
