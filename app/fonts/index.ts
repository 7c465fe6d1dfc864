import localFont from 'next/font/local';

export const sans = localFont({
  src: './inter-latin-wght.woff2',
  variable: '--font-inter',
  display: 'swap',
  weight: '100 900',
});

export const serif = localFont({
  src: [
    { path: './playfair-display-latin-wght.woff2', style: 'normal', weight: '400 900' },
    { path: './playfair-display-latin-wght-italic.woff2', style: 'italic', weight: '400 900' },
  ],
  variable: '--font-playfair',
  display: 'swap',
});
