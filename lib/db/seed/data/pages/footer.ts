import type { StoredPage } from '@/lib/pages/content';

// Generated once from the texts the site had in messages/*.json; the studio edits them in the admin now.
export const footerPage: StoredPage<'footer'> = {
  description: {
    en: 'Design studio for female entrepreneurs: brand identities, websites and templates that help women-owned businesses grow with confidence.',
    no: 'Designstudio for kvinnelige gründere: merkeidentiteter, nettsider og maler som hjelper kvinneeide bedrifter å vokse med selvtillit.',
  },
  focus: {
    en: 'Branding & web design for female entrepreneurs',
    no: 'Merkevare og webdesign for kvinnelige gründere',
  },
  socialUrl: '{socialUrl}',
  socialLabel: {
    en: 'Follow us on Instagram',
    no: 'Følg oss på Instagram',
  },
  copyright: {
    en: '© {year} {studio}. All rights reserved.',
    no: '© {year} {studio}. Alle rettigheter forbeholdt.',
  },
};
