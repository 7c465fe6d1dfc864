// Each client's own typefaces, from the @fontsource packages (OFL families, dev dependencies used
// by the image generator only). Inlined as data: URLs, since a page set from a string may not load
// file:// addresses. The "latin" subset holds æ, ø and å.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const cache = new Map();

function woff2(pkg, file) {
  const path = require.resolve(`@fontsource/${pkg}/files/${file}`);
  if (!cache.has(path)) cache.set(path, `data:font/woff2;base64,${readFileSync(path).toString('base64')}`);
  return cache.get(path);
}

/**
 * @font-face rules for a family: `fontFaces('fraunces', 'Fraunces', [400, 600], ['normal', 'italic'])`.
 * Use the family in CSS as `'Fraunces'`; pass the result to page()'s `css`.
 */
export function fontFaces(pkg, family, weights = [400], styles = ['normal']) {
  return weights
    .flatMap((weight) =>
      styles.map(
        (style) =>
          `@font-face{font-family:'${family}';font-style:${style};font-weight:${weight};src:url('${woff2(pkg, `${pkg}-latin-${weight}-${style}.woff2`)}') format('woff2')}`,
      ),
    )
    .join('\n');
}
