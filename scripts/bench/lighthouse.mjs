// Part 5: Lighthouse scores of every public page, mobile and desktop presets.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { desktopConfig } from 'lighthouse';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';
import { median } from './median.mjs';
import { disabledFeaturesFlag } from './chrome-flags.mjs';
import { config, targets } from './config.mjs';
import { DEFAULT_LOCALE } from '../locales.mjs';
import { FLOOR_PATHS } from './floor.mjs';
import { ms, score, table } from './markdown.mjs';

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const MOBILE = { name: 'mobile', lighthouseConfig: undefined };
const DESKTOP = { name: 'desktop', lighthouseConfig: desktopConfig };

// Audits a page fails on purpose. The payment page is about one buyer's purchase and tells search
// engines not to index it (robots noindex), which Lighthouse's SEO category counts against it.
const WAIVED = { '/digital-products/success': ['is-crawlable'], '/no/digital-products/success': ['is-crawlable'] };

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
    .filter(
      (audit) =>
        audit.scoreDisplayMode === 'error' ||
        (audit.score !== null && audit.score < (category === 'performance' && audit.weight === 0 ? 0.9 : 1)),
    )
    .sort((a, b) => b.weight - a.weight || (a.score ?? 0) - (b.score ?? 0));
}

async function audit(url, preset) {
  // A fresh browser per run, as Lighthouse advises, on a free debugging port of its own: on a fixed
  // port, chrome-launcher attaches to a browser still closing from the last run instead of starting
  // one (and then has no process to stop).
  const chrome = await chromeLauncher.launch({
    chromePath: config.chromiumPath,
    chromeFlags: [...config.chromiumArgs, disabledFeaturesFlag(chromeLauncher.Launcher.defaultFlags()), '--headless=new'],
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

const performanceOf = (lhr) => lhr.categories.performance.score ?? 0;

/**
 * A page's mobile runs, each right after a run of the floor page in the same language, so both
 * see the same machine: one run's performance score moves by several points with the machine's
 * timing (Lighthouse's guide on score variance), and it drifts over a benchmark's half hour.
 * The page's score is the median of its runs' scores, its metrics those of the run Lighthouse's
 * computeMedianRun picks (closest to the median FCP and TTI); the floor's is the median of its runs.
 */
async function interleavedAudits(page) {
  const floorUrl = `${config.floor.origin}${page.locale === DEFAULT_LOCALE ? FLOOR_PATHS[0] : FLOOR_PATHS[1]}`;
  const runs = [];
  const floorRuns = [];
  for (let run = 0; run < config.lighthouseRuns; run++) {
    floorRuns.push(await audit(floorUrl, MOBILE));
    runs.push(await audit(`${config.origin}${page.path}`, MOBILE));
  }
  return {
    lhr: computeMedianRun(runs),
    performance: median(runs.map(performanceOf)),
    floorPerformance: median(floorRuns.map(performanceOf)),
  };
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

/**
 * A page's row from its (median) run. `performance`: the score that counts (the median of the
 * runs' scores) and its target, null for none.
 */
function evaluate(path, preset, lhr, performance = { value: lhr.categories.performance.score, target: null }) {
  const waived = WAIVED[path] ?? [];
  const misses = [];
  for (const category of CATEGORIES) {
    const target = category === 'performance' ? performance.target : targets.otherCategories;
    const value = category === 'performance' ? performance.value : lhr.categories[category].score;
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
    scores: CATEGORIES.map((category) => (category === 'performance' ? performance.value : lhr.categories[category].score)),
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

/** The floor page's desktop rows, shown for reference. */
async function floorDesktopRows() {
  const rows = [];
  for (const path of FLOOR_PATHS) {
    const row = evaluate(path, DESKTOP, await audit(`${config.floor.origin}${path}`, DESKTOP));
    rows.push({ ...row, path: `floor page ${path}`, floor: true, misses: [] });
  }
  return rows;
}

/** A page's mobile row: its performance against the floor's median beside it. */
async function mobileRow(page) {
  const { lhr, performance, floorPerformance } = await interleavedAudits(page);
  // A run where the floor page itself scores below the absolute target is too noisy to judge.
  const noisy = floorPerformance < targets.mobilePerformance;
  const target = noisy ? null : Math.round((floorPerformance - targets.mobilePerformanceBelowFloor) * 100) / 100;
  const row = { ...evaluate(page.path, MOBILE, lhr, { value: performance, target }), floorPerformance, noisy };
  console.log(
    `  mobile ${page.path}: ${row.scores.map(score).join(' / ')} (floor ${score(floorPerformance)})${row.misses.length ? '  FAIL' : ''}${noisy ? '  too noisy' : ''}`,
  );
  return row;
}

function resultOf(row) {
  if (row.floor) return 'the floor';
  if (row.misses.length > 0) return 'FAIL';
  return row.noisy ? `too noisy (floor ${score(row.floorPerformance)} < ${score(targets.mobilePerformance)})` : 'PASS';
}

export async function runLighthouse(pages) {
  console.log('Lighthouse: every public page, mobile runs interleaved with the floor page, then desktop');
  const rows = [];
  for (const page of pages) rows.push(await mobileRow(page));
  rows.push(...(await floorDesktopRows()));
  for (const page of pages) {
    const row = evaluate(page.path, DESKTOP, await audit(`${config.origin}${page.path}`, DESKTOP));
    console.log(`  desktop ${page.path}: ${row.scores.map(score).join(' / ')}${row.misses.length ? '  FAIL' : ''}`);
    rows.push(row);
  }
  const indexes = rows.map((row) => row.benchmarkIndex);
  const waivers = Object.entries(WAIVED)
    .map(([path, ids]) => `${path}: ${ids.join(', ')}`)
    .join('; ');
  const mobile = rows.filter((row) => row.preset === 'mobile');
  const counted = mobile.filter((row) => !row.noisy);
  return [
    '## Lighthouse',
    '',
    `Lighthouse with its mobile preset (simulated slow 4G, 4× CPU slowdown) and desktop preset, a fresh browser per run. ` +
      `Mobile: ${config.lighthouseRuns} runs per page, each right after a run of the floor page (the floor app's page in the page's language); ` +
      `"perf" is the median of the page's scores, "floor" the median of the floor runs beside them. Desktop: one run. ` +
      `Targets: mobile performance ≥ the floor's median − ${targets.mobilePerformanceBelowFloor.toFixed(2)}, judged only where that floor median is ≥ ${targets.mobilePerformance.toFixed(2)} (else "too noisy"); ` +
      `accessibility, best practices and SEO = 1.00 on both presets. ` +
      `Waived on purpose: ${waivers} (noindex). Lighthouse's CPU benchmark index on this run: ${Math.min(...indexes)}–${Math.max(...indexes)}.`,
    '',
    `Mobile performance judged on ${counted.length} of ${mobile.length} pages; ${counted.filter((row) => row.misses.every((miss) => miss.category !== 'performance')).length} of those met the target.`,
    '',
    table(
      ['Page', 'preset', 'perf', 'floor', 'a11y', 'best practices', 'SEO', 'LCP', 'CLS', 'TBT', 'result'],
      rows.map((row) => [
        row.path,
        row.preset,
        score(row.scores[0]),
        row.floorPerformance === undefined ? '' : score(row.floorPerformance),
        ...row.scores.slice(1).map(score),
        ms(row.lcp),
        row.cls.toFixed(3),
        ms(row.tbt),
        resultOf(row),
      ]),
    ),
    '',
    '### Below target',
    '',
    describeMisses(rows),
  ].join('\n');
}
