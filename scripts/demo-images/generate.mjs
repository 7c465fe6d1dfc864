#!/usr/bin/env node
// Regenerates every demo image the site ships under public/images.
// Artwork is built as SVG strings (see the helper modules next to this file)
// and rasterised with sharp, so no photos or external URLs are involved and
// re-running produces the same files byte for byte.
//
// Usage: node scripts/demo-images/generate.mjs [filter ...]
//   Optional filters are substrings of the output path, e.g. "products" or
//   "og-default", to regenerate only some files while iterating.
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { THEMES } from './themes.mjs';
import { projectImages } from './projects.mjs';
import { productImages } from './products.mjs';
import { aboutStudio, contactStudio, ogDefault } from './scenes.mjs';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const PUBLIC = join(ROOT, 'public', 'images');
const SIZE_BUDGET = 60 * 1024; // keep page weight low; warn above this

/** Build the full list of { file, svg, width, height, format } jobs. */
export function buildJobs() {
  const jobs = [];
  for (const [slug, theme] of Object.entries(THEMES)) {
    for (const [name, svg] of Object.entries(projectImages(theme))) {
      jobs.push({ file: join(PUBLIC, 'projects', slug, `${name}.webp`), svg, width: 1600, height: 1000 });
    }
  }
  for (const [key, svg] of Object.entries(productImages())) {
    jobs.push({ file: join(PUBLIC, 'products', `${key}.webp`), svg, width: 1200, height: 1200 });
  }
  jobs.push({ file: join(PUBLIC, 'about-studio.webp'), svg: aboutStudio(), width: 1200, height: 1500 });
  jobs.push({ file: join(PUBLIC, 'contact-studio.webp'), svg: contactStudio(), width: 1200, height: 900 });
  // Open Graph scrapers are most reliable with PNG. A 256-colour palette with
  // light dithering is visually identical here and ~25% smaller than RGB.
  jobs.push({ file: join(PUBLIC, 'og-default.png'), svg: ogDefault(), width: 1200, height: 630, format: 'png' });
  return jobs;
}

/** Rasterise one SVG and return the encoded buffer. */
export async function render({ svg, width, height, format = 'webp' }) {
  const img = sharp(Buffer.from(svg));
  const meta = await img.metadata();
  if (meta.width !== width || meta.height !== height) {
    throw new Error(`SVG is ${meta.width}x${meta.height}, expected ${width}x${height}`);
  }
  return format === 'png'
    ? img.png({ palette: true, colours: 256, dither: 0.5, compressionLevel: 9, effort: 10 }).toBuffer()
    : img.webp({ quality: 80, effort: 6, smartSubsample: true }).toBuffer();
}

async function main() {
  const filters = process.argv.slice(2);
  const jobs = buildJobs().filter((j) => filters.length === 0 || filters.some((f) => j.file.includes(f)));
  let total = 0;
  for (const job of jobs) {
    const buf = await render(job);
    await mkdir(dirname(job.file), { recursive: true });
    await writeFile(job.file, buf);
    total += buf.length;
    const kb = (buf.length / 1024).toFixed(1).padStart(6);
    const warn = buf.length > SIZE_BUDGET ? '  (over 60 kB budget)' : '';
    console.log(`${kb} kB  ${relative(ROOT, job.file)}${warn}`);
  }
  console.log(`\n${jobs.length} images, ${(total / 1024).toFixed(0)} kB total`);
}

// Only run when executed directly, so buildJobs/render stay importable.
if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  main().catch((err) => {
    console.error(err);
    process.exit(1);
  });
}
