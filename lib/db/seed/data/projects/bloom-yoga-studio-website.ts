import type { SeedProject } from '../../types';
import { caseStudyGallery } from './gallery';

export const bloomYogaStudioWebsite: SeedProject = {
  slug: 'bloom-yoga-studio-website',
  title: {
    en: 'Bloom Yoga Studio Website',
    no: 'Nettside for Bloom Yoga Studio',
  },
  category: 'Website Design',
  featured: true,
  hero_image: '/images/projects/bloom-yoga-studio-website/hero.webp',
  short_description: {
    en: 'A warm, easy-to-book website for a women-led yoga studio in Trondheim, replacing a patchwork of direct messages and e-⁠mail sign-ups.',
    no: 'En varm og brukervennlig nettside for et kvinneledet yogastudio i Trondheim, med enkel timebestilling i stedet for påmelding via e-⁠post og direktemeldinger.',
  },
  full_description: {
    en: [
      '<h2>The challenge</h2>',
      '<p>Maja Lindqvist opened Bloom Yoga Studio in 2019 and grew it almost entirely through Instagram. By 2024 she was running 22 classes a week, yet bookings still arrived through direct messages, e-mails and a shared spreadsheet. New students could not find the timetable, and Maja spent her evenings answering the same questions.</p>',
      '<h2>Our approach</h2>',
      '<p>We designed a calm, light-filled site around one goal: taking a first-time visitor from curious to booked in under a minute. The weekly timetable sits on the home page, every class has its own page with level, length and what to bring, and booking runs through the studio’s existing booking system, styled to match the site.</p>',
      '<ul><li>Website design and development (12 pages)</li><li>Class timetable and integrated booking flow</li><li>Teacher profiles and a beginner’s guide</li><li>Copywriting support and basic SEO setup</li><li>Training session so the team can update content themselves</li></ul>',
      '<p><strong>The result:</strong> In the first three months after launch, online bookings rose by <strong>42%</strong>, introductory passes sold out two months in a row, and messages asking about the timetable all but disappeared.</p>',
    ].join(''),
    no: [
      '<h2>Utfordringen</h2>',
      '<p>Maja Lindqvist åpnet Bloom Yoga Studio i 2019 og bygde det opp nesten utelukkende via Instagram. I 2024 hadde hun 22 timer i uka, men bestillingene kom fortsatt inn via direktemeldinger, e-post og et delt regneark. Nye elever fant ikke timeplanen, og Maja brukte kveldene på å svare på de samme spørsmålene om og om igjen.</p>',
      '<h2>Slik jobbet vi</h2>',
      '<p>Vi designet en rolig og lys nettside med ett mål: at en førstegangsbesøkende skal gå fra nysgjerrig til påmeldt på under ett minutt. Ukeplanen ligger rett på forsiden, hver time har sin egen side med nivå, varighet og hva du bør ta med, og bestillingen går gjennom studioets eksisterende bookingsystem, tilpasset nettsidens uttrykk.</p>',
      '<ul><li>Design og utvikling av nettside (12 sider)</li><li>Timeplan og integrert bestillingsflyt</li><li>Lærerprofiler og en nybegynnerguide</li><li>Hjelp med tekster og grunnleggende SEO-oppsett</li><li>Opplæring slik at teamet kan oppdatere innholdet selv</li></ul>',
      '<p><strong>Resultatet:</strong> De tre første månedene etter lanseringen økte nettbestillingene med <strong>42 %</strong>, introkortene ble utsolgt to måneder på rad, og meldingene med spørsmål om timeplanen forsvant nesten helt.</p>',
    ].join(''),
  },
  client_name: 'Bloom Yoga Studio',
  completion_date: '2024-05-10',
  year: 2024,
  project_timeline: {
    en: '6 weeks',
    no: '6 uker',
  },
  video_url: null,
  ...caseStudyGallery('bloom-yoga-studio-website', {
    client: 'Bloom Yoga',
    kind: 'website',
    scenes: [
      {
        alt: {
          en: 'The Bloom Yoga home page in a large browser window: a calm studio photo above the week’s timetable',
          no: 'Forsiden til Bloom Yoga i et stort nettleservindu: et rolig bilde fra studioet over ukens timeplan',
        },
        caption: {
          en: 'The home page: the studio first, the week’s timetable right under it',
          no: 'Forsiden: studioet først, ukens timeplan rett under',
        },
      },
      {
        alt: {
          en: 'Three phones before the studio’s arches, showing a class, the booking calendar and a teacher profile',
          no: 'Tre mobiler foran studioets buer som viser en time, bookingkalenderen og en lærerprofil',
        },
        caption: {
          en: 'Booking in three taps: the class, the calendar, the teacher',
          no: 'Booking med tre trykk: timen, kalenderen, læreren',
        },
      },
      {
        alt: {
          en: 'Parts of the Bloom Yoga interface enlarged: the timetable, a class card, a booking confirmation and a teacher',
          no: 'Deler av grensesnittet til Bloom Yoga i stor skala: timeplanen, et timekort, en bookingbekreftelse og en lærer',
        },
        caption: {
          en: 'The interface parts, enlarged: every card built from one grid',
          no: 'Delene av grensesnittet, forstørret: hvert kort bygget på ett rutenett',
        },
      },
    ],
  }),
  hero_image_alt: {
    en: 'A tablet showing the Bloom Yoga home page and its class timetable on a yoga mat, with a phone, a cork block and tea',
    no: 'Et nettbrett med forsiden og timeplanen til Bloom Yoga på en yogamatte, med mobil, korkblokk og te',
  },
  tags: ['web design', 'healthcare'],
};
