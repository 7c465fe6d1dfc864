import type { StoredPage } from '@/lib/pages/content';

// Generated once from the texts the site had in messages/*.json; the studio edits them in the admin now.
export const contactPage: StoredPage<'contact'> = {
  header: {
    eyebrow: {
      en: 'Contact',
      no: 'Kontakt',
    },
    title: {
      en: 'Let’s create something beautiful together',
      no: 'La oss skape noe vakkert sammen',
    },
    lead: {
      en: 'Ready to bring your vision to life? Tell us about your business and your goals, and we’ll get back to you within 24 hours.',
      no: 'Klar til å gjøre visjonen din til virkelighet? Fortell oss om bedriften og målene dine, så hører du fra oss innen 24 timer.',
    },
  },
  details: {
    title: {
      en: 'Get in touch',
      no: 'Ta kontakt',
    },
    lead: {
      en: 'Prefer to write or call directly? Reach us whichever way suits you best.',
      no: 'Vil du heller skrive eller ringe direkte? Ta kontakt på den måten som passer deg best.',
    },
    email: '{email}',
    phone: '{phone}',
    location: null,
    hours: null,
    responseTitle: {
      en: 'Quick response',
      no: 'Raskt svar',
    },
    responseText: {
      en: 'We reply to every message within 24 hours.',
      no: 'Vi svarer på alle henvendelser innen 24 timer.',
    },
    imageAlt: {
      en: 'An open notebook with a project checklist next to a phone showing a friendly chat with Nordlys Studio',
      no: 'En oppslått notatbok med en prosjektsjekkliste ved siden av en mobil som viser en hyggelig samtale med Nordlys Studio',
    },
  },
  social: [],
  faq: {
    title: {
      en: 'Frequently asked questions',
      no: 'Ofte stilte spørsmål',
    },
    lead: {
      en: 'Quick answers to the questions we hear most often.',
      no: 'Korte svar på det vi oftest får spørsmål om.',
    },
    items: [
      {
        id: 'duration',
        question: {
          en: 'How long does a project take?',
          no: 'Hvor lang tid tar et prosjekt?',
        },
        answer: {
          en: 'Most website projects take 4–6 weeks from kickoff to launch, and branding projects take 2–3 weeks. You’ll get a clear timeline for your project before we start.',
          no: 'De fleste nettsideprosjekter tar 4–6 uker fra oppstart til lansering, og merkevareprosjekter tar 2–3 uker. Du får en tydelig tidsplan for prosjektet ditt før vi starter.',
        },
      },
      {
        id: 'worldwide',
        question: {
          en: 'Do you work with clients outside Norway?',
          no: 'Jobber dere med kunder utenfor Norge?',
        },
        answer: {
          en: 'Yes! We work with female entrepreneurs all over the world. Everything happens online, through video calls, email and shared project boards, so your location is never a barrier.',
          no: 'Ja! Vi jobber med kvinnelige gründere over hele verden. Alt foregår digitalt, med videomøter, e-⁠post og delte prosjekttavler, så det spiller ingen rolle hvor du bor.',
        },
      },
      {
        id: 'branding-package',
        question: {
          en: 'What’s included in a branding package?',
          no: 'Hva inneholder en merkevarepakke?',
        },
        answer: {
          en: 'Your logo and its variations, a color palette, typography, graphic elements and brand guidelines that show how to use it all, delivered in every file format you need for print and web.',
          no: 'Logoen din med varianter, fargepalett, typografi, grafiske elementer og en merkevareguide som viser hvordan alt skal brukes. Du får filene i alle formatene du trenger til trykk og nett.',
        },
      },
      {
        id: 'changes',
        question: {
          en: 'Can I request changes after the project is finished?',
          no: 'Kan jeg be om endringer etter at prosjektet er ferdig?',
        },
        answer: {
          en: 'Of course. Every project includes rounds of revisions before launch, and afterwards we’re happy to help with updates and additions. Website projects also come with a support period: 3 months for Website Design and 6 months for Branding & Website.',
          no: 'Selvfølgelig. Alle prosjekter har runder med justeringer før lansering, og etterpå hjelper vi deg gjerne med oppdateringer og nye tillegg. Nettsideprosjekter har også en supportperiode: 3 måneder for nettsidedesign og 6 måneder for merkevare og nettside.',
        },
      },
    ],
  },
  seo: {
    title: {
      en: 'Contact',
      no: 'Kontakt',
    },
    description: {
      en: 'Tell us about your project. Nordlys Studio answers every message within 24 hours.',
      no: 'Fortell oss om prosjektet ditt. Nordlys Studio svarer på alle henvendelser innen 24 timer.',
    },
    keywords: {
      en: 'contact design studio, hire brand designer, website design quote, branding consultation',
      no: 'kontakt designstudio, lei merkevaredesigner, pris på nettside, merkevarerådgivning',
    },
    image: '',
  },
};
