// The wayfinding sign in the studio's hall, as an object: a painted birch board on the plaster
// wall under a warm spot, the two rooms and the changing rooms in the class colours of the day.
import { threeCanvas } from '../../three.mjs';
import { stage } from './stage.mjs';

const code = (
  w,
  h,
) => `${stage({ w, h, fov: 24, eye: [-3.2, 0.4, 15.5], target: [-0.35, 0.1, 0], background: '#f1e6d6', keyAt: [-10, 6, 9], keyPower: 2.6 })}
const [pc, pg] = sheet(1024, 1024); pg.fillStyle = '#f1e6d6'; pg.fillRect(0, 0, 1024, 1024); grain(pg, 1024, 1024, 0.06);
const plaster = tex(pc); plaster.wrapS = plaster.wrapT = THREE.RepeatWrapping; plaster.repeat.set(6, 6);
const wall = new THREE.Mesh(new THREE.PlaneGeometry(60, 30), new THREE.MeshStandardMaterial({ map: plaster, roughness: 1 }));
wall.receiveShadow = true; scene.add(wall);
const spot = new THREE.SpotLight('#ffd9a8', 140, 30, 0.55, 0.9); spot.position.set(2, 7, 7); spot.target.position.set(0.5, 0, 0); scene.add(spot, spot.target);

// The board's face: 3 columns, each a colour dot, a room in Young Serif, a line in Nunito Sans, an arrow.
const BW = 12.4, BH = 3.1, PX = 160;
const [fc, g] = sheet(BW * PX, BH * PX);
g.fillStyle = '#2f4a38'; g.fillRect(0, 0, fc.width, fc.height);
mark(g, 250, fc.height / 2, 250, null, true);
g.fillStyle = C.cream; g.font = "400 92px 'Young Serif'"; g.fillText('bloom', 410, fc.height / 2 + 30);
const rooms = [
  ['Sal 1 · Morgensol', 'Morgenflyt, Vinyasa, Lunsj', '←', CLASSES.morgenflyt.colour],
  ['Sal 2 · Kveldslys', 'Yin, Restorativ, Gravid', '→', CLASSES.yin.colour],
  ['Garderober · og dusj', 'Skap, hårføner og te', '↓', CLASSES.restorativ.colour],
];
rooms.forEach(([room, line, arrow, colour], i) => {
  const x = 790 + i * 390;
  g.fillStyle = 'rgba(251,245,234,.25)'; g.fillRect(x - 40, 70, 2, fc.height - 140);
  g.fillStyle = colour; g.beginPath(); g.arc(x + 24, 120, 22, 0, Math.PI * 2); g.fill();
  g.fillStyle = C.cream; g.font = "400 48px 'Young Serif'"; g.fillText(room.split(' · ')[0], x, 230);
  g.font = "400 34px 'Young Serif'"; g.globalAlpha = 0.85; g.fillText(room.split(' · ')[1] ?? '', x, 282); g.globalAlpha = 1;
  g.font = "700 25px 'Nunito Sans'"; g.globalAlpha = 0.75; g.fillText(line, x, 350); g.globalAlpha = 1;
  g.font = "800 70px 'Nunito Sans'"; g.fillText(arrow, x + 250, 140);
});
const face = tex(fc);
const edge = new THREE.MeshStandardMaterial({ color: '#d9bf97', roughness: 0.8 });
const front = new THREE.MeshStandardMaterial({ map: face, roughness: 0.75 });
const board = new THREE.Mesh(new addons.RoundedBoxGeometry(BW, BH, 0.22, 4, 0.08), [edge, edge, edge, edge, front, edge]);
board.position.set(0, 0.2, 0.2); board.castShadow = true; scene.add(board);
// Brass screws at the corners.
const brass = new THREE.MeshStandardMaterial({ color: '#d6b478', metalness: 0.35, roughness: 0.4 });
[[-1, 1], [1, 1], [-1, -1], [1, -1]].forEach(([sx, sy]) => {
  const s = new THREE.Mesh(new THREE.CylinderGeometry(0.09, 0.09, 0.05, 24), brass);
  s.rotation.x = Math.PI / 2; s.position.set(sx * (BW / 2 - 0.28), 0.2 + sy * (BH / 2 - 0.28), 0.33); scene.add(s);
});
renderer.render(scene, camera); done();
`;

export const signScene = (w, h) => threeCanvas(code(w, h), { width: w, height: h, addons: ['geometries/RoundedBoxGeometry.js'] });
