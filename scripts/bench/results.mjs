// bench/results.md. A run of every part writes it whole; a run of some parts (BENCH_ONLY) replaces
// only their sections and keeps the others as they were, each replaced section saying when and on
// what it was measured (the head of the file describes the last run of every part).
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { config } from './config.mjs';
import { describeMachine } from './machine.mjs';

const TITLE = [
  '# Benchmark results',
  '',
  'Written by `npm run bench` (scripts/bench). Throughput depends on the machine and on what else runs on it.',
];

/** The text before the first section, and the sections (each from its `## ` line). */
function split(text) {
  const [head, ...sections] = text.trimEnd().split(/\n(?=## )/);
  return { head, sections };
}

/**
 * @param {{ part: string, heading: string, text: string }[]} measured the sections of this run, in
 *   the order of the parts
 * @param {{ part: string, heading: string }[]} parts every part, in the order of the file
 * @returns {string} the file's new text, as written
 */
export function writeResults(measured, parts) {
  for (const { heading, text } of measured) if (!text.startsWith(`${heading}\n`)) throw new Error(`A section must start with '${heading}'`);
  const whole = (measured.length === parts.length && !config.pages) || !existsSync(config.resultsFile);
  let report;
  if (whole) {
    report = [...TITLE, '', describeMachine(), '', ...measured.flatMap(({ text }) => [text, ''])].join('\n');
  } else {
    const before = split(readFileSync(config.resultsFile, 'utf8'));
    const kept = (heading) => before.sections.find((section) => section.startsWith(`${heading}\n`));
    const only = config.pages ? `, BENCH_PAGES=${config.pages.join(',')}` : '';
    const note = `Measured alone (BENCH_ONLY=${measured.map(({ part }) => part).join(',')}${only}), not in the run above:\n\n${describeMachine()}\n`;
    const fresh = (text) => text.replace(/^(## .*\n)/, `$1\n${note}`);
    const known = new Set(parts.map(({ heading }) => heading));
    const sections = [
      ...parts.flatMap(({ part, heading }) => {
        const run = measured.find((section) => section.part === part);
        if (run) return [fresh(run.text)];
        const old = kept(heading);
        return old ? [old] : [];
      }),
      // Sections of parts that no longer exist stay where a reader can still find them.
      ...before.sections.filter((section) => !known.has(section.split('\n')[0])),
    ];
    report = [before.head, ...sections].map((chunk) => chunk.trimEnd()).join('\n\n') + '\n';
  }
  mkdirSync(dirname(config.resultsFile), { recursive: true });
  writeFileSync(config.resultsFile, report);
  return report;
}
