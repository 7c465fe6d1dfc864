import localFont from 'next/font/local';

// next/font names each @font-face family after the export: `inter`, not `sans`, so no family of
// ours shares a name with a generic CSS family the browser would also look up on the system.

// Body text uses 400 to 700 only; the file keeps just that part of Inter's weight axis,
// 14 kB less for every first visit to download before its text settles.
export const inter = localFont({
  src: './inter-latin-wght.woff2',
  variable: '--font-inter',
  display: 'swap',
  weight: '400 700',
});

export const playfair = localFont({
  src: './playfair-display-latin-wght.woff2',
  variable: '--font-playfair',
  display: 'swap',
  weight: '400 900',
});

// Only quotes are set in italic, below the top of a page: a family of its own (`font-serif-italic`)
// that is fetched where a quote shows, instead of being preloaded by every page ahead of what the
// visitor sees first.
export const playfairItalic = localFont({
  src: './playfair-display-latin-wght-italic.woff2',
  variable: '--font-playfair-italic',
  display: 'swap',
  style: 'italic',
  weight: '400 900',
  preload: false,
});
