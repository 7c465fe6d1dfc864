// The mat strap as an object: a rolled mat on the studio's oak floor against the wall, held by
// Bloom's cotton strap with the name woven in, its carrying loop arching over the top.
import { threeCanvas } from '../../three.mjs';
import { stage } from './stage.mjs';

const code = (
  w,
  h,
) => `${stage({ w, h, fov: 28, eye: [2.9, 7.8, 13.2], target: [0.5, 0.6, 1.0], background: '#f3e9da', keyAt: [-9, 10, 7], keyPower: 3.4 })}
// Oak floor: planks with grain, drawn once and repeated.
const [fc, fg] = sheet(1024, 1024);
for (let i = 0; i < 8; i++) { fg.fillStyle = ['#d9b88c', '#d3b083', '#dcbf95', '#cfab7e'][i % 4]; fg.fillRect(0, i * 128, 1024, 128); fg.fillStyle = 'rgba(90,60,30,.25)'; fg.fillRect(0, i * 128, 1024, 2); }
for (let i = 0; i < 900; i++) { fg.fillStyle = 'rgba(110,75,40,.07)'; fg.fillRect(Math.random() * 1024, Math.floor(Math.random() * 1024), 60 + Math.random() * 200, 1.5); }
const oak = tex(fc); oak.wrapS = oak.wrapT = THREE.RepeatWrapping; oak.repeat.set(3, 3);
const floor = new THREE.Mesh(new THREE.PlaneGeometry(60, 60), new THREE.MeshStandardMaterial({ map: oak, roughness: 0.7 }));
floor.rotation.x = -Math.PI / 2; floor.receiveShadow = true; scene.add(floor);
const wall = new THREE.Mesh(new THREE.PlaneGeometry(60, 30), new THREE.MeshStandardMaterial({ color: '#f3e9da', roughness: 1 }));
wall.position.set(0, 15, -3.2); wall.receiveShadow = true; scene.add(wall);
const skirting = new THREE.Mesh(new THREE.BoxGeometry(60, 0.5, 0.12), new THREE.MeshStandardMaterial({ color: '#efe4d3', roughness: 0.8 }));
skirting.position.set(0, 0.25, -3.12); skirting.receiveShadow = true; scene.add(skirting);

// The mat: a roll in terracotta, its ends showing the spiral of the rolled layers.
const R = 0.82, L = 6.6;
const [ec, eg] = sheet(512, 512); eg.fillStyle = CLASSES.vinyasa.colour; eg.fillRect(0, 0, 512, 512);
eg.strokeStyle = 'rgba(70,25,10,.35)'; eg.lineWidth = 3; eg.beginPath();
for (let t = 0; t < Math.PI * 2 * 9; t += 0.05) { const r = 18 + t * 4.1; const x = 256 + Math.cos(t) * r, y = 256 + Math.sin(t) * r; t === 0 ? eg.moveTo(x, y) : eg.lineTo(x, y); }
eg.stroke();
const [sc, sg] = sheet(512, 256); sg.fillStyle = CLASSES.vinyasa.colour; sg.fillRect(0, 0, 512, 256); grain(sg, 512, 256, 0.06);
const sideM = new THREE.MeshStandardMaterial({ map: tex(sc), roughness: 0.95 });
const endM = new THREE.MeshStandardMaterial({ map: tex(ec), roughness: 0.95 });
const roll = new THREE.Mesh(new THREE.CylinderGeometry(R, R, L, 64), [sideM, endM, endM]);
const kit = new THREE.Group(); kit.rotation.y = -0.42; scene.add(kit);
roll.rotation.z = Math.PI / 2; roll.position.set(0, R, 0); roll.castShadow = true; roll.receiveShadow = true; kit.add(roll);

// The strap: cotton webbing, cream, with 'bloom' and the mark woven along it.
const [tc, tg] = sheet(2048, 128); tg.fillStyle = C.cream; tg.fillRect(0, 0, 2048, 128);
for (let y = 0; y < 128; y += 6) { tg.fillStyle = 'rgba(120,90,50,.08)'; tg.fillRect(0, y, 2048, 2); }
tg.fillStyle = C.ink; tg.font = "400 64px 'Young Serif'";
for (let x = 40; x < 2048; x += 400) { mark(tg, x + 30, 64, 72); tg.fillStyle = C.ink; tg.fillText('bloom', x + 80, 86); }
const webbing = tex(tc); webbing.wrapS = THREE.RepeatWrapping;
const strapM = new THREE.MeshStandardMaterial({ map: webbing, roughness: 0.9, side: THREE.DoubleSide });
// A flat ribbon along a curve: two rows of vertices, offset either side along 'across'.
// 'across' is a fixed direction, or null for a strap lying flat (across = tangent x up).
function ribbon(points, fixed, width, repeat) {
  const curve = new THREE.CatmullRomCurve3(points); const n = 120; const pos = [], uv = [], idx = [];
  const up = new THREE.Vector3(0, 1, 0);
  for (let i = 0; i <= n; i++) {
    const p = curve.getPoint(i / n);
    const across = fixed ?? new THREE.Vector3().crossVectors(curve.getTangent(i / n), up).normalize();
    pos.push(p.x - across.x * width / 2, p.y - across.y * width / 2, p.z - across.z * width / 2, p.x + across.x * width / 2, p.y + across.y * width / 2, p.z + across.z * width / 2);
    uv.push((i / n) * repeat, 1, (i / n) * repeat, 0); // v flipped so the print reads the right way up
    if (i < n) idx.push(2 * i, 2 * i + 1, 2 * i + 2, 2 * i + 1, 2 * i + 3, 2 * i + 2);
  }
  const g = new THREE.BufferGeometry(); g.setAttribute('position', new THREE.Float32BufferAttribute(pos, 3)); g.setAttribute('uv', new THREE.Float32BufferAttribute(uv, 2)); g.setIndex(idx); g.computeVertexNormals();
  const m = new THREE.Mesh(g, strapM); m.castShadow = true; return m;
}
const X = new THREE.Vector3(1, 0, 0);
// Two loops round the roll, slightly proud of its surface.
[-2.1, 2.1].forEach((x) => {
  const pts = []; for (let i = 0; i <= 40; i++) { const a = (i / 40) * Math.PI * 2; pts.push(new THREE.Vector3(x, R + Math.sin(a) * (R + 0.035), Math.cos(a) * (R + 0.035))); }
  kit.add(ribbon(pts, X, 0.42, 1.2));
});
// The carrying strap, from one loop to the other, fallen forward onto the floor.
const carry = [[-2.1, 0.25, 0.64], [-2.05, 0.06, 1.15], [-1.3, 0.05, R + 1.35], [0.1, 0.05, R + 1.7], [1.4, 0.05, R + 1.35], [2.05, 0.06, 1.15], [2.1, 0.25, 0.64]].map((p) => new THREE.Vector3(...p));
kit.add(ribbon(carry, null, 0.42, 2.4));
renderer.render(scene, camera); done();
`;

export const matScene = (w, h) => threeCanvas(code(w, h), { width: w, height: h });
