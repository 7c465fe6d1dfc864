// The printed workbooks, as objects: two closed copies, an open one with its exercises filled in and a pencil, lit
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
camera.position.set(0.3, 20, 12.5); camera.lookAt(0.2, 0, 0.1);

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
book(cover(false, 'ARBEIDSBOK · SAMLING 3', ['Samtalen', 'med styret'], 'Forberedelser og øvelser'), C.paper, 3.1, -3.6, 0.3);
book(cover(true, 'ARBEIDSBOK', ['Neste', 'steg'], 'Din lederplan, uke for uke'), C.plum, -2.7, -3.3, -0.2);

// An open copy in front: two pages in a shallow V over the plum cover, an exercise on each.
function spreadPage(left) {
  const c = document.createElement('canvas'); c.width = 1050; c.height = 1485;
  const g = c.getContext('2d');
  g.fillStyle = '#fbf8f5'; g.fillRect(0, 0, 1050, 1485);
  g.fillStyle = C.grey; g.font = '400 26px "IBM Plex Sans"'; g.fillText(left ? 'Neste steg · Uke 3' : 'Øvelse 3.2', 90, 110);
  g.fillStyle = C.ink;
  if (left) {
    g.font = '400 84px Newsreader'; g.fillText('Hvor står du?', 90, 260);
    g.font = '400 32px "IBM Plex Sans"';
    ['Skriv ned tre beslutninger du tok denne', 'uken. Hvilke av dem ville en i ledergruppen', 'ha tatt på samme måte?'].forEach((l, i) => g.fillText(l, 90, 350 + i * 48));
    g.strokeStyle = C.rule; g.lineWidth = 2;
    for (let i = 0; i < 12; i++) { g.beginPath(); g.moveTo(90, 560 + i * 70); g.lineTo(960, 560 + i * 70); g.stroke(); }
    g.fillStyle = '#2f3f7a'; g.font = 'italic 400 46px Newsreader';
    ['1. Sa nei til et prosjekt uten budsjett', '2. Tok ordet først i budsjettmøtet', '3. Ba om tilbakemelding fra Kari'].forEach((l, i) => g.fillText(l, 100, 550 + i * 140));
  } else {
    g.font = '400 60px Newsreader'; g.fillText('Synlighet og innflytelse', 90, 230);
    const [x0, y0, s] = [150, 330, 800];
    g.strokeStyle = C.ink; g.lineWidth = 3; g.strokeRect(x0, y0, s, s);
    g.beginPath(); g.moveTo(x0 + s / 2, y0); g.lineTo(x0 + s / 2, y0 + s); g.moveTo(x0, y0 + s / 2); g.lineTo(x0 + s, y0 + s / 2); g.stroke();
    g.font = '500 26px "IBM Plex Sans"'; g.fillStyle = C.grey;
    g.fillText('Lite synlig', x0 + 20, y0 + s + 50); g.fillText('Svært synlig', x0 + s - 170, y0 + s + 50);
    g.save(); g.translate(x0 - 30, y0 + s - 20); g.rotate(-Math.PI / 2); g.fillText('Innflytelse', 0, 0); g.restore();
    [[0.72, 0.25, 'Nå'], [0.3, 0.7, 'For et år siden']].forEach(([px, py, label], i) => {
      g.fillStyle = i ? C.grey : C.rose; g.beginPath(); g.arc(x0 + px * s, y0 + py * s, 26, 0, Math.PI * 2); g.fill();
      g.fillStyle = C.ink; g.font = 'italic 400 40px Newsreader'; g.fillText(label, x0 + px * s + 40, y0 + py * s + 12);
    });
  }
  const t = new THREE.CanvasTexture(c); t.colorSpace = THREE.SRGBColorSpace; t.anisotropy = 8; return t;
}
const open = new THREE.Group(); open.position.set(0.3, 0, 2.6); open.rotation.y = 0.08; scene.add(open);
const back = new THREE.Mesh(new THREE.BoxGeometry(8.7, 0.05, 6.1), new THREE.MeshStandardMaterial({ color: C.plum, roughness: 0.7 }));
back.position.y = 0.025; back.castShadow = true; open.add(back);
[true, false].forEach((left) => {
  const edge = new THREE.MeshStandardMaterial({ color: '#f1ece6', roughness: 0.9 });
  const face = new THREE.MeshStandardMaterial({ map: spreadPage(left), roughness: 0.85 });
  const p = new THREE.Mesh(new THREE.BoxGeometry(4.2, 0.12, 5.94), [edge, edge, face, edge, edge, edge]);
  const pivot = new THREE.Group(); pivot.position.set(0, 0.05, 0); pivot.rotation.z = left ? -0.05 : 0.05;
  p.position.set(left ? -2.12 : 2.12, 0.06, 0); p.castShadow = true; p.receiveShadow = true; pivot.add(p); open.add(pivot);
});
// The gutter's shade where the pages meet.
const gutter = new THREE.Mesh(new THREE.PlaneGeometry(0.5, 5.94), new THREE.MeshBasicMaterial({ color: '#000', transparent: true, opacity: 0.12 }));
gutter.rotation.x = -Math.PI / 2; gutter.position.set(0, 0.121, 0); open.add(gutter);

// A pencil across the lower book's corner.
const pencil = new THREE.Group();
const wood = new THREE.Mesh(new THREE.CylinderGeometry(0.075, 0.075, 4.2, 6), new THREE.MeshStandardMaterial({ color: C.rose, roughness: 0.5 }));
const tip = new THREE.Mesh(new THREE.ConeGeometry(0.075, 0.32, 6), new THREE.MeshStandardMaterial({ color: '#e8cfae', roughness: 0.8 }));
tip.position.y = 2.26;
const lead = new THREE.Mesh(new THREE.ConeGeometry(0.025, 0.1, 6), new THREE.MeshStandardMaterial({ color: '#2a2a2a' }));
lead.position.y = 2.4;
pencil.add(wood, tip, lead); pencil.children.forEach((m) => (m.castShadow = true));
pencil.rotation.set(0, 1.3, Math.PI / 2); pencil.position.set(5.55, 0.075, 2.5); scene.add(pencil);

renderer.render(scene, camera);
done();
`;

export const workbook = (w, h) => threeCanvas(code(w, h), { width: w, height: h });
