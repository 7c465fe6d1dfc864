// Part 3: Lighthouse scores of every public page, mobile and desktop presets.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { desktopConfig } from 'lighthouse';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';
import { disabledFeaturesFlag } from './chrome-flags.mjs';
import { config, targets } from './config.mjs';
import { FLOOR_PATHS } from './floor.mjs';
import { ms, passFail, score, table } from './markdown.mjs';

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const PRESETS = [
  { name: 'mobile', lighthouseConfig: undefined, runs: config.lighthouseRuns },
  { name: 'desktop', lighthouseConfig: desktopConfig, runs: 1 },
];

// Audits a page fails on purpose. The payment page is about one buyer's purchase and tells search
// engines not to index it (robots noindex), which Lighthouse's SEO category counts against it.
const WAIVED = { '/digital-products/success': ['is-crawlable'], '/no/digital-products/success': ['is-crawlable'] };

const targetOf = (category, preset) =>
  category === 'performance' ? (preset === 'mobile' ? targets.mobilePerformance : null) : targets.otherCategories;

const UNSCORED = new Set(['informative', 'manual', 'notApplicable']);

/**
 * What keeps a category below target, worst first: audits that did not pass (or could not run).
 * Lighthouse's hidden audits (duplicates of visible ones) are left out. In performance, the
 * weighted metrics come with their values, and diagnostics below Lighthouse's pass mark (0.9)
 * say where the time goes.
 */
function shortfalls(lhr, category, waived) {
  return lhr.categories[category].auditRefs
    .filter((ref) => ref.group !== 'hidden' && !waived.includes(ref.id))
    .map((ref) => ({ ...lhr.audits[ref.id], weight: ref.weight }))
    .filter((audit) => !UNSCORED.has(audit.scoreDisplayMode))
    .filter((audit) => audit.scoreDisplayMode === 'error' || (audit.score !== null && audit.score < (category === 'performance' && audit.weight === 0 ? 0.9 : 1)))
    .sort((a, b) => b.weight - a.weight || (a.score ?? 0) - (b.score ?? 0));
}

async function audit(url, preset) {
  // A fresh browser per run, as Lighthouse advises, on this benchmark's own debugging port.
  const chrome = await chromeLauncher.launch({
    chromePath: config.chromiumPath,
    chromeFlags: [...config.chromiumArgs, disabledFeaturesFlag(chromeLauncher.Launcher.defaultFlags()), '--headless=new'],
    port: config.chromeDebugPort,
  });
  try {
    const flags = { port: chrome.port, logLevel: 'error', output: 'json', onlyCategories: CATEGORIES };
    const result = await lighthouse(url, flags, preset.lighthouseConfig);
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    if (result.lhr.runtimeError) throw new Error(`Lighthouse on ${url}: ${result.lhr.runtimeError.message}`);
    return result.lhr;
  } finally {
    await stopChrome(chrome);
  }
}

/**
 * The representative of several runs, as Lighthouse's own guide on score variance advises: one
 * run's performance score on the same page moves by several points with the machine's timing.
 * computeMedianRun is Lighthouse's choice of the run closest to the median FCP and TTI.
 */
async function medianAudit(url, preset) {
  const runs = [];
  for (let run = 0; run < preset.runs; run++) runs.push(await audit(url, preset));
  return computeMedianRun(runs);
}

/** Kills the browser and waits for it to exit, so the next run's browser can take the port. */
async function stopChrome(chrome) {
  const exited = new Promise((resolve) => {
    if (chrome.process.exitCode !== null || chrome.process.signalCode !== null) resolve();
    else chrome.process.once('exit', resolve);
  });
  chrome.kill();
  await exited;
}

function evaluate(path, preset, lhr) {
  const waived = WAIVED[path] ?? [];
  const misses = [];
  for (const category of CATEGORIES) {
    const target = targetOf(category, preset.name);
    const value = lhr.categories[category].score;
    if (target === null || (value !== null && value >= target)) continue;
    const audits = shortfalls(lhr, category, waived);
    // Below target only because of a waived audit: not a miss.
    if (value !== null && audits.length === 0) continue;
    misses.push({ category, value, audits });
  }
  const metric = (id) => lhr.audits[id]?.numericValue;
  return {
    path,
    preset: preset.name,
    scores: CATEGORIES.map((category) => lhr.categories[category].score),
    lcp: metric('largest-contentful-paint'),
    cls: metric('cumulative-layout-shift'),
    tbt: metric('total-blocking-time'),
    benchmarkIndex: lhr.environment.benchmarkIndex,
    waived,
    misses,
  };
}

