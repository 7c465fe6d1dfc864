import type { StoredPage } from '@/lib/pages/content';

// Generated once from the texts the site had in messages/*.json; the studio edits them in the admin now.
export const homePage: StoredPage<'home'> = {
  hero: {
    eyebrow: {
      en: 'Design studio for women in business',
      no: 'Designstudio for kvinner i næringslivet',
    },
    title: {
      en: 'Empowering Female Entrepreneurs',
      no: 'Vi styrker kvinnelige gründere',
    },
    lead: {
      en: 'We create brand identities and websites that capture who you are and turn visitors into clients, so your business looks as good as the work you do.',
      no: 'Vi lager merkeidentiteter og nettsider som viser hvem du er og gjør besøkende til kunder, slik at bedriften din ser like bra ut som arbeidet du gjør.',
    },
    ctaServices: {
      en: 'Explore services',
      no: 'Se tjenestene',
    },
    ctaProjects: {
      en: 'View our work',
      no: 'Se arbeidet vårt',
    },
  },
  // Each label continues its figure as one phrase ('5+ years of experience'), so it starts in lower case.
  stats: {
    label: {
      en: 'Studio in numbers',
      no: 'Studioet i tall',
    },
    items: [
      {
        id: 'clients',
        value: '50+',
        label: {
          en: 'happy clients',
          no: 'fornøyde kunder',
        },
      },
      {
        id: 'projects',
        value: '100+',
        label: {
          en: 'projects completed',
          no: 'fullførte prosjekter',
        },
      },
      {
        id: 'years',
        value: '5+',
        label: {
          en: 'years of experience',
          no: 'års erfaring',
        },
      },
      {
        id: 'satisfaction',
        value: '98%',
        label: {
          en: 'client satisfaction',
          no: 'kundetilfredshet',
        },
      },
    ],
  },
  services: {
    title: {
      en: 'What we do',
      no: 'Dette gjør vi',
    },
    lead: {
      en: 'Strategic design that fits your business, from the first logo sketch to the launch of your website.',
      no: 'Strategisk design som passer bedriften din, fra den første logoskissen til lanseringen av nettsiden.',
    },
    items: [
      {
        id: 'website-design',
        title: {
          en: 'Website design',
          no: 'Nettsidedesign',
        },
        text: {
          en: 'Beautiful, fast websites that tell your story and make it easy to book, buy or get in touch.',
          no: 'Vakre, raske nettsider som forteller historien din og gjør det enkelt å bestille, kjøpe eller ta kontakt.',
        },
      },
      {
        id: 'branding',
        title: {
          en: 'Branding',
          no: 'Merkevare',
        },
        text: {
          en: 'Logos, colors and typography that make your business instantly recognizable.',
          no: 'Logo, farger og typografi som gjør bedriften din lett å kjenne igjen.',
        },
      },
      {
        id: 'branding-website',
        title: {
          en: 'Branding & website',
          no: 'Merkevare og nettside',
        },
        text: {
          en: 'The complete package: a brand identity and a website designed together as one.',
          no: 'Hele pakken: en merkeidentitet og en nettside som er designet sammen som én helhet.',
        },
      },
    ],
  },
  featured: {
    title: {
      en: 'Featured projects',
      no: 'Utvalgte prosjekter',
    },
    lead: {
      en: 'A few of the brands and websites we have created with our clients.',
      no: 'Noen av merkevarene og nettsidene vi har skapt sammen med kundene våre.',
    },
    viewAll: {
      en: 'View all projects',
      no: 'Se alle prosjekter',
    },
  },
  testimonials: {
    title: {
      en: 'What our clients say',
      no: 'Dette sier kundene våre',
    },
    lead: {
      en: 'Kind words from the entrepreneurs we have worked with.',
      no: 'Gode ord fra gründerne vi har jobbet med.',
    },
    viewAll: {
      en: 'Read all testimonials',
      no: 'Les alle anbefalinger',
    },
  },
  journal: {
    title: {
      en: 'From the journal',
      no: 'Fra journalen',
    },
    lead: {
      en: 'How we work, and what our clients’ projects taught us.',
      no: 'Hvordan vi jobber, og hva kundeprosjektene har lært oss.',
    },
    viewAll: {
      en: 'Read the journal',
      no: 'Les journalen',
    },
  },
  closing: {
    title: {
      en: 'Ready to grow your brand?',
      no: 'Klar til å løfte merkevaren din?',
    },
    text: {
      en: 'Tell us about your business and your goals, or start today with one of our ready-made templates.',
      no: 'Fortell oss om bedriften og målene dine, eller kom i gang i dag med en av våre ferdige maler.',
    },
    ctaContact: {
      en: 'Start your project',
      no: 'Start prosjektet ditt',
    },
    ctaTemplates: {
      en: 'Browse templates',
      no: 'Se malene',
    },
  },
  seo: {
    title: {
      en: 'Nordlys Studio | Branding and web design for female entrepreneurs',
      no: 'Nordlys Studio | Merkevare og webdesign for kvinnelige gründere',
    },
    description: {
      en: 'Brand identities, websites and digital templates for female entrepreneurs and women-owned businesses. Strategic design that helps you grow with confidence.',
      no: 'Merkeidentiteter, nettsider og digitale maler for kvinnelige gründere og kvinneeide bedrifter. Strategisk design som hjelper deg å vokse med selvtillit.',
    },
    keywords: {
      en: 'branding, web design, female entrepreneurs, women-owned business, brand identity, website design, Instagram templates',
      no: 'merkevare, webdesign, kvinnelige gründere, kvinneeid bedrift, merkeidentitet, nettsidedesign, Instagram-maler',
    },
    image: '',
  },
};
