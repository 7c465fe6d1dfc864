// Objects shown as objects: a three.js scene inside a composition, lit and shadowed, rendered by
// headless Chromium's WebGL (SwiftShader). The capture (./capture.mjs) serves three's files from
// node_modules at LIB and waits for the scene to say it has drawn.
export const LIB = 'https://lib.local/';

/**
 * A <canvas> of the given size with a module script that draws into it. `code` runs with `THREE`,
 * `canvas` and `addons` (the exports of the modules named in `addons`, e.g.
 * ['geometries/RoundedBoxGeometry.js'] gives addons.RoundedBoxGeometry) in scope, and must call `done()` after its last render.
 */
export function threeCanvas(code, { width, height, addons = [], style = '' }) {
  const id = `scene-${Math.random().toString(36).slice(2, 8)}`;
  const imports = addons.map((path, i) => `import * as addon${i} from 'three/addons/${path}';`).join('');
  return `<script type="importmap">{"imports":{"three":"${LIB}three/build/three.module.js","three/addons/":"${LIB}three/examples/jsm/"}}</script>
<canvas id="${id}" data-render width="${width}" height="${height}" style="display:block;width:${width}px;height:${height}px;${style}"></canvas>
<script type="module">
import * as THREE from 'three';${imports}
const canvas = document.getElementById('${id}');
const addons = Object.assign({}, ${addons.map((_, i) => `addon${i}`).join(', ')});
const done = () => { canvas.dataset.render = 'done'; };
try { ${code} } catch (error) { canvas.dataset.render = 'failed: ' + error.message; }
</script>`;
}
