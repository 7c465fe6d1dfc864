import type { StoredPage } from '@/lib/pages/content';

// The booking page's header and search texts (issue 35); the studio edits them in the admin.
export const bookPage: StoredPage<'book'> = {
  header: {
    eyebrow: {
      en: 'Book a call',
      no: 'Book en prat',
    },
    title: {
      en: 'Let’s talk about your business',
      no: 'La oss snakke om bedriften din',
    },
    lead: {
      en: 'Pick a time that suits you for a free 30-minute call. We listen to where you are, share how we would help, and you leave with a clear next step.',
      no: 'Velg et tidspunkt som passer deg for en gratis samtale på 30 minutter. Vi lytter til hvor du står, forteller hvordan vi kan hjelpe, og du går derfra med et tydelig neste steg.',
    },
  },
  call: {
    title: {
      en: 'Intro call',
      no: 'Introsamtale',
    },
    format: {
      en: 'Video call. The link comes with your invitation, and a phone call works just as well.',
      no: 'Videosamtale. Lenken kommer i invitasjonen, og en telefonsamtale går like fint.',
    },
    prepare: {
      en: 'A few lines about your business and what you want to change. A link to your website or Instagram helps, and so does a rough budget if you have one.',
      no: 'Noen linjer om bedriften din og hva du vil endre. En lenke til nettsiden eller Instagram hjelper, og det gjør også et grovt budsjett om du har et.',
    },
  },
  seo: {
    title: {
      en: 'Book a call',
      no: 'Book en prat',
    },
    description: {
      en: 'Book a free 30-minute call with Nordlys Studio at a time that suits you, and get an invitation for your calendar.',
      no: 'Book en gratis samtale på 30 minutter med Nordlys Studio når det passer deg, og få en invitasjon til kalenderen din.',
    },
    keywords: {
      en: 'book a call, discovery call, free consultation, design studio, branding, website design',
      no: 'book en prat, gratis konsultasjon, første samtale, designstudio, merkevare, nettside',
    },
    image: '',
  },
};
