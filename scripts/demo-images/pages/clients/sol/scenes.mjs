// Sol's hero and gallery scenes, drawn in three.js and Sol's type instead of the old SVG mock-ups
// (Georgia numerals, a vase, a sun that was not hers): the pieces of the spring release on plinths
// under the sun mark, in the low light the product shots use (./ceramics.mjs).
import { threeCanvas } from '../../three.mjs';
import { C } from './brand.mjs';
import { ADDONS, LIB } from './ceramics.mjs';

const HERO = [2400, 1500];

const SUN = `
// The sun mark on a 2D canvas: twelve rays and a disc, size across.
const sunAt = (g, x, y, size, colour) => { g.save(); g.translate(x, y); g.scale(size / 100, size / 100); g.fillStyle = colour;
  for (let i = 0; i < 12; i++) { g.save(); g.rotate((i * Math.PI) / 6); g.beginPath(); g.roundRect(-3, -46, 6, 17, 3); g.fill(); g.restore(); }
  g.beginPath(); g.arc(0, 0, 22, 0, Math.PI * 2); g.fill(); g.restore(); };
`;

const scene3d = (w, h, body) =>
  threeCanvas(`${LIB}${SUN}${body}`, { width: w, height: h, addons: [...ADDONS, 'geometries/RoundedBoxGeometry.js'] });

// The hero: six pieces of the release in five glazes on three clay plinths, the sun mark painted
// large on the wall behind them, and a low sun from the left throwing their shadows to the right.
const hero = () => {
  const [w, h] = HERO;
  return scene3d(
    w,
    h,
    `
const { renderer, scene, key } = studio(canvas, ${w}, ${h}, '${C.oat}');
scene.children.filter((o) => o.material && o.material.isShadowMaterial).forEach((o) => scene.remove(o));
key.position.set(-60, 40, 40); key.intensity = 3.4;
Object.assign(key.shadow.camera, { left: -70, right: 70, top: 70, bottom: -70, near: 1, far: 260 }); key.shadow.camera.updateProjectionMatrix();
key.shadow.radius = 4;
const camera = new THREE.PerspectiveCamera(24, ${w / h}, 1, 800); camera.position.set(0, 34, 146); camera.lookAt(0, 16.5, 0);

// The wall and the floor, and the sun painted on the wall (its own plane, so it stays sharp).
const wall = new THREE.Mesh(new THREE.PlaneGeometry(600, 300), new THREE.MeshStandardMaterial({ color: '${C.oat}', roughness: 1 }));
wall.position.set(0, 150, -30); wall.receiveShadow = true; scene.add(wall);
const sc = document.createElement('canvas'); sc.width = sc.height = 1400;
sunAt(sc.getContext('2d'), 700, 700, 1400, '${C.sun}');
const st = new THREE.CanvasTexture(sc); st.colorSpace = THREE.SRGBColorSpace; st.anisotropy = 8;
const sunPlane = new THREE.Mesh(new THREE.PlaneGeometry(26, 26), new THREE.MeshStandardMaterial({ map: st, transparent: true, roughness: 1 }));
sunPlane.position.set(0, 30, -29.9); sunPlane.receiveShadow = true; scene.add(sunPlane);
const floor = new THREE.Mesh(new THREE.PlaneGeometry(600, 300), new THREE.MeshStandardMaterial({ color: '#d8c6ad', roughness: 1 }));
floor.rotation.x = -Math.PI / 2; floor.receiveShadow = true; scene.add(floor);

// Three plinths in raw clay tones.
const plinth = (x, z, bw, bh, colour) => {
  const m = new THREE.Mesh(new addons.RoundedBoxGeometry(bw, bh, bw * 0.9, 4, 0.5), new THREE.MeshStandardMaterial({ color: colour, roughness: 0.9 }));
  m.position.set(x, bh / 2, z); m.castShadow = true; m.receiveShadow = true; scene.add(m); return bh;
};
const place = (kind, glaze, x, y, z, turn) => { const p = piece(kind, glaze); p.position.set(x, y, z); p.rotation.y = turn; scene.add(p); return p; };
const hl = plinth(-21, -6, 17, 15, '#c9977a');
const hm = plinth(1, -2, 26, 6, '#dcc2a3');
const hr = plinth(22, -9, 14, 22, '#a96f53');
place('krus', 'rust', -21, hl, -6, -0.6);
place('asjett', 'skifer', 1, hm, -2, 0.3);
place('bolle', 'salvie', 1, hm + 1.0, -2, 0.5);
place('kopp', 'honning', 22, hr, -9, 0.9);
place('kopp', 'havre', -9, 0, 14, 1.6);
place('krus', 'skifer', 13, 0, 15, -2.2);
renderer.render(scene, camera); done();
`,
  );
};

export const scenes = { hero };
