// Sol's hero and gallery scenes, drawn in three.js and Sol's type instead of the old SVG mock-ups
// (Georgia numerals, a vase, a sun that was not hers): the spring release on plinths under the sun
// mark (the hero), breakfast on the pieces, the shop's cups page and the studio's shelves, all in the
// low light the product shots use (./ceramics.mjs).
import { browser } from '../../kit.mjs';
import { threeCanvas } from '../../three.mjs';
import { C, DISPLAY, GLAZES, TEXT, solPage, wordmark } from './brand.mjs';
import { ADDONS, LIB, shotImg, shots } from './ceramics.mjs';
import { kr, swatch } from './shop.mjs';
import { GALLERY, HERO } from '../../scene-sizes.mjs';

const SUN = `
// The sun mark on a 2D canvas: twelve rays and a disc, size across.
const sunAt = (g, x, y, size, colour) => { g.save(); g.translate(x, y); g.scale(size / 100, size / 100); g.fillStyle = colour;
  for (let i = 0; i < 12; i++) { g.save(); g.rotate((i * Math.PI) / 6); g.beginPath(); g.roundRect(-3, -46, 6, 17, 3); g.fill(); g.restore(); }
  g.beginPath(); g.arc(0, 0, 22, 0, Math.PI * 2); g.fill(); g.restore(); };
`;

// A three.js scene filling a page of its size (the page sets the fonts and drops the body's margin).
const scene3d = (w, h, body) =>
  solPage(threeCanvas(`${LIB}${SUN}${body}`, { width: w, height: h, addons: [...ADDONS, 'geometries/RoundedBoxGeometry.js'] }), [w, h]);

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
const camera = new THREE.PerspectiveCamera(24, ${w / h}, 1, 800); camera.position.set(0, 34, 158); camera.lookAt(0, 17.5, 0);

// The wall and the floor, and the sun painted on the wall (its own plane, so it stays sharp).
const wall = new THREE.Mesh(new THREE.PlaneGeometry(600, 300), new THREE.MeshStandardMaterial({ color: '${C.oat}', roughness: 1 }));
wall.position.set(0, 150, -30); wall.receiveShadow = true; scene.add(wall);
const sc = document.createElement('canvas'); sc.width = sc.height = 1400;
sunAt(sc.getContext('2d'), 700, 700, 1400, '${C.sun}');
const st = new THREE.CanvasTexture(sc); st.colorSpace = THREE.SRGBColorSpace; st.anisotropy = 8;
const sunPlane = new THREE.Mesh(new THREE.PlaneGeometry(26, 26), new THREE.MeshStandardMaterial({ map: st, transparent: true, roughness: 1 }));
sunPlane.position.set(0, 28.5, -29.9); sunPlane.receiveShadow = true; scene.add(sunPlane);
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

