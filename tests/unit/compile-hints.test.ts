import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { COMPILE_HINT, addCompileHints, rootMainFiles } from '@/scripts/compile-hints.mjs';

// The build step that lets Chrome compile Next's framework chunks off the main thread
// (scripts/compile-hints.mjs): it must mark exactly the chunks every page runs at start, once.

let distDir: string;

function writeBuild(manifest: unknown, chunks: Record<string, string>) {
  mkdirSync(join(distDir, 'static/chunks'), { recursive: true });
  writeFileSync(join(distDir, 'build-manifest.json'), JSON.stringify(manifest));
  for (const [file, source] of Object.entries(chunks)) writeFileSync(join(distDir, file), source);
}

const read = (file: string) => readFileSync(join(distDir, file), 'utf8');

beforeEach(() => {
  distDir = mkdtempSync(join(tmpdir(), 'compile-hints-'));
});
afterEach(() => rmSync(distDir, { recursive: true, force: true }));

describe('addCompileHints', () => {
  it('puts the hint on top of the root main files and leaves every other chunk alone', () => {
    writeBuild(
      { rootMainFiles: ['static/chunks/framework.js', 'static/chunks/main.js'], polyfillFiles: ['static/chunks/polyfills.js'] },
      {
        'static/chunks/framework.js': 'a()',
        'static/chunks/main.js': 'b()',
        'static/chunks/page.js': 'c()',
        'static/chunks/polyfills.js': 'd()',
      },
    );

    expect(addCompileHints(distDir)).toEqual(['static/chunks/framework.js', 'static/chunks/main.js']);
    expect(read('static/chunks/framework.js')).toBe(`${COMPILE_HINT}a()`);
    expect(read('static/chunks/main.js')).toBe(`${COMPILE_HINT}b()`);
    expect(read('static/chunks/page.js')).toBe('c()');
    expect(read('static/chunks/polyfills.js')).toBe('d()');
  });

  it('marks a file only once when it runs again', () => {
    writeBuild({ rootMainFiles: ['static/chunks/main.js'] }, { 'static/chunks/main.js': 'b()' });

    addCompileHints(distDir);
    expect(addCompileHints(distDir)).toEqual([]);
    expect(read('static/chunks/main.js')).toBe(`${COMPILE_HINT}b()`);
  });

  it('moves a source map one line down with its file', () => {
    writeBuild({ rootMainFiles: ['static/chunks/main.js'] }, { 'static/chunks/main.js': 'b()' });
    writeFileSync(join(distDir, 'static/chunks/main.js.map'), JSON.stringify({ version: 3, mappings: 'AAAA;AACA' }));

    addCompileHints(distDir);
    expect(JSON.parse(read('static/chunks/main.js.map')).mappings).toBe(';AAAA;AACA');
  });
});

describe('rootMainFiles', () => {
  it('is empty without a build manifest or its list', () => {
    expect(rootMainFiles(distDir)).toEqual([]);
    writeBuild({ pages: {} }, {});
    expect(rootMainFiles(distDir)).toEqual([]);
  });

  it('keeps only JavaScript inside the static folder', () => {
    writeBuild(
      { rootMainFiles: ['static/chunks/main.js', 'static/chunks/app.css', '../outside.js', 'server/app.js', 'static/../../x.js', 42] },
      {},
    );
    expect(rootMainFiles(distDir)).toEqual(['static/chunks/main.js']);
  });
});
