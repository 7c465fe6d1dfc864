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