function describeMisses(rows) {
  const lines = rows.flatMap((row) =>
    row.misses.map(({ category, value, audits }) => {
      const list = audits.map((audit) => {
        const facts = [audit.displayValue, audit.score === null ? 'error' : score(audit.score)].filter(Boolean).join(', ');
        return `\`${audit.id}\` (${audit.title}: ${facts})`;
      });
      return `- ${row.path} ${row.preset}, ${category} ${score(value)}: ${list.join('; ') || 'no single failing audit'}`;
    }),
  );
  return lines.length ? lines.join('\n') : 'None: every page meets every target.';
}

/** The floor page's rows: measured as the site's pages are, with no target of their own. */
async function floorRows(preset) {
  const rows = [];
  for (const path of FLOOR_PATHS) {
    const row = evaluate(path, preset, await medianAudit(`${config.floor.origin}${path}`, preset));
    console.log(`  ${preset.name} floor ${path}: ${row.scores.map(score).join(' / ')}`);
    rows.push({ ...row, path: `floor page ${path}`, floor: true, misses: [] });
  }
  return rows;
}

/** What the floor page scored on the mobile preset, and how many of the site's pages match it. */
function describeFloor(rows) {
  const mobile = rows.filter((row) => row.preset === 'mobile');
  const floor = mobile.filter((row) => row.floor);
  const lowest = Math.min(...floor.map((row) => row.scores[0]));
  const site = mobile.filter((row) => !row.floor);
  const matching = site.filter((row) => row.scores[0] >= lowest).length;
  const each = floor.map((row) => `${score(row.scores[0])} (${row.path}, TBT ${ms(row.tbt)})`).join(' and ');
  return (
    `The floor page (next-intl's getting-started page: a heading and a line of text, no CSS, fonts or images; ` +
    `scripts/bench/floor.mjs) scored ${each} on the mobile preset in this run; ` +
    `${matching} of ${site.length} site pages scored at least ${score(lowest)}.`
  );
}

export async function runLighthouse(pages) {
  console.log('Lighthouse: the floor page and every public page, mobile and desktop presets');
  const rows = [];
  for (const preset of PRESETS) {
    rows.push(...(await floorRows(preset)));
    for (const page of pages) {
      const row = evaluate(page.path, preset, await medianAudit(`${config.origin}${page.path}`, preset));
      console.log(`  ${preset.name} ${page.path}: ${row.scores.map(score).join(' / ')}${row.misses.length ? '  FAIL' : ''}`);
      rows.push(row);
    }
  }
  const indexes = rows.map((row) => row.benchmarkIndex);
  const waivers = Object.entries(WAIVED).map(([path, ids]) => `${path}: ${ids.join(', ')}`).join('; ');
  const result = (row) => (row.floor ? 'the floor' : passFail(row.misses.length === 0));
  return [
    '## Lighthouse',
    '',
    `Lighthouse with its mobile preset (simulated slow 4G, 4× CPU slowdown) and desktop preset, fresh browser per run; mobile: the median of ${config.lighthouseRuns} run(s) per page. ` +
      `Targets: mobile performance ≥ ${targets.mobilePerformance.toFixed(2)}; accessibility, best practices and SEO = 1.00 on both presets. ` +
      `Waived on purpose: ${waivers} (noindex). Lighthouse's CPU benchmark index on this run: ${Math.min(...indexes)}–${Math.max(...indexes)}.`,
    '',
    describeFloor(rows),
    '',
    table(
      ['Page', 'preset', 'perf', 'a11y', 'best practices', 'SEO', 'LCP', 'CLS', 'TBT', 'result'],
      rows.map((row) => [row.path, row.preset, ...row.scores.map(score), ms(row.lcp), row.cls.toFixed(3), ms(row.tbt), result(row)]),
    ),
    '',
    '### Below target',
    '',
    describeMisses(rows),
  ].join('\n');
}
