// `npm run test:changed [-- <git ref>]`: the quick loop while working. Lints the changed files,
// then runs the jest suites the changed files reach (jest follows imports from the tests into the
// app) and the Playwright specs whose own files or helpers changed (Playwright follows the specs'
// imports, not the pages a spec opens: after a change to a page, name its spec too,
// `npx playwright test tests/e2e/<spec>`). Without a ref, the changes not yet committed; with one,
// everything since it (e.g. `npm run test:changed -- origin/main`). The full `bash .ci/run` runs
// once before a change lands, not after every edit (docs/development.md#tests).
import { execFileSync, spawnSync } from 'node:child_process';

const ref = process.argv[2] ?? 'HEAD';
const npx = process.platform === 'win32' ? 'npx.cmd' : 'npx';
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

const git = (...args) => execFileSync('git', args, { encoding: 'utf8' }).split('\n').filter(Boolean);
const changed = [...new Set([...git('diff', '--name-only', ref), ...git('ls-files', '--others', '--exclude-standard')])];
if (changed.length === 0) {
  console.log(`Nothing changed since ${ref}.`);
  process.exit(0);
}
console.log(`${changed.length} file(s) changed since ${ref}.`);

function run(title, command, args) {
  console.log(`\n> ${title}`);
  const { status } = spawnSync(command, args, { stdio: 'inherit' });
  if (status !== 0) {
    console.error(`\ntest:changed stopped: ${title} failed.`);
    process.exit(status ?? 1);
  }
}

const lintable = changed.filter((file) => /\.(m?[jt]sx?|cjs)$/.test(file));
if (lintable.length > 0) run('eslint (changed files)', npx, ['eslint', '--no-warn-ignored', ...lintable]);
run('jest (suites the changes reach)', npm, ['run', '--silent', 'test:unit', '--', `--changedSince=${ref}`, '--passWithNoTests']);
// The browser specs with their setup project; the system specs without the browser specs they
// otherwise wait for (a project's dependencies run whole, whatever the filter).
const onlyChanged = `--only-changed=${ref}`;
run('Playwright browser specs (changed specs and helpers)', npx, [
  'playwright',
  'test',
  '--project=desktop',
  '--project=mobile',
  onlyChanged,
  '--pass-with-no-tests',
]);
run('Playwright system specs (changed specs and helpers)', npx, [
  'playwright',
  'test',
  '--project=system',
  '--project=system-alone',
  '--no-deps',
  onlyChanged,
  '--pass-with-no-tests',
]);
