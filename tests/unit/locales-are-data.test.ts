import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { routing } from '@/i18n/routing';

// Languages are data: outside i18n/ (the routing list and per-language tags), the migrations and the
// seed content (texts, a value per language), no code names a configured locale, so adding a
// language is configuration, a messages file and content.

const ROOTS = ['app', 'components', 'lib', 'scripts'];
// The benchmark's floor app is a separate, minimal next-intl site; a line marked `// not a locale`
// uses the same letters for something else (a CSV's yes/no).
const EXEMPT = [/^lib\/db\/migrations\//, /^lib\/db\/seed\/data\//, /^scripts\/bench\/floor-app\//];
const NOT_A_LOCALE = '// not a locale';
const SOURCE = /\.(ts|tsx|mjs|js)$/;

function sources(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const file = path.posix.join(folder, entry.name);
    if (entry.isDirectory()) return sources(file);
    return SOURCE.test(entry.name) && !EXEMPT.some((pattern) => pattern.test(file)) ? [file] : [];
  });
}

/** A locale code as a string literal, an object key, a `lang` attribute or a field suffix (`title_no`, `titleNo`). */
function namingPatterns(locale: string): RegExp {
  const suffix = locale[0]!.toUpperCase() + locale.slice(1);
  return new RegExp(`(['"\`])${locale}\\1|\\b${locale}:\\s|lang="${locale}"|[a-z]_${locale}\\b|[a-z]${suffix}\\b(?!\\()`);
}

it('names no locale outside i18n/, the migrations and the seed content', () => {
  const patterns = routing.locales.map(namingPatterns);
  const found = ROOTS.flatMap(sources).flatMap((file) =>
    readFileSync(file, 'utf8')
      .split('\n')
      .flatMap((line, index) =>
        !line.includes(NOT_A_LOCALE) && patterns.some((pattern) => pattern.test(line)) ? [`${file}:${index + 1}: ${line.trim()}`] : [],
      ),
  );
  expect(found).toEqual([]);
});
