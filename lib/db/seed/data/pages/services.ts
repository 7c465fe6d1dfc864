import type { StoredPage } from '@/lib/pages/content';

// Generated once from the texts the site had in messages/*.json; the studio edits them in the admin now.
export const servicesPage: StoredPage<'services'> = {
  header: {
    eyebrow: {
      en: 'Services',
      no: 'Tjenester',
    },
    title: {
      en: 'Design that helps your business grow',
      no: 'Design som får bedriften din til å vokse',
    },
    lead: {
      en: 'Choose the package that fits where you are today: a website that turns visitors into clients, a brand that stands out, or both, designed together.',
      no: 'Velg pakken som passer der du er i dag: en nettside som gjør besøkende til kunder, en merkevare som skiller seg ut, eller begge deler, designet sammen.',
    },
  },
  packages: [
    {
      id: 'website-design',
      title: {
        en: 'Website design',
        no: 'Nettsidedesign',
      },
      text: {
        en: 'A custom website that tells your story, looks beautiful on every screen and makes it easy for clients to book, buy or get in touch.',
        no: 'En skreddersydd nettside som forteller historien din, ser flott ut på alle skjermer og gjør det enkelt for kundene å bestille, kjøpe eller ta kontakt.',
      },
      price: {
        usd: 2999,
        nok: 29990,
      },
      features: [
        {
          id: 'responsive',
          text: {
            en: 'Custom, responsive design for phone, tablet and desktop',
            no: 'Skreddersydd, responsivt design for mobil, nettbrett og PC',
          },
        },
        {
          id: 'pages',
          text: {
            en: 'Up to 8 pages, structured to turn visitors into clients',
            no: 'Opptil 8 sider, bygget opp for å gjøre besøkende til kunder',
          },
        },
        {
          id: 'seo',
          text: {
            en: 'SEO setup with page titles, descriptions and sitemap',
            no: 'SEO-oppsett med sidetitler, beskrivelser og nettstedskart',
          },
        },
        {
          id: 'forms',
          text: {
            en: 'Booking, contact and newsletter forms',
            no: 'Skjemaer for booking, kontakt og nyhetsbrev',
          },
        },
        {
          id: 'cms',
          text: {
            en: 'CMS training so you can update your content yourself',
            no: 'Opplæring i publiseringsverktøyet, så du kan oppdatere innholdet selv',
          },
        },
        {
          id: 'domain',
          text: {
            en: 'Domain connection included',
            no: 'Tilkobling av domene inkludert',
          },
        },
        {
          id: 'support',
          text: {
            en: '3 months of support after launch',
            no: '3 måneders support etter lansering',
          },
        },
      ],
    },
    {
      id: 'branding',
      title: {
        en: 'Branding',
        no: 'Merkevare',
      },
      text: {
        en: 'A complete visual identity that makes your business instantly recognizable and lets you show up with confidence everywhere.',
        no: 'En komplett visuell identitet som gjør bedriften din lett å kjenne igjen, og som lar deg fremstå trygg og profesjonell overalt.',
      },
      price: {
        usd: 1999,
        nok: 19990,
      },
      features: [
        {
          id: 'strategy',
          text: {
            en: 'Brand strategy session and moodboard',
            no: 'Strategimøte og moodboard for merkevaren',
          },
        },
        {
          id: 'logo',
          text: {
            en: 'Logo suite: primary logo, secondary logo and icon',
            no: 'Logopakke: hovedlogo, sekundærlogo og ikon',
          },
        },
        {
          id: 'colors',
          text: {
            en: 'Color palette for print and screen',
            no: 'Fargepalett for trykk og skjerm',
          },
        },
        {
          id: 'typography',
          text: {
            en: 'Typography system',
            no: 'Typografisystem',
          },
        },
        {
          id: 'guidelines',
          text: {
            en: 'Brand guidelines document',
            no: 'Merkevarehåndbok',
          },
        },
        {
          id: 'social-kit',
          text: {
            en: 'Social media kit with profile and highlight graphics',
            no: 'Pakke for sosiale medier med profil- og høydepunktgrafikk',
          },
        },
      ],
    },
    {
      id: 'branding-website',
      title: {
        en: 'Branding & website',
        no: 'Merkevare og nettside',
      },
      text: {
        en: 'The complete package: your brand identity and your website designed together as one, for a launch that feels consistent from the first post to the last page.',
        no: 'Den komplette pakken: merkevaren og nettsiden din designet sammen som én helhet, for en lansering som henger sammen fra det første innlegget til den siste siden.',
      },
      price: {
        usd: 3999,
        nok: 39990,
      },
      features: [
        {
          id: 'branding',
          text: {
            en: 'Everything in Branding',
            no: 'Alt i merkevarepakken',
          },
        },
        {
          id: 'website',
          text: {
            en: 'Everything in Website design',
            no: 'Alt i nettsidepakken',
          },
        },
        {
          id: 'built-on-brand',
          text: {
            en: 'A website built on your new brand from day one',
            no: 'En nettside bygget på den nye merkevaren fra første dag',
          },
        },
        {
          id: 'launch-graphics',
          text: {
            en: 'Launch graphics for social media and email',
            no: 'Lanseringsgrafikk for sosiale medier og e-⁠post',
          },
        },
        {
          id: 'domain',
          text: {
            en: 'Domain connection included',
            no: 'Tilkobling av domene inkludert',
          },
        },
        {
          id: 'support',
          text: {
            en: '6 months of support after launch',
            no: '6 måneders support etter lansering',
          },
        },
        {
          id: 'savings',
          text: {
            en: '15% savings versus booking the services separately',
            no: '15 % lavere pris enn om du bestiller tjenestene hver for seg',
          },
        },
      ],
    },
  ],
  process: {
    title: {
      en: 'Our process',
      no: 'Slik jobber vi',
    },
    lead: {
      en: 'Five clear steps from the first conversation to launch day, so you always know what happens next.',
      no: 'Fem tydelige steg fra den første samtalen til lanseringsdagen, så du alltid vet hva som skjer videre.',
    },
    steps: [
      {
        id: 'discovery',
        title: {
          en: 'Discovery',
          no: 'Kartlegging',
        },
        text: {
          en: 'We get to know you, your business, your audience and your goals in a relaxed kickoff call.',
          no: 'Vi blir kjent med deg, bedriften, målgruppen og målene dine i en uformell oppstartssamtale.',
        },
      },
      {
        id: 'strategy',
        title: {
          en: 'Strategy',
          no: 'Strategi',
        },
        text: {
          en: 'We turn what we learned into a clear plan: positioning, moodboard, sitemap and timeline.',
          no: 'Vi gjør det vi har lært, om til en tydelig plan: posisjonering, moodboard, sidekart og tidsplan.',
        },
      },
      {
        id: 'design',
        title: {
          en: 'Design',
          no: 'Design',
        },
        text: {
          en: 'We bring the strategy to life with your logo, visuals and page designs, crafted with care.',
          no: 'Vi gir strategien liv med logo, visuelle elementer og sidedesign, laget med omtanke.',
        },
      },
      {
        id: 'refine',
        title: {
          en: 'Refine',
          no: 'Finpuss',
        },
        text: {
          en: 'You share your feedback, and we polish every detail together until it feels just right.',
          no: 'Du gir oss tilbakemeldinger, og vi finpusser hver detalj sammen til alt sitter som det skal.',
        },
      },
      {
        id: 'launch',
        title: {
          en: 'Launch',
          no: 'Lansering',
        },
        text: {
          en: 'We hand over your files, launch your website and make sure you feel confident running it.',
          no: 'Vi leverer filene, lanserer nettsiden og sørger for at du føler deg trygg på å drive den videre selv.',
        },
      },
    ],
  },
  social: {
    eyebrow: {
      en: 'Also available',
      no: 'Også tilgjengelig',
    },
    title: {
      en: 'Social media design',
      no: 'Design for sosiale medier',
    },
    text: {
      en: 'Show up on Instagram with a feed that looks as polished as your brand. Our social media designs help you post consistently without starting from scratch every time.',
      no: 'Vis deg frem på Instagram med en feed som er like gjennomført som merkevaren din. Designene våre for sosiale medier hjelper deg å poste jevnlig uten å begynne på nytt hver gang.',
    },
    features: [
      {
        id: 'templates',
        text: {
          en: 'Branded post and story templates',
          no: 'Maler for innlegg og stories i din egen merkevarestil',
        },
      },
      {
        id: 'content',
        text: {
          en: 'Instagram content and carousel layouts',
          no: 'Instagram-innhold og oppsett for karuseller',
        },
      },
      {
        id: 'reels',
        text: {
          en: 'Reels covers and highlight icons',
          no: 'Forsider til reels og ikoner for høydepunkter',
        },
      },
      {
        id: 'customize',
        text: {
          en: 'Templates you can customize in minutes',
          no: 'Maler du kan tilpasse på få minutter',
        },
      },
    ],
    cta: {
      en: 'Browse social media templates',
      no: 'Se maler for sosiale medier',
    },
  },
  cta: {
    title: {
      en: 'Ready to start your project?',
      no: 'Klar til å starte prosjektet ditt?',
    },
    text: {
      en: 'Book a free consultation and let’s talk about what your business needs, or see what we have created for other women in business.',
      no: 'Book en gratis konsultasjon, så snakker vi om hva bedriften din trenger, eller se hva vi har skapt for andre kvinnelige gründere.',
    },
    ctaContact: {
      en: 'Book a free consultation',
      no: 'Book en gratis konsultasjon',
    },
    ctaProjects: {
      en: 'View our work',
      no: 'Se arbeidet vårt',
    },
  },
  seo: {
    title: {
      en: 'Services',
      no: 'Tjenester',
    },
    description: {
      en: 'Website design from {website-design}, branding from {branding} and a combined brand and website package from {branding-website}, for female entrepreneurs.',
      no: 'Nettsidedesign fra {website-design}, merkevare fra {branding} og en samlet pakke med merkevare og nettside fra {branding-website}, for kvinnelige gründere.',
    },
    keywords: {
      en: 'website design, branding, brand identity, logo design, social media design, design services pricing',
      no: 'nettsidedesign, merkevare, merkeidentitet, logodesign, design for sosiale medier, priser på designtjenester',
    },
    image: '',
  },
};
