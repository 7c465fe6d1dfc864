import type { StoredPage } from '@/lib/pages/content';

// Generated once from the texts the site had in messages/*.json; the studio edits them in the admin now.
export const testimonialsPage: StoredPage<'testimonials'> = {
  header: {
    eyebrow: {
      en: 'Kind words',
      no: 'Gode ord',
    },
    title: {
      en: 'Client testimonials',
      no: 'Kundene våre forteller',
    },
    lead: {
      en: 'Female entrepreneurs share what it was like to build their brands, websites and feeds with us.',
      no: 'Kvinnelige gründere forteller hvordan det var å bygge merkevaren, nettsiden og Instagram-feeden sammen med oss.',
    },
  },
  cta: {
    title: {
      en: 'Ready to be our next success story?',
      no: 'Klar til å bli vår neste suksesshistorie?',
    },
    text: {
      en: 'Tell us about your business and your goals, and let’s create a brand and website you will love to share.',
      no: 'Fortell oss om bedriften og målene dine, så lager vi en merkevare og en nettside du får lyst til å vise fram.',
    },
    ctaContact: {
      en: 'Start your project',
      no: 'Start prosjektet ditt',
    },
    ctaServices: {
      en: 'Explore services',
      no: 'Se tjenestene',
    },
  },
  seo: {
    title: {
      en: 'Testimonials',
      no: 'Anbefalinger',
    },
    description: {
      en: 'What female entrepreneurs say about working with Nordlys Studio on their brands and websites.',
      no: 'Hva kvinnelige gründere sier om å jobbe med Nordlys Studio på merkevarer og nettsider.',
    },
    keywords: {
      en: 'client testimonials, reviews, design studio reviews, branding reviews',
      no: 'kundeanbefalinger, omtaler, omtaler av designstudio, merkevareomtaler',
    },
    image: '',
  },
};
