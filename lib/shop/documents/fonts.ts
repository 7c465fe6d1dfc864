import 'server-only';
import path from 'node:path';

// The documents' type: Inter for text and Playfair Display for the title, the site's faces, from
// @fontsource's static files. Not the site's own variable woff2 (app/fonts): pdfkit's fontkit
// fails subsetting a variable font. The latin files hold Æ, Ø, Å, the minus sign and the
// narrow no-break space Intl puts in Norwegian amounts.

const FILES = {
  regular: '@fontsource/inter/files/inter-latin-400-normal.woff',
  strong: '@fontsource/inter/files/inter-latin-600-normal.woff',
  display: '@fontsource/playfair-display/files/playfair-display-latin-500-normal.woff',
} as const;

export type DocumentFont = keyof typeof FILES;

/** Read by path at each document (pdfkit embeds only the glyphs used): the server runs from the project folder. */
export const fontPath = (font: DocumentFont): string => path.join(/*turbopackIgnore: true*/ process.cwd(), 'node_modules', FILES[font]);

export const DOCUMENT_FONTS = Object.keys(FILES) as DocumentFont[];
