import type { StoredPage } from '@/lib/pages/content';

export const journalPage: StoredPage<'journal'> = {
  header: {
    eyebrow: {
      en: 'Journal',
      no: 'Journal',
    },
    title: {
      en: 'Notes from the studio',
      no: 'Notater fra studioet',
    },
    lead: {
      en: 'How we work, what our clients’ projects taught us, and advice for founders building a brand of their own.',
      no: 'Hvordan vi jobber, hva kundeprosjektene har lært oss, og råd til gründere som bygger sin egen merkevare.',
    },
  },
  empty: {
    title: {
      en: 'Nothing here yet',
      no: 'Ingenting her ennå',
    },
    text: {
      en: 'We are writing our first notes. Until they are out, our projects show how we work.',
      no: 'Vi skriver på de første notatene. Til de er ute, viser prosjektene våre hvordan vi jobber.',
    },
  },
  seo: {
    title: {
      en: 'Journal',
      no: 'Journal',
    },
    description: {
      en: 'Process notes, client stories and brand advice for female founders from Nordlys Studio, a design studio in Oslo.',
      no: 'Prosessnotater, kundehistorier og merkevareråd for kvinnelige gründere fra Nordlys Studio, et designstudio i Oslo.',
    },
    keywords: {
      en: 'design journal, branding advice, brand process, case stories, female founders',
      no: 'designjournal, merkevareråd, merkevareprosess, kundehistorier, kvinnelige gründere',
    },
    image: '',
  },
};