// Breakfast on the pieces, from above: coffee in two cups, tea in the rust mug, yoghurt and berries
// in the sage bowl on the slate plate, coffee with milk in the slate cup, long shadows from the morning sun.
const breakfast = () => {
  const [w, h] = GALLERY;
  return scene3d(
    w,
    h,
    `
const { renderer, scene, key } = studio(canvas, ${w}, ${h}, '#cbb395');
scene.children.filter((o) => o.material && o.material.isShadowMaterial).forEach((o) => scene.remove(o));
key.position.set(-60, 34, -10); key.intensity = 3.6; key.shadow.radius = 3;
Object.assign(key.shadow.camera, { left: -60, right: 60, top: 60, bottom: -60, near: 1, far: 200 }); key.shadow.camera.updateProjectionMatrix();
const camera = new THREE.PerspectiveCamera(30, ${w / h}, 1, 600); camera.position.set(0, 92, 26); camera.lookAt(0, 0, 2.5);
// An oak table and a linen runner across it.
const table = new THREE.Mesh(new THREE.PlaneGeometry(400, 300), new THREE.MeshStandardMaterial({ color: '#7a5538', roughness: 0.8 }));
table.rotation.x = -Math.PI / 2; table.receiveShadow = true; scene.add(table);
const linen = new THREE.Mesh(new THREE.BoxGeometry(400, 0.15, 44), new THREE.MeshStandardMaterial({ color: '${C.paper}', roughness: 1 }));
linen.position.set(0, 0.075, 2); linen.rotation.y = -0.06; linen.receiveShadow = true; scene.add(linen);
const place = (kind, glaze, x, z, turn, y = 0.15) => { const p = piece(kind, glaze); p.position.set(x, y, z); p.rotation.y = turn; scene.add(p); return p; };
const fill = (x, z, y, r, colour, rough = 0.15) => { const m = new THREE.Mesh(new THREE.CircleGeometry(r, 64), new THREE.MeshStandardMaterial({ color: colour, roughness: rough })); m.rotation.x = -Math.PI / 2; m.position.set(x, y, z); scene.add(m); return m; };
place('asjett', 'skifer', -2, 4, 0.2);
place('bolle', 'salvie', -2, 4, 0.8, 1.15);
fill(-2, 4, 6.4, 6.2, '#f4efe6', 0.6);
[[0, 0, '#5b2a4a'], [1.8, 1.2, '#3a3f7a'], [-1.6, 1.5, '#7a2038'], [0.6, -2, '#3a3f7a'], [-2.4, -1.2, '#5b2a4a'], [2.6, -0.6, '#7a2038'], [-0.5, 2.9, '#3a3f7a']].forEach(([dx, dz, c]) => {
  const b = new THREE.Mesh(new THREE.SphereGeometry(0.55, 16, 12), new THREE.MeshStandardMaterial({ color: c, roughness: 0.3 })); b.position.set(-2 + dx, 6.6, 4 + dz); b.castShadow = true; scene.add(b);
});
place('kopp', 'havre', -24, -2, 1.2); fill(-24, -2, 7.2, 3.72, '#3b2214', 0.08);
place('kopp', 'honning', 22, 10, 0.5); fill(22, 10, 6.6, 3.66, '#3b2214', 0.08);
place('krus', 'rust', 19, -10, -2.4); fill(19, -10, 8.3, 3.74, '#8a4f1c', 0.08);
place('kopp', 'skifer', -20, 15, 2.0); fill(-20, 15, 6.8, 3.66, '#b98a62', 0.1);
// A spoon of brushed steel by the bowl.
const spoon = new THREE.Group();
const handle = new THREE.Mesh(new THREE.BoxGeometry(0.9, 0.25, 13), new THREE.MeshStandardMaterial({ color: '#c9c4bd', metalness: 0.9, roughness: 0.35 }));
const bowlS = new THREE.Mesh(new THREE.SphereGeometry(1.6, 24, 12), new THREE.MeshStandardMaterial({ color: '#c9c4bd', metalness: 0.9, roughness: 0.35 }));
bowlS.scale.set(1, 0.25, 1.4); bowlS.position.set(0, 0.1, -7.6); spoon.add(handle, bowlS); spoon.children.forEach((m) => (m.castShadow = true));
spoon.position.set(10, 0.4, 8); spoon.rotation.y = 0.35; scene.add(spoon);
renderer.render(scene, camera); done();
`,
  );
};

