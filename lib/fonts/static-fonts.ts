import 'server-only';
import path from 'node:path';

// The site's faces as static files, for what draws text outside the browser (receipt PDFs, social
// cards): Inter for text and Playfair Display for titles, from @fontsource. Not the site's own
// variable woff2 (app/fonts): pdfkit's fontkit fails subsetting a variable font, and the social
// cards' renderer reads no woff2. The latin files hold Æ, Ø, Å, the minus sign and the narrow
// no-break space Intl puts in Norwegian amounts.

const FILES = {
  regular: '@fontsource/inter/files/inter-latin-400-normal.woff',
  strong: '@fontsource/inter/files/inter-latin-600-normal.woff',
  display: '@fontsource/playfair-display/files/playfair-display-latin-500-normal.woff',
} as const;

export type StaticFont = keyof typeof FILES;

export const STATIC_FONTS = Object.keys(FILES) as StaticFont[];

/** Read by path: the server runs from the project folder. */
export const staticFontPath = (font: StaticFont): string => path.join(/*turbopackIgnore: true*/ process.cwd(), 'node_modules', FILES[font]);
