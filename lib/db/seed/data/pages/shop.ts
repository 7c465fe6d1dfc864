import type { StoredPage } from '@/lib/pages/content';

// Generated once from the texts the site had in messages/*.json; the studio edits them in the admin now.
export const shopPage: StoredPage<'shop'> = {
  header: {
    eyebrow: {
      en: 'Template shop',
      no: 'Malbutikk',
    },
    title: {
      en: 'Digital products',
      no: 'Digitale produkter',
    },
    lead: {
      en: 'Professionally designed templates for your brand and your Instagram. Buy, download and make them yours in minutes.',
      no: 'Profesjonelt designede maler for merkevaren din og Instagram-kontoen din. Kjøp, last ned og gjør dem til dine egne på få minutter.',
    },
  },
  benefits: {
    label: {
      en: 'Why our templates',
      no: 'Derfor velger du malene våre',
    },
    items: [
      {
        id: 'instant',
        title: {
          en: 'Instant download',
          no: 'Last ned med en gang',
        },
        text: {
          en: 'Your files are ready the moment your payment goes through. No waiting, no emails back and forth.',
          no: 'Filene er klare i det øyeblikket betalingen er gjennomført. Ingen venting og ingen e-⁠poster frem og tilbake.',
        },
      },
      {
        id: 'quality',
        title: {
          en: 'Professional quality',
          no: 'Profesjonell kvalitet',
        },
        text: {
          en: 'Designed in our studio with the same care and strategy we bring to our client work.',
          no: 'Designet i studioet vårt med den samme omtanken og strategien som vi legger i kundeoppdragene våre.',
        },
      },
      {
        id: 'customize',
        title: {
          en: 'Easy to customize',
          no: 'Enkle å tilpasse',
        },
        text: {
          en: 'Change colors, fonts and photos in Canva or Photoshop to match your brand in minutes.',
          no: 'Bytt farger, skrifter og bilder i Canva eller Photoshop, så passer malene merkevaren din på få minutter.',
        },
      },
    ],
  },
  how: {
    title: {
      en: 'How it works',
      no: 'Slik fungerer det',
    },
    lead: {
      en: 'From choosing a template to posting it takes only a few minutes.',
      no: 'Fra du velger en mal til du publiserer, tar det bare noen få minutter.',
    },
    steps: [
      {
        id: 'choose',
        title: {
          en: 'Choose your templates',
          no: 'Velg maler',
        },
        text: {
          en: 'Browse the collections and pick the templates that fit your brand and your goals.',
          no: 'Bla gjennom kolleksjonene og velg malene som passer merkevaren og målene dine.',
        },
      },
      {
        id: 'pay',
        title: {
          en: 'Secure payment',
          no: 'Trygg betaling',
        },
        text: {
          en: 'Pay safely by card in our secure checkout. Your card details never touch our servers.',
          no: 'Betal trygt med kort i vår sikre betalingsløsning. Kortopplysningene dine havner aldri på våre servere.',
        },
      },
      {
        id: 'download',
        title: {
          en: 'Instant download',
          no: 'Last ned med en gang',
        },
        text: {
          en: 'Download your files right after payment and start customizing them straight away.',
          no: 'Last ned filene rett etter betalingen og begynn å tilpasse dem med en gang.',
        },
      },
    ],
  },
  cta: {
    title: {
      en: 'Looking for something made just for you?',
      no: 'Ønsker du noe som er laget bare for deg?',
    },
    text: {
      en: 'Templates are a great start. For a brand identity or website designed around your business, explore our services or tell us about your project.',
      no: 'Maler er en god start. Vil du ha en merkeidentitet eller nettside som er designet rundt bedriften din, kan du se tjenestene våre eller fortelle oss om prosjektet ditt.',
    },
    ctaServices: {
      en: 'Explore services',
      no: 'Se tjenestene',
    },
    ctaContact: {
      en: 'Get in touch',
      no: 'Ta kontakt',
    },
  },
  categories: [
    {
      id: 'brand-identity',
      name: {
        en: 'Brand Identity Template Collection',
        no: 'Malsamlinger for merkeidentitet',
      },
      description: {
        en: 'Logos, color palettes, typography and brand boards that give your business a consistent, professional look from day one.',
        no: 'Logoer, fargepaletter, typografi og profiltavler som gir bedriften din et helhetlig og profesjonelt uttrykk fra første dag.',
      },
      included: [
        {
          id: 'files',
          text: {
            en: 'High-resolution design files',
            no: 'Designfiler i høy oppløsning',
          },
        },
        {
          id: 'formats',
          text: {
            en: 'Multiple format options (AI, Canva, PDF, PNG)',
            no: 'Flere filformater (AI, Canva, PDF, PNG)',
          },
        },
        {
          id: 'instructions',
          text: {
            en: 'Easy customization instructions',
            no: 'Enkel veiledning for tilpasning',
          },
        },
        {
          id: 'license',
          text: {
            en: 'Commercial use license',
            no: 'Lisens for kommersiell bruk',
          },
        },
        {
          id: 'download',
          text: {
            en: 'Instant download after purchase',
            no: 'Nedlasting rett etter kjøpet',
          },
        },
        {
          id: 'access',
          text: {
            en: 'Lifetime access',
            no: 'Livsvarig tilgang',
          },
        },
      ],
      reviews: [
        {
          id: 'first',
          name: {
            en: 'Camilla R.',
            no: 'Camilla R.',
          },
          role: {
            en: 'Interior stylist',
            no: 'Interiørstylist',
          },
          text: {
            en: 'I launched with a logo, a palette and business cards that finally look like they belong together. The mini guide keeps everything I make consistent.',
            no: 'Jeg startet opp med logo, fargepalett og visittkort som endelig ser ut som de hører sammen. Miniguiden gjør at alt jeg lager, henger sammen.',
          },
        },
        {
          id: 'second',
          name: {
            en: 'Thea N.',
            no: 'Thea N.',
          },
          role: {
            en: 'Bakery owner',
            no: 'Bakerieier',
          },
          text: {
            en: 'The Illustrator files were tidy and well named, so putting in my own name and colors took an evening, not a week. Worth every dollar.',
            no: 'Illustrator-filene var ryddige og godt navngitt, så det tok én kveld, ikke en uke, å legge inn mitt eget navn og mine farger. Vel verdt prisen.',
          },
        },
      ],
    },
    {
      id: 'instagram-posts',
      name: {
        en: 'Instagram Post Templates',
        no: 'Maler for Instagram-innlegg',
      },
      description: {
        en: 'Ready-made post templates that keep your feed cohesive and on-brand, and save you hours every week.',
        no: 'Ferdige innleggsmaler som gir feeden din et helhetlig uttrykk i tråd med merkevaren, og som sparer deg for timer hver uke.',
      },
      included: [
        {
          id: 'files',
          text: {
            en: 'High-resolution design files',
            no: 'Designfiler i høy oppløsning',
          },
        },
        {
          id: 'formats',
          text: {
            en: 'Multiple format options (Canva, PNG, and PSD where noted)',
            no: 'Flere filformater (Canva, PNG, og PSD der det er nevnt)',
          },
        },
        {
          id: 'instructions',
          text: {
            en: 'Easy customization instructions',
            no: 'Enkel veiledning for tilpasning',
          },
        },
        {
          id: 'license',
          text: {
            en: 'Commercial use license',
            no: 'Lisens for kommersiell bruk',
          },
        },
        {
          id: 'download',
          text: {
            en: 'Instant download after purchase',
            no: 'Nedlasting rett etter kjøpet',
          },
        },
        {
          id: 'access',
          text: {
            en: 'Lifetime access',
            no: 'Livsvarig tilgang',
          },
        },
      ],
      reviews: [
        {
          id: 'first',
          name: {
            en: 'Sofie M.',
            no: 'Sofie M.',
          },
          role: {
            en: 'Wellness coach',
            no: 'Helsecoach',
          },
          text: {
            en: 'I had a whole month of posts ready in one afternoon. The templates look like I hired a designer, and my clients noticed the difference.',
            no: 'Jeg hadde innlegg for en hel måned klare på én ettermiddag. Malene ser ut som om jeg har leid inn en designer, og kundene mine la merke til forskjellen.',
          },
        },
        {
          id: 'second',
          name: {
            en: 'Hanna K.',
            no: 'Hanna K.',
          },
          role: {
            en: 'Boutique owner',
            no: 'Butikkeier',
          },
          text: {
            en: 'Clear instructions and files that were easy to adapt to my own colors and fonts. My feed finally looks like my shop.',
            no: 'Tydelig veiledning og filer som var lette å tilpasse mine egne farger og skrifter. Endelig ser feeden ut som butikken min.',
          },
        },
      ],
    },
    {
      id: 'instagram-reels',
      name: {
        en: 'Instagram Reels Templates',
        no: 'Maler for Instagram-reels',
      },
      description: {
        en: 'Eye-catching reels templates with matching covers to show off your products, your process and your expertise.',
        no: 'Iøynefallende reels-maler med tilhørende forsidebilder som viser frem produktene, prosessen og kompetansen din.',
      },
      included: [
        {
          id: 'files',
          text: {
            en: 'High-resolution design files',
            no: 'Designfiler i høy oppløsning',
          },
        },
        {
          id: 'formats',
          text: {
            en: 'Multiple format options (Canva, MP4 previews, and PSD covers where noted)',
            no: 'Flere filformater (Canva, MP4-forhåndsvisninger, og PSD-forsider der det er nevnt)',
          },
        },
        {
          id: 'instructions',
          text: {
            en: 'Easy customization instructions',
            no: 'Enkel veiledning for tilpasning',
          },
        },
        {
          id: 'license',
          text: {
            en: 'Commercial use license',
            no: 'Lisens for kommersiell bruk',
          },
        },
        {
          id: 'download',
          text: {
            en: 'Instant download after purchase',
            no: 'Nedlasting rett etter kjøpet',
          },
        },
        {
          id: 'access',
          text: {
            en: 'Lifetime access',
            no: 'Livsvarig tilgang',
          },
        },
      ],
      reviews: [
        {
          id: 'first',
          name: {
            en: 'Ingrid L.',
            no: 'Ingrid L.',
          },
          role: {
            en: 'Ceramicist',
            no: 'Keramiker',
          },
          text: {
            en: 'I had put off reels for a year. Now I film a few clips while I pack orders, drop them into a template and it is done before my coffee gets cold.',
            no: 'Jeg hadde utsatt reels i et år. Nå filmer jeg noen klipp mens jeg pakker ordrer, legger dem inn i en mal, og reelen er ferdig før kaffen blir kald.',
          },
        },
        {
          id: 'second',
          name: {
            en: 'Maja S.',
            no: 'Maja S.',
          },
          role: {
            en: 'Skincare founder',
            no: 'Gründer av hudpleiemerke',
          },
          text: {
            en: 'The transitions look polished, and I have no editing skills at all. Our product reels get more saves than anything we posted before.',
            no: 'Overgangene ser proffe ut, og jeg kan ingenting om videoredigering. Produktreelsene våre blir lagret oftere enn noe vi har lagt ut før.',
          },
        },
      ],
    },
    {
      id: 'other',
      name: {
        en: 'Other templates',
        no: 'Andre maler',
      },
      description: {
        en: 'Templates for your brand and your business.',
        no: 'Maler for merkevaren og bedriften din.',
      },
      included: [
        {
          id: 'files',
          text: {
            en: 'High-resolution design files',
            no: 'Designfiler i høy oppløsning',
          },
        },
        {
          id: 'formats',
          text: {
            en: 'Multiple format options, as listed in the description',
            no: 'Flere filformater, som oppgitt i beskrivelsen',
          },
        },
        {
          id: 'instructions',
          text: {
            en: 'Easy customization instructions',
            no: 'Enkel veiledning for tilpasning',
          },
        },
        {
          id: 'license',
          text: {
            en: 'Commercial use license',
            no: 'Lisens for kommersiell bruk',
          },
        },
        {
          id: 'download',
          text: {
            en: 'Instant download after purchase',
            no: 'Nedlasting rett etter kjøpet',
          },
        },
        {
          id: 'access',
          text: {
            en: 'Lifetime access',
            no: 'Livsvarig tilgang',
          },
        },
      ],
      reviews: [
        {
          id: 'first',
          name: {
            en: 'Sofie M.',
            no: 'Sofie M.',
          },
          role: {
            en: 'Wellness coach',
            no: 'Helsecoach',
          },
          text: {
            en: 'Beautifully made and simple to make my own. It looks like I hired a designer, and my clients noticed the difference.',
            no: 'Vakkert laget og enkelt å gjøre til mitt eget. Det ser ut som om jeg har leid inn en designer, og kundene mine la merke til forskjellen.',
          },
        },
        {
          id: 'second',
          name: {
            en: 'Hanna K.',
            no: 'Hanna K.',
          },
          role: {
            en: 'Boutique owner',
            no: 'Butikkeier',
          },
          text: {
            en: 'Clear instructions and files that were easy to adapt to my own colors and fonts. Worth every dollar.',
            no: 'Tydelig veiledning og filer som var lette å tilpasse mine egne farger og skrifter. Vel verdt prisen.',
          },
        },
      ],
    },
  ],
  product: {
    includedTitle: {
      en: 'What’s Included',
      no: 'Dette får du',
    },
    reviewsTitle: {
      en: 'What customers say',
      no: 'Dette sier kundene',
    },
    faqTitle: {
      en: 'Questions about your purchase',
      no: 'Spørsmål om kjøpet',
    },
    faq: [
      {
        id: 'delivery',
        question: {
          en: 'How do I get my files?',
          no: 'Hvordan får jeg filene?',
        },
        answer: {
          en: '<p>Right after payment you download the product on the confirmation page, and we e-⁠mail you a receipt with a download link.</p>',
          no: '<p>Rett etter betalingen laster du ned produktet på bekreftelsessiden, og vi sender deg en kvittering med nedlastingslenke på e-⁠post.</p>',
        },
      },
      {
        id: 'lost-link',
        question: {
          en: 'I lost my download link',
          no: 'Jeg har mistet nedlastingslenken',
        },
        answer: {
          en: '<p>No problem: enter the e-⁠mail address you bought with on <a href="/downloads">Get your downloads again</a>, and we’ll send you a fresh receipt with a new link for every purchase.</p>',
          no: '<p>Ikke noe problem: skriv inn e-⁠postadressen du handlet med på <a href="/no/downloads">Få nedlastingene dine på nytt</a>, så sender vi deg en ny kvittering med en ny lenke for hvert kjøp.</p>',
        },
      },
    ],
  },
  seo: {
    title: {
      en: 'Digital products',
      no: 'Digitale produkter',
    },
    description: {
      en: 'Instagram post templates, Instagram reels templates and brand identity template collections: instant download, easy to customize.',
      no: 'Maler for Instagram-innlegg, maler for Instagram-reels og samlinger av maler for merkeidentitet: last ned med en gang, enkle å tilpasse.',
    },
    keywords: {
      en: 'Instagram templates, reels templates, brand identity templates, Canva templates, digital products',
      no: 'Instagram-maler, reels-maler, maler for merkeidentitet, Canva-maler, digitale produkter',
    },
    image: '',
  },
};
