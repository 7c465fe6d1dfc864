import type { SeedProject } from '../../types';
import { caseStudyGallery } from './gallery';

export const veraConsultingWebsite: SeedProject = {
  slug: 'vera-consulting-website',
  title: {
    en: 'Vera Consulting Website',
    no: 'Nettside for Vera Consulting',
  },
  category: 'Website Design',
  featured: false,
  hero_image: '/images/projects/vera-consulting-website/hero.webp',
  short_description: {
    en: 'A clear, confident website for a leadership consultancy that helps women step into senior roles, turning word of mouth into a steady flow of enquiries.',
    no: 'En tydelig og selvsikker nettside for et rådgivningsselskap som hjelper kvinner inn i lederroller – og gjør jungeltelegrafen om til jevn pågang av henvendelser.',
  },
  full_description: {
    en: [
      '<h2>The challenge</h2>',
      '<p>Vera Consulting runs leadership programmes and one-to-one coaching for women moving into senior management. Almost all of its work came through referrals, and the old one-page site did little to convince HR directors who had never heard of the company. It needed to look as credible as the large consultancies it competes with, without losing its personal tone.</p>',
      '<h2>Our approach</h2>',
      '<p>We structured the site around the three questions buyers ask: what do you offer, who have you worked with, and what does it take to get started? Programme pages share one layout with outcomes, format and duration, and a resources section with articles and a downloadable guide gives visitors a reason to come back and subscribe.</p>',
      '<ul><li>Website design and development (9 pages)</li><li>Page templates for programmes and services</li><li>Client stories and resources sections</li><li>A 12-page leadership guide (PDF) to grow the mailing list</li><li>Newsletter sign-up and contact flow</li></ul>',
      '<p><strong>The result:</strong> Inbound enquiries doubled in the first six months, and the leadership guide has been downloaded more than <strong>2,400 times</strong>, feeding a newsletter that now fills most open programmes.</p>',
    ].join(''),
    no: [
      '<h2>Utfordringen</h2>',
      '<p>Vera Consulting holder lederprogrammer og individuell coaching for kvinner på vei inn i toppledelsen. Nesten alle oppdragene kom via anbefalinger, og den gamle nettsiden, som bare besto av én side, gjorde lite for å overbevise HR-direktører som aldri hadde hørt om selskapet. Den nye måtte fremstå like troverdig som de store konsulentselskapene, uten å miste den personlige tonen.</p>',
      '<h2>Slik jobbet vi</h2>',
      '<p>Vi bygde nettsiden rundt de tre spørsmålene kjøperne stiller: Hva tilbyr dere, hvem har dere jobbet med, og hva skal til for å komme i gang? Programsidene følger samme oppsett med mål, format og varighet, og en ressursdel med artikler og en nedlastbar guide gir de besøkende en grunn til å komme tilbake og melde seg på nyhetsbrevet.</p>',
      '<ul><li>Design og utvikling av nettside (9 sider)</li><li>Sidemaler for programmer og tjenester</li><li>Kundehistorier og ressursdel</li><li>Lederguide på 12 sider (PDF) for å bygge e-postlisten</li><li>Påmelding til nyhetsbrev og kontaktskjema</li></ul>',
      '<p><strong>Resultatet:</strong> Antallet henvendelser ble doblet de første seks månedene, og lederguiden er lastet ned over <strong>2 400 ganger</strong>. Den har gitt et nyhetsbrev som nå fyller de fleste åpne programmene.</p>',
    ].join(''),
  },
  client_name: null,
  completion_date: '2023-03-21',
  year: 2023,
  project_timeline: {
    en: '5 weeks',
    no: '5 uker',
  },
  video_url: null,
  ...caseStudyGallery('vera-consulting-website', {
    client: 'Vera Consulting',
    kind: 'website',
    scenes: [
      {
        alt: {
          en: 'The printed 12-page Vera Consulting leadership guide: the cover and an open spread, with glasses and a pen',
          no: 'Den trykte lederguiden på 12 sider fra Vera Consulting: omslaget og et oppslag, med briller og penn',
        },
        caption: {
          en: 'The printed leadership guide that the site gives away',
          no: 'Den trykte lederguiden som nettstedet gir bort',
        },
      },
      {
        alt: {
          en: 'Three phones showing the Vera Consulting home, programme and resources pages',
          no: 'Tre mobiler som viser forsiden, en programside og ressurssiden til Vera Consulting',
        },
        caption: {
          en: 'The home, programme and resources pages on phones',
          no: 'Forsiden, programsiden og ressurssiden på mobil',
        },
      },
      {
        alt: {
          en: 'Three full Vera Consulting pages side by side: a programme, the home page and resources',
          no: 'Tre hele sider fra Vera Consulting side om side: et program, forsiden og ressurssiden',
        },
        caption: {
          en: 'Three full pages side by side: programme, home and resources',
          no: 'Tre hele sider side om side: program, forside og ressurser',
        },
      },
    ],
  }),
  hero_image_alt: {
    en: 'Pages of the Vera Consulting website floating over a plum background, with the home page on a phone',
    no: 'Sider fra nettsiden til Vera Consulting som svever over en plommefarget bakgrunn, med forsiden på en mobil',
  },
  tags: ['web design', 'corporate'],
};