// The collection page for cups at 1440 px: every cup of the release in its glaze, with name,
// price and how many are left, filtered by glaze.
const CUPS = [
  { id: 'c1', kind: 'kopp', glaze: 'havre', name: 'Kopp «Morgen»', price: 420, left: 12 },
  { id: 'c2', kind: 'kopp', glaze: 'honning', name: 'Kopp «Morgen»', price: 420, left: 9 },
  { id: 'c3', kind: 'krus', glaze: 'rust', name: 'Krus med hank', price: 520, left: 7, turn: -0.5 },
  { id: 'c4', kind: 'kopp', glaze: 'salvie', name: 'Kopp «Morgen»', price: 420, left: 3 },
  { id: 'c5', kind: 'krus', glaze: 'skifer', name: 'Krus med hank', price: 520, left: 5, turn: -0.4 },
  { id: 'c6', kind: 'kopp', glaze: 'skifer', name: 'Kopp «Kveld»', price: 440, left: 0 },
  { id: 'c7', kind: 'krus', glaze: 'havre', name: 'Krus med hank', price: 520, left: 11, turn: -0.6 },
  { id: 'c8', kind: 'kopp', glaze: 'rust', name: 'Kopp «Kveld»', price: 440, left: 6 },
];

function cupsPage() {
  const card = (p) => `<div class="col" style="gap:12px">
    <div style="position:relative">${shotImg(p.id, 'width:300px;height:300px;border-radius:4px')}
      ${p.left ? (p.left < 6 ? `<span style="position:absolute;left:12px;top:12px;padding:5px 11px;border-radius:99px;background:${C.sun};color:#fff;font:700 13px ${TEXT}">Bare ${p.left} igjen</span>` : '') : `<span style="position:absolute;left:12px;top:12px;padding:5px 11px;border-radius:99px;background:${C.ink};color:${C.paper};font:700 13px ${TEXT}">Utsolgt</span>`}</div>
    <div class="row" style="justify-content:space-between;align-items:baseline"><span class="sy" style="font:700 19px ${DISPLAY}">${p.name}</span><span style="font:500 17px ${TEXT}">${kr(p.price)}</span></div>
    <div class="row" style="gap:8px;align-items:center;font:400 14px ${TEXT};color:#7a685b">${swatch(p.glaze, 16)}${GLAZES[p.glaze].name}</div></div>`;
  return `<div style="width:1440px;background:${C.paper};color:${C.ink}">
    <div style="padding:9px;text-align:center;background:${C.ink};color:${C.paper};font:500 14px ${TEXT}">Fri frakt over 1 000 kr · Hvert stykke er laget for hånd og blir aldri helt likt</div>
    <div class="row" style="align-items:center;padding:22px 64px;border-bottom:1px solid ${C.line}">${wordmark(34)}
      <div class="row" style="margin-left:64px;gap:34px;font:500 16px ${TEXT}"><span>Vårslippet</span><span style="border-bottom:2px solid ${C.ink}">Kopper</span><span>Boller</span><span>Tallerkener</span><span>Om Hanna</span></div>
      <div class="row" style="margin-left:auto;gap:28px;font:500 16px ${TEXT}"><span>Søk</span><span>Kurv (1)</span></div></div>
    <div class="row" style="padding:44px 64px 0;align-items:flex-end">
      <div><h1 class="sy" style="font-size:72px;font-weight:800;line-height:1;letter-spacing:-.02em">Kopper</h1>
        <p style="margin-top:14px;font:400 18px/1.5 ${TEXT};max-width:560px">Dreid på skiva i Fredrikstad, 200 og 300 ml. Hver kopp har solstempelet under foten.</p></div>
      <div class="row" style="margin-left:auto;gap:10px">${['Alle', ...Object.keys(GLAZES)]
        .map(
          (k, i) =>
            `<span class="row" style="align-items:center;gap:8px;padding:9px 16px;border-radius:99px;font:500 15px ${TEXT};${i === 0 ? `background:${C.ink};color:${C.paper}` : `border:1.5px solid ${C.line}`}">${i ? swatch(k, 16) : ''}${i ? GLAZES[k].name : k}</span>`,
        )
        .join('')}</div></div>
    <div style="display:grid;grid-template-columns:repeat(4,300px);justify-content:space-between;row-gap:44px;padding:36px 64px 80px">${CUPS.map(card).join('')}</div></div>`;
}

