// Luna's case-study scenes (hero, gallery-1…3), drawn in the identity instead of the old SVG art:
// the range as the evening's lunar cycle, and the products where they are used and sold.
import { lunaScene } from './stage.mjs';

/**
 * The hero: the five products in ritual order on one long ledge, new moon to full, under a low full
 * moon. Everything sits in the middle band so the picture survives crops from 21:9 to 4:5.
 */
export const hero = ([width, height]) =>
  lunaScene(
    `
const row = [tube(P.rens, .78), dropper(P.fukt, 1.02), dropper(P.klar, 1.22), dropper(P.lys, 1.02), jar(P.natt, .92)];
const at = [[-1.75, .55, .22], [-.92, .05, -.12], [0, -.18, .05], [.92, .05, -.05], [1.75, .55, -.2]];
row.forEach((o, i) => { o.position.set(at[i][0], 0, at[i][1]); o.rotation.y = at[i][2]; add(o); });
// a drop of serum on the stone and two pebbles, so the ledge reads as a bathroom's and not a plinth
const drop = new THREE.Mesh(new THREE.SphereGeometry(.09, 48, 24), phys({ color: '#e8b98f', roughness: .02, transmission: .4, clearcoat: 1 })); drop.scale.set(1, .35, 1); drop.position.set(-.42, .02, .95); add(drop);
const pebble = (r, x, z, c) => { const m = new THREE.Mesh(new THREE.SphereGeometry(r, 48, 24), std({ color: c, roughness: .6 })); m.scale.set(1.25, .55, 1); m.position.set(x, r * .5, z); add(m); };
pebble(.2, 2.45, .85, '#d9d3c8'); pebble(.13, 2.78, .6, '#8a8f9e');
// the ledge continues down out of frame, so no crop shows what is under it
const base = new THREE.Mesh(new THREE.BoxGeometry(12, 3, 4), ledge.material); base.position.set(0, -2, 0); scene.add(base);
camera.position.set(0, 2.0, 10.6); camera.lookAt(0, 1.3, 0); camera.fov = 26; camera.updateProjectionMatrix();
`,
    { width, height, moonAt: [0, 2.75, -3.9] },
  );

/** In use: the night cream open, its lid set down beside it, a drop of Lysserum from the pipette. */
export const inUse = ([width, height]) =>
  lunaScene(
    `
const j = jar(P.natt, 1.25); j.position.set(-.35, 0, .2); j.rotation.y = .15; add(j);
// take the lid off: set it down on its side, the full moon on its top towards us
const lid = j.children[1]; j.remove(lid); lid.scale.setScalar(1.25); lid.rotation.set(Math.PI / 2 - .25, 0, 0); lid.position.set(1.05, .71, .55); add(lid);
// the cream: a pearl surface with a soft swirl where a finger has been
const cg = new THREE.CircleGeometry(.53, 96, 0, 6.283); const cp = cg.attributes.position;
for (let i = 0; i < cp.count; i++) { const x = cp.getX(i), y = cp.getY(i), r = Math.hypot(x, y), a = Math.atan2(y, x); cp.setZ(i, .05 * Math.max(0, 1 - r / .5) * (1 + .6 * Math.sin(a * 3 + r * 14))); }
cg.computeVertexNormals();
const cream = new THREE.Mesh(cg, phys({ color: '#f6f1e8', roughness: .45, clearcoat: .3 })); cream.rotation.x = -Math.PI / 2; cream.position.set(-.35, .5 * 1.25 + .004, .2); cream.scale.setScalar(1.25); add(cream);
const d = dropper(P.lys, 1.0); d.position.set(-1.9, 0, -.5); d.rotation.y = .35; add(d);
// the pipette, lifted out and laid on the stone, one amber drop at its tip
const pip = new THREE.Group();
const tubeG = new THREE.Mesh(new THREE.CylinderGeometry(.035, .02, 1.1, 32), phys({ color: '#e6ecf6', roughness: .05, transmission: .8, thickness: .05 })); tubeG.rotation.z = Math.PI / 2; pip.add(tubeG);
const col = new THREE.Mesh(new THREE.CylinderGeometry(.16, .16, .16, 48), copper()); col.rotation.z = Math.PI / 2; col.position.x = .62; pip.add(col);
const bulb = new THREE.Mesh(new THREE.SphereGeometry(.14, 48, 24), std({ color: '#1b2340', roughness: .55 })); bulb.scale.set(1.8, 1, 1); bulb.position.x = .92; pip.add(bulb);
pip.position.set(.35, .16, 1.45); pip.rotation.y = .5; add(pip);
const drop = new THREE.Mesh(new THREE.SphereGeometry(.1, 48, 24), phys({ color: '#e8a25e', roughness: .02, transmission: .35, clearcoat: 1 })); drop.scale.set(1.3, .35, 1); drop.position.set(-.35, .02, 1.72); add(drop);
const base = new THREE.Mesh(new THREE.BoxGeometry(12, 3, 4), ledge.material); base.position.set(0, -2, 0); scene.add(base);
camera.position.set(-.2, 3.1, 7.6); camera.lookAt(-.25, .8, .3);
`,
    { width, height, moonAt: [2.3, 0.95, -3.9] },
  );

/** At scale: the concept store's wall, two stone shelves with the cartons in ritual order. */
export const shelf = ([width, height]) =>
  lunaScene(
    `
const travertine = std({ color: '#e4ddd0', roughness: .75 });
// the store's pale plaster wall behind the shelves, so the dusk cartons stand out against it
const wall = new THREE.Mesh(new THREE.PlaneGeometry(8.4, 5.6), std({ color: '#d8d2c8', roughness: .95 })); wall.position.set(0, 2.3, -1.55); wall.receiveShadow = true; scene.add(wall);
const upper = add(new THREE.Mesh(new addons.RoundedBoxGeometry(6.4, .22, 1.1, 3, .03), travertine)); upper.position.set(0, 2.25, -.9);
const base = new THREE.Mesh(new THREE.BoxGeometry(12, 3, 4), ledge.material); base.position.set(0, -2, 0); scene.add(base);
const keys = ['rens', 'fukt', 'klar', 'lys', 'natt'];
// the cartons above, each behind its product below, so the phases read across as on the labels
keys.forEach((k, i) => { const c = add(carton(P[k], .62, 1.45, .62)); c.position.set(-2.4 + i * 1.2, 2.36, -.9); c.rotation.y = (i - 2) * -.04; });
const below = [tube(P.rens, .8), dropper(P.fukt, .95), dropper(P.klar, .95), dropper(P.lys, .95), jar(P.natt, .9)];
below.forEach((o, i) => { o.position.set(-2.4 + i * 1.2, 0, .3); add(o); });
below[0].rotation.y = .2; below[4].rotation.y = -.3;
camera.position.set(0, 2.0, 11.8); camera.lookAt(0, 1.75, 0);
`,
    { width, height, moonAt: [0, 30, -3.9] },
  );
