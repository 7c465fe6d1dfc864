import type { StoredPage } from '@/lib/pages/content';

// Generated once from the texts the site had in messages/*.json; the studio edits them in the admin now.
export const projectsPage: StoredPage<'projects'> = {
  header: {
    eyebrow: {
      en: 'Our portfolio',
      no: 'Porteføljen vår',
    },
    title: {
      en: 'Our projects',
      no: 'Prosjektene våre',
    },
    lead: {
      en: 'Brand identities, websites and online shops we have designed for women-owned businesses, each one built around the founder behind it.',
      no: 'Merkeidentiteter, nettsider og nettbutikker vi har designet for kvinneeide bedrifter – hver og en bygget rundt gründeren bak.',
    },
  },
  seo: {
    title: {
      en: 'Projects',
      no: 'Prosjekter',
    },
    description: {
      en: 'Portfolio of brand identities, websites and online shops created for women-owned businesses.',
      no: 'Portefølje med merkeidentiteter, nettsider og nettbutikker laget for kvinneeide bedrifter.',
    },
    keywords: {
      en: 'design portfolio, branding projects, website projects, e-commerce design, case studies',
      no: 'designportefølje, merkevareprosjekter, nettsideprosjekter, design av nettbutikk, kundecaser',
    },
    image: '',
  },
};
