#!/usr/bin/env node
// Renders the shop's product previews (pages/product-previews.mjs) in headless Chromium and saves
// them as public/images/products/<key>/preview-<n>.webp, each at most 90 kB; the case studies'
// artefacts and scenes (pages/project-artefacts.mjs) and the journal's covers
// (pages/journal-covers.mjs, public/images/journal/<slug>/cover.webp) the same way.
//
// Usage: node scripts/demo-images/previews.mjs [--preview DIR] [filter ...]
//   Filters are substrings of the output path; --preview writes PNGs to DIR instead.
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { openBrowser, saveWebp, screenshot } from './pages/capture.mjs';
import { PREVIEW_SIZE, productPreviewJobs } from './pages/product-previews.mjs';
import { projectArtefactJobs } from './pages/project-artefacts.mjs';
import { journalCoverJobs } from './pages/journal-covers.mjs';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const PUBLIC = join(ROOT, 'public', 'images');

const args = process.argv.slice(2);
const previewAt = args.indexOf('--preview');
const previewDir = previewAt >= 0 ? args.splice(previewAt, 2)[1] : null;
const filters = args;

const jobs = [
  ...productPreviewJobs().map((job) => ({
    file: join(PUBLIC, 'products', job.key, `preview-${job.n}.webp`),
    html: job.html,
    size: PREVIEW_SIZE,
  })),
  ...projectArtefactJobs().map((job) => ({ file: join(PUBLIC, 'projects', job.slug, `${job.name}.webp`), html: job.html, size: job.size })),
  ...journalCoverJobs().map((job) => ({ file: join(PUBLIC, 'journal', job.slug, 'cover.webp'), html: job.html, size: job.size })),
].filter((job) => filters.length === 0 || filters.some((filter) => job.file.includes(filter)));

const browser = await openBrowser();
let total = 0;
try {
  for (const job of jobs) {
    const png = await screenshot(browser, job.html(), ...job.size);
    const name = relative(ROOT, job.file);
    if (previewDir) {
      const file = join(previewDir, name.replace(/\//g, '_').replace(/\.webp$/, '.png'));
      await mkdir(dirname(file), { recursive: true });
      await writeFile(file, png);
      console.log(file);
      continue;
    }
    const bytes = await saveWebp(png, job.file);
    total += bytes;
    console.log(`${name}  ${(bytes / 1024).toFixed(1)} kB`);
  }
} finally {
  await browser.close();
}
if (!previewDir) console.log(`${jobs.length} files, ${(total / 1024 / 1024).toFixed(2)} MB`);