const collection = () =>
  solPage(
    `<div style="position:absolute;left:150px;top:90px">${browser(cupsPage(), { width: 1700, inner: 1440, height: 1300, url: 'solkeramikk.no/kopper' })}</div>
    ${shots(CUPS.map((p) => ({ ...p, background: '#ece2d5' })))}`,
    GALLERY,
    C.clay,
  );

// In place: the studio's shelves in Fredrikstad the week before a release, two oak planks on the
// clay wall with the pieces in rows by glaze, the stamp burnt into the upper plank's end.
const shelves = () => {
  const [w, h] = GALLERY;
  return scene3d(
    w,
    h,
    `
const { renderer, scene, key } = studio(canvas, ${w}, ${h}, '#d9c1a5');
scene.children.filter((o) => o.material && o.material.isShadowMaterial).forEach((o) => scene.remove(o));
key.position.set(-50, 60, 60); key.intensity = 3.0;
Object.assign(key.shadow.camera, { left: -80, right: 80, top: 80, bottom: -80, near: 1, far: 260 }); key.shadow.camera.updateProjectionMatrix();
const camera = new THREE.PerspectiveCamera(26, ${w / h}, 1, 600); camera.position.set(6, 34, 196); camera.lookAt(0, 31, 0);
const wall = new THREE.Mesh(new THREE.PlaneGeometry(600, 300), new THREE.MeshStandardMaterial({ color: '#d9c1a5', roughness: 1 }));
wall.position.set(0, 100, -12); wall.receiveShadow = true; scene.add(wall);
const oak = new THREE.MeshStandardMaterial({ color: '#a87b52', roughness: 0.7 });
const shelf = (y) => { const m = new THREE.Mesh(new addons.RoundedBoxGeometry(120, 2.4, 22, 3, 0.4), oak); m.position.set(0, y - 1.2, -1); m.castShadow = true; m.receiveShadow = true; scene.add(m);
  [-44, 44].forEach((x) => { const b = new THREE.Mesh(new THREE.BoxGeometry(1.2, 6, 14), new THREE.MeshStandardMaterial({ color: '${C.ink}', roughness: 0.5, metalness: 0.3 })); b.position.set(x, y - 5, -5); b.castShadow = true; scene.add(b); }); };
shelf(40); shelf(10);
// The sun sign above the shelves, cut from plywood and painted.
const sc = document.createElement('canvas'); sc.width = sc.height = 1024; sunAt(sc.getContext('2d'), 512, 512, 1024, '${C.sun}');
const st = new THREE.CanvasTexture(sc); st.colorSpace = THREE.SRGBColorSpace;
const sign = new THREE.Mesh(new THREE.PlaneGeometry(16, 16), new THREE.MeshStandardMaterial({ map: st, transparent: true, roughness: 0.9 }));
sign.position.set(0, 60, -11.8); scene.add(sign);
const row = (y, items) => items.forEach(([kind, glaze, x, turn, z = 0]) => { const p = piece(kind, glaze); p.position.set(x, y, z); p.rotation.y = turn; scene.add(p); });
row(40, [['kopp', 'havre', -50, 0.3], ['kopp', 'havre', -41, 1.1], ['kopp', 'honning', -32, 0.7], ['kopp', 'honning', -23, 2.1], ['bolle', 'salvie', -6, 0.4], ['bolle', 'salvie', 10, 1.4, 2], ['krus', 'rust', 28, -0.6], ['krus', 'rust', 39, -0.9], ['krus', 'rust', 50, -0.4]]);
row(10, [['asjett', 'skifer', -44, 0.2], ['asjett', 'skifer', -44, 0.9, 0], ['bolle', 'havre', -22, 0.8], ['kopp', 'skifer', -6, 1.3], ['kopp', 'skifer', 3, 0.2], ['krus', 'havre', 16, -0.5], ['asjett', 'honning', 40, 0.5]]);
renderer.render(scene, camera); done();
`,
  );
};

export const scenes = { hero, 'gallery-1': breakfast, 'gallery-2': collection, 'gallery-3': shelves };
