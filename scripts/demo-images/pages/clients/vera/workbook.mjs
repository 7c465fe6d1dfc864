// The printed workbook of "Neste steg", as an object: two copies on the table with a pencil, lit
// from the window side. Covers are drawn on a 2D canvas in Vera's fonts and wrapped onto the books.
import { threeCanvas } from '../../three.mjs';
import { C } from './brand.mjs';

const code = (w, h) => `
await document.fonts.load('500 100px Newsreader');
await document.fonts.load('italic 400 100px Newsreader');
await document.fonts.load('400 40px "IBM Plex Sans"');
await document.fonts.load('500 40px "IBM Plex Sans"');
const C = ${JSON.stringify(C)};

// A cover, 1050 x 1485 px (A4), plum or paper.
function cover(dark, kicker, title, sub) {
  const c = document.createElement('canvas'); c.width = 1050; c.height = 1485;
  const g = c.getContext('2d');
  const ink = dark ? C.paper : C.ink;
  g.fillStyle = dark ? C.plum : C.paper; g.fillRect(0, 0, 1050, 1485);
  g.fillStyle = C.rose; g.font = '500 30px "IBM Plex Sans"'; g.letterSpacing = '5px'; g.fillText(kicker, 90, 150);
  g.letterSpacing = '0px'; g.fillStyle = ink; g.font = '400 170px Newsreader'; g.fillText(title[0], 80, 400); g.fillText(title[1], 80, 560);
  g.font = 'italic 400 52px Newsreader'; g.globalAlpha = .9; g.fillText(sub, 90, 690); g.globalAlpha = 1;
  g.strokeStyle = ink; g.globalAlpha = .5; g.lineWidth = 2;
  g.beginPath(); g.moveTo(90, 1180); g.lineTo(960, 1180); g.stroke(); g.globalAlpha = 1;
  g.font = '400 30px "IBM Plex Sans"'; g.fillText('Navn', 90, 1160);
  g.font = '500 96px Newsreader'; g.fillText('Vera', 90, 1370);
  g.strokeStyle = C.rose; g.lineWidth = 7; g.beginPath(); g.moveTo(92, 1400); g.lineTo(232, 1400); g.lineTo(232, 1382); g.lineTo(282, 1382); g.stroke();
  g.fillStyle = ink; g.globalAlpha = .75; g.font = '400 28px "IBM Plex Sans"'; g.textAlign = 'right'; g.fillText('Lederprogram for kvinner · Våren 2026', 960, 1370);
  const t = new THREE.CanvasTexture(c); t.colorSpace = THREE.SRGBColorSpace; t.anisotropy = 8; return t;
}

const renderer = new THREE.WebGLRenderer({ canvas, antialias: true });
renderer.setSize(${w}, ${h}, false);
renderer.shadowMap.enabled = true; renderer.shadowMap.type = THREE.PCFSoftShadowMap;
renderer.outputColorSpace = THREE.SRGBColorSpace;
renderer.toneMapping = THREE.NeutralToneMapping; renderer.toneMappingExposure = 1.1;
const scene = new THREE.Scene(); scene.background = new THREE.Color('#e9e0e3');
const camera = new THREE.PerspectiveCamera(30, ${w / h}, 0.1, 100);
camera.position.set(0.2, 19, 11.5); camera.lookAt(0.1, 0, 0.5);

scene.add(new THREE.HemisphereLight('#fff8f4', '#b9a3ae', 1.25));
const key = new THREE.DirectionalLight('#fff3ea', 4.2); key.position.set(-9, 6.5, 5); key.castShadow = true;
key.shadow.mapSize.set(2048, 2048); key.shadow.radius = 6; key.shadow.bias = -0.0004; key.shadow.normalBias = 0.03;
Object.assign(key.shadow.camera, { left: -8, right: 8, top: 8, bottom: -8 });
scene.add(key);

const table = new THREE.Mesh(new THREE.PlaneGeometry(40, 40), new THREE.MeshStandardMaterial({ color: '#eee4e6', roughness: 0.95 }));
table.rotation.x = -Math.PI / 2; table.receiveShadow = true; scene.add(table);

// A book: the cover on top, page edges on three sides, the spine in the cover colour.
function book(tex, spine, x, z, ry, y = 0.09) {
  const edges = new THREE.MeshStandardMaterial({ color: '#f3eee8', roughness: 0.9 });
  const cloth = new THREE.MeshStandardMaterial({ color: spine, roughness: 0.7 });
  const top = new THREE.MeshStandardMaterial({ map: tex, roughness: 0.62 });
  const m = new THREE.Mesh(new THREE.BoxGeometry(4.2, 0.18, 5.94), [edges, cloth, top, cloth, edges, edges]);
  m.position.set(x, y, z); m.rotation.y = ry; m.castShadow = true; scene.add(m); return m;
}
book(cover(false, 'ARBEIDSBOK · SAMLING 3', ['Samtalen', 'med styret'], 'Forberedelser og øvelser'), C.paper, 2.55, -0.9, 0.26);
book(cover(true, 'ARBEIDSBOK', ['Neste', 'steg'], 'Din lederplan, uke for uke'), C.plum, -2.35, 0.55, -0.14);

// A pencil across the lower book's corner.
const pencil = new THREE.Group();
const wood = new THREE.Mesh(new THREE.CylinderGeometry(0.075, 0.075, 4.2, 6), new THREE.MeshStandardMaterial({ color: C.rose, roughness: 0.5 }));
const tip = new THREE.Mesh(new THREE.ConeGeometry(0.075, 0.32, 6), new THREE.MeshStandardMaterial({ color: '#e8cfae', roughness: 0.8 }));
tip.position.y = 2.26;
const lead = new THREE.Mesh(new THREE.ConeGeometry(0.025, 0.1, 6), new THREE.MeshStandardMaterial({ color: '#2a2a2a' }));
lead.position.y = 2.4;
pencil.add(wood, tip, lead); pencil.children.forEach((m) => (m.castShadow = true));
pencil.rotation.set(0, 0.55, Math.PI / 2); pencil.position.set(2.9, 0.075, 3.4); scene.add(pencil);

renderer.render(scene, camera);
done();
`;

export const workbook = (w, h) => threeCanvas(code(w, h), { width: w, height: h });
