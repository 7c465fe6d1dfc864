import type { StoredPage } from '@/lib/pages/content';

// Generated once from the texts the site had in messages/*.json; the studio edits them in the admin now.
export const aboutPage: StoredPage<'about'> = {
  header: {
    eyebrow: {
      en: 'About us',
      no: 'Om oss',
    },
    title: {
      en: 'Design with heart, built for growth',
      no: 'Design med hjerte, skapt for vekst',
    },
    lead: {
      en: 'Nordlys Studio is a small design studio that helps female entrepreneurs and women-owned businesses build brands and websites that feel like them and work as hard as they do.',
      no: 'Nordlys Studio er et lite designstudio som hjelper kvinnelige gründere og kvinneeide bedrifter med å bygge merkevarer og nettsider som føles som dem, og som jobber like hardt som de gjør.',
    },
    imageAlt: {
      en: 'A studio moodboard with color swatches, typography and logo sketches, above a tablet showing a website design, a cup of coffee and a notebook.',
      no: 'En moodboard i studioet med fargeprøver, typografi og logoskisser, over et nettbrett som viser et nettsidedesign, en kopp kaffe og en notatbok.',
    },
  },
  philosophy: {
    eyebrow: {
      en: 'Our philosophy',
      no: 'Vår filosofi',
    },
    title: {
      en: 'Great design starts with listening',
      no: 'God design begynner med å lytte',
    },
    paragraphs: [
      {
        id: 'listening',
        text: {
          en: 'Before we sketch a single logo, we get to know you, your clients and the change you want to make, so that every color, word and page has a reason to be there.',
          no: 'Før vi skisserer den første logoen, blir vi kjent med deg, kundene dine og det du ønsker å oppnå, slik at hver farge, hvert ord og hver side har en grunn til å være der.',
        },
      },
      {
        id: 'northern-lights',
        text: {
          en: 'The northern lights our studio is named after appear when the conditions are just right. We see branding the same way: when strategy, beauty and your own personality meet, your business shines in a way people remember.',
          no: 'Nordlyset, som studioet har fått navnet sitt fra, viser seg når forholdene er helt riktige. Slik ser vi også på merkevarebygging: Når strategi, estetikk og din egen personlighet møtes, skinner bedriften din på en måte folk husker.',
        },
      },
    ],
    quote: {
      en: 'Your business deserves to look as good as the work you do.',
      no: 'Bedriften din fortjener å se like bra ut som arbeidet du gjør.',
    },
  },
  values: {
    title: {
      en: 'Our values',
      no: 'Våre verdier',
    },
    lead: {
      en: 'Four promises that shape every project we take on.',
      no: 'Fire løfter som preger hvert eneste prosjekt vi tar på oss.',
    },
    items: [
      {
        id: 'passion',
        title: {
          en: 'Passion-driven',
          no: 'Drevet av lidenskap',
        },
        text: {
          en: 'We love what we do, and it shows. Every project gets our full attention, curiosity and care, from the first call to launch day.',
          no: 'Vi elsker det vi gjør, og det merkes. Hvert prosjekt får full oppmerksomhet, nysgjerrighet og omtanke, fra den første samtalen til lanseringsdagen.',
        },
      },
      {
        id: 'excellence',
        title: {
          en: 'Creative excellence',
          no: 'Kreativ kvalitet',
        },
        text: {
          en: 'We set a high bar for craft: thoughtful typography, considered color and the small details that make a brand feel finished and professional.',
          no: 'Vi stiller høye krav til håndverket: gjennomtenkt typografi, bevisste fargevalg og de små detaljene som gjør at en merkevare føles helhetlig og profesjonell.',
        },
      },
      {
        id: 'results',
        title: {
          en: 'Results-focused',
          no: 'Resultatfokusert',
        },
        text: {
          en: 'Beautiful is not enough. We design to help you attract the right clients, charge what you are worth and grow your business.',
          no: 'Pent er ikke nok. Vi designer for å hjelpe deg med å nå de riktige kundene, ta betalt for det du er verdt og få bedriften til å vokse.',
        },
      },
      {
        id: 'female',
        title: {
          en: 'Female-focused',
          no: 'Kvinner i fokus',
        },
        text: {
          en: 'We work with female entrepreneurs and women-owned businesses, and we understand the challenges and ambitions that come with building something of your own.',
          no: 'Vi jobber med kvinnelige gründere og kvinneeide bedrifter, og vi kjenner utfordringene og ambisjonene som følger med det å bygge noe eget.',
        },
      },
    ],
  },
  journey: {
    title: {
      en: 'Our journey',
      no: 'Vår reise',
    },
    lead: {
      en: 'From a one-designer studio to a trusted partner for women in business.',
      no: 'Fra et lite studio med én designer til en trygg samarbeidspartner for kvinner i næringslivet.',
    },
    items: [
      {
        id: 'founded',
        year: '2021',
        title: {
          en: 'Studio founded',
          no: 'Studioet blir til',
        },
        text: {
          en: 'Nordlys Studio opened its doors with one goal: to give female entrepreneurs design that matches their ambition.',
          no: 'Nordlys Studio åpnet dørene med ett mål: å gi kvinnelige gründere design som står i stil med ambisjonene deres.',
        },
      },
      {
        id: 'clients',
        year: '2022',
        title: {
          en: '50+ happy clients',
          no: 'Over 50 fornøyde kunder',
        },
        text: {
          en: 'Word spread fast. In our second year we passed 50 clients, helping women-owned businesses launch or refresh their brands.',
          no: 'Ryktet spredte seg raskt. I løpet av det andre året passerte vi 50 kunder og hjalp kvinneeide bedrifter med å lansere eller fornye merkevaren sin.',
        },
      },
      {
        id: 'brand-and-website',
        year: '2023',
        title: {
          en: 'Brand and website as one',
          no: 'Merkevare og nettside i ett',
        },
        text: {
          en: 'We began designing the brand and the website together, in one project, so that a business launches with one look everywhere it is seen.',
          no: 'Vi begynte å designe merkevaren og nettsiden sammen, i ett prosjekt, slik at bedriften lanseres med ett uttrykk overalt der den blir sett.',
        },
      },
      {
        id: 'products',
        year: '2024',
        title: {
          en: 'Digital products launch',
          no: 'Lansering av digitale produkter',
        },
        text: {
          en: 'We opened our shop of ready-made templates, so entrepreneurs at every stage can have a professional look from day one.',
          no: 'Vi åpnet en nettbutikk med ferdige maler, slik at gründere i alle faser kan få et profesjonelt uttrykk fra første dag.',
        },
      },
    ],
  },
  team: {
    title: { en: 'The people behind the studio', no: 'Menneskene bak studioet' },
    lead: {
      en: 'A small studio on purpose: the person you first talk to is the one who designs your brand.',
      no: 'Et lite studio med vilje: Den du snakker med først, er den som designer merkevaren din.',
    },
    people: [
      {
        id: 'silje-haugland',
        name: { en: 'Silje Haugland', no: 'Silje Haugland' },
        role: { en: 'Founder & creative director', no: 'Grunnlegger og kreativ leder' },
        photo: {
          src: '/images/team-silje-haugland.webp',
          alt: {
            en: 'Illustrated portrait of Silje Haugland: a woman with a dark blonde bob and round glasses, in a plum sweater, against a soft pink background.',
            no: 'Illustrert portrett av Silje Haugland: en kvinne med mørkblond pageklipp og runde briller, i plommefarget genser, mot en myk rosa bakgrunn.',
          },
        },
        bio: {
          en: 'Silje trained as a graphic designer in Bergen and spent eight years at agencies in Oslo before she founded Nordlys Studio in 2021. She leads every project herself, from the first conversation to launch day.',
          no: 'Silje er utdannet grafisk designer i Bergen og jobbet åtte år i byråer i Oslo før hun grunnla Nordlys Studio i 2021. Hun leder hvert prosjekt selv, fra den første samtalen til lanseringsdagen.',
        },
      },
    ],
  },
  cta: {
    title: {
      en: 'Let’s create something beautiful together',
      no: 'La oss skape noe vakkert sammen',
    },
    text: {
      en: 'Tell us about your business and your goals, or see how our services can help you grow.',
      no: 'Fortell oss om bedriften og målene dine, eller se hvordan tjenestene våre kan hjelpe deg å vokse.',
    },
    ctaContact: {
      en: 'Get in touch',
      no: 'Ta kontakt',
    },
    ctaServices: {
      en: 'Explore our services',
      no: 'Se tjenestene våre',
    },
  },
  seo: {
    title: {
      en: 'About us',
      no: 'Om oss',
    },
    description: {
      en: 'Meet Nordlys Studio: a design studio founded in 2021 to help female entrepreneurs build brands and websites they are proud of.',
      no: 'Bli kjent med Nordlys Studio: et designstudio grunnlagt i 2021 for å hjelpe kvinnelige gründere med merkevarer og nettsider de er stolte av.',
    },
    keywords: {
      en: 'about Nordlys Studio, design studio, female entrepreneurs, women in business, brand designer',
      no: 'om Nordlys Studio, designstudio, kvinnelige gründere, kvinner i næringslivet, merkevaredesigner',
    },
    image: '',
  },
};
