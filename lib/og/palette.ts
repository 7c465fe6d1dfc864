import 'server-only';
import { readFileSync } from 'node:fs';
import path from 'node:path';

// The site's colours, read from their one definition (app/theme.css), for what is drawn outside CSS.

const NAMES = ['cream', 'blush', 'petal', 'rose-deep', 'plum', 'muted'] as const;
export type PaletteColour = (typeof NAMES)[number];

let palette: Record<PaletteColour, string> | undefined;

export function sitePalette(): Record<PaletteColour, string> {
  if (palette) return palette;
  const css = readFileSync(path.join(/*turbopackIgnore: true*/ process.cwd(), 'app', 'theme.css'), 'utf8');
  const read = (name: PaletteColour) => {
    const value = new RegExp(`--color-${name}:\\s*(#[0-9a-f]{3,8})`, 'i').exec(css)?.[1];
    if (!value) throw new Error(`app/theme.css defines no --color-${name}`);
    return value;
  };
  palette = Object.fromEntries(NAMES.map((name) => [name, read(name)])) as Record<PaletteColour, string>;
  return palette;
}
