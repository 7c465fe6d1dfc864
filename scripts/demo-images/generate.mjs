#!/usr/bin/env node
// Regenerates every demo image the site ships under public/images.
// Artwork is built as SVG strings (see the modules next to this file) and
// rasterised with sharp, so no photos or external URLs are involved and
// re-running produces the same files byte for byte.
//
// Usage: node scripts/demo-images/generate.mjs [--preview DIR] [filter ...]
//   Optional filters are substrings of the output path, e.g. "products" or
//   "luna", to regenerate only some files while iterating. --preview writes
//   half-size PNGs to DIR instead of the shipped files (quick to look at).
import { mkdir, writeFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { productImages } from './products.mjs';
import { aboutStudio, contactStudio, ogDefault } from './scenes.mjs';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const PUBLIC = join(ROOT, 'public', 'images');
// Textured, photographic artwork is heavier than flat colour; still keep every file light.
const SIZE_BUDGET = 200 * 1024;
export const PRODUCT = [1200, 1200];

/** Build the full list of { file, make, width, height, format } jobs; `make()` returns the SVG. */
export function buildJobs() {
  const jobs = [];
  for (const [key, make] of Object.entries(productImages())) {
    jobs.push({ file: join(PUBLIC, 'products', `${key}.webp`), make: () => make(...PRODUCT), width: PRODUCT[0], height: PRODUCT[1] });
  }
  jobs.push({ file: join(PUBLIC, 'about-studio.webp'), make: aboutStudio, width: 1200, height: 1500 });
  jobs.push({ file: join(PUBLIC, 'contact-studio.webp'), make: contactStudio, width: 1200, height: 900 });
  // Open Graph scrapers are most reliable with PNG. A 256-colour palette with
  // light dithering is visually identical here and ~25% smaller than RGB.
  jobs.push({ file: join(PUBLIC, 'og-default.png'), make: ogDefault, width: 1200, height: 630, format: 'png' });
  return jobs;
}

/** Rasterise one SVG, crop its bleed margin, and return the encoded buffer. */
export async function render({ svg, width, height, format = 'webp', scale = 1 }) {
  const bleed = Number(/data-crop="(\d+)"/.exec(svg)?.[1] ?? 0);
  const img = sharp(Buffer.from(svg), { density: 72 * scale, limitInputPixels: false });
  const meta = await img.metadata();
  const expected = [Math.round((width + bleed * 2) * scale), Math.round((height + bleed * 2) * scale)];
  if (meta.width !== expected[0] || meta.height !== expected[1]) {
    throw new Error(`SVG is ${meta.width}x${meta.height}, expected ${expected.join('x')}`);
  }
  // Flatten the drawing first, so cropping the bleed happens on the final pixels.
  const { data, info } = await img.raw().toBuffer({ resolveWithObject: true });
  const cropped = sharp(data, { raw: info }).extract({
    left: Math.round(bleed * scale),
    top: Math.round(bleed * scale),
    width: Math.round(width * scale),
    height: Math.round(height * scale),
  });
  if (scale !== 1) return cropped.png().toBuffer();
  return format === 'png'
    ? cropped.png({ palette: true, colours: 256, dither: 0.5, compressionLevel: 9, effort: 10 }).toBuffer()
    : cropped.webp({ quality: 74, effort: 6, smartSubsample: true }).toBuffer();
}

/** Run `fn` over `items`, a few at a time: librsvg renders one image per thread. */
async function pool(items, size, fn) {
  let next = 0;
  await Promise.all(
    Array.from({ length: size }, async () => {
      while (next < items.length) await fn(items[next++]);
    }),
  );
}

async function main() {
  const args = process.argv.slice(2);
  const previewAt = args.indexOf('--preview');
  const preview = previewAt >= 0 ? args.splice(previewAt, 2)[1] : null;
  const jobs = buildJobs().filter((j) => args.length === 0 || args.some((f) => j.file.includes(f)));
  const results = new Map();
  await pool(jobs, Math.min(4, availableParallelism()), async (job) => {
    const buf = await render({ ...job, svg: job.make(), scale: preview ? 0.5 : 1 });
    const out = preview
      ? join(
          preview,
          relative(PUBLIC, job.file)
            .replace(/[\\/]/g, '__')
            .replace(/\.\w+$/, '.png'),
        )
      : job.file;
    await mkdir(dirname(out), { recursive: true });
    await writeFile(out, buf);
    results.set(job, { out, size: buf.length });
  });
  let total = 0;
  for (const job of jobs) {
    const { out, size } = results.get(job);
    total += size;
    const warn = !preview && size > SIZE_BUDGET ? '  (over 200 kB budget)' : '';
    console.log(`${(size / 1024).toFixed(1).padStart(6)} kB  ${relative(ROOT, out)}${warn}`);
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
