import type { SeedProject } from '../../types';
import { caseStudyGallery } from './gallery';

export const fjordBakeryBranding: SeedProject = {
  slug: 'fjord-bakery-branding',
  title: {
    en: 'Fjord Bakery Branding',
    no: 'Merkevareprofil for Fjord Bakery',
  },
  category: 'Branding',
  featured: false,
  hero_image: '/images/projects/fjord-bakery-branding/hero.webp',
  short_description: {
    en: 'A warm, hand-drawn identity for a sourdough bakery run by two sisters on the west coast, from the shopfront sign to the paper bags.',
    no: 'En varm, håndtegnet identitet for et surdeigsbakeri drevet av to søstre på Vestlandet – fra skiltet over døra til papirposene.',
  },
  full_description: {
    en: [
      '<h2>The challenge</h2>',
      '<p>Sisters Kari and Liv Haugen were opening Fjord Bakery in a former boathouse in Ålesund, with three weeks to go before the doors opened. They needed everything at once – a look locals would remember, signage, packaging and a menu board – on a start-up budget.</p>',
      '<h2>Our approach</h2>',
      '<p>We drew the logo by hand: a simple wave that doubles as a scored sourdough loaf, paired with a sturdy slab serif and a palette taken from the fjord itself – deep sea blue, flour white and a warm crust brown. To keep print costs low, the system relies on one-color stamps and stickers the sisters apply to plain kraft bags and boxes themselves.</p>',
      '<ul><li>Hand-drawn logo and wave icon</li><li>Shopfront sign and chalkboard menu</li><li>Stamp, sticker and kraft packaging system</li><li>Loyalty card and price tags</li><li>Launch posts and Instagram highlight covers</li></ul>',
      '<p><strong>The result:</strong> The bakery opened on schedule and sold out of bread by 11 a.m. on its first Saturday. A year on, the wave is a familiar sight around town, and the sisters sell <strong>tote bags and mugs</strong> that bring in around 8% of revenue.</p>',
    ].join(''),
    no: [
      '<h2>Utfordringen</h2>',
      '<p>Søstrene Kari og Liv Haugen skulle åpne Fjord Bakery i et gammelt naust i Ålesund, og hadde tre uker på seg før dørene åpnet. De trengte alt på én gang – et uttrykk folk i byen ville huske, skilting, emballasje og menytavle – og alt innenfor et gründerbudsjett.</p>',
      '<h2>Slik jobbet vi</h2>',
      '<p>Vi tegnet logoen for hånd: en enkel bølge som også ligner et surdeigsbrød med snitt i skorpa, kombinert med en robust slab serif og en palett hentet fra fjorden – dyp havblå, melhvit og en lun skorpebrun. For å holde trykkekostnadene nede bygger systemet på stempler og klistremerker i én farge, som søstrene selv setter på enkle kraftposer og esker.</p>',
      '<ul><li>Håndtegnet logo og bølgeikon</li><li>Butikkskilt og menytavle</li><li>Emballasjesystem med stempler, klistremerker og kraftpapir</li><li>Stempelkort for faste kunder og prislapper</li><li>Lanseringsinnlegg og omslag til høydepunkter på Instagram</li></ul>',
      '<p><strong>Resultatet:</strong> Bakeriet åpnet som planlagt, og første lørdag var brødet utsolgt før klokka elleve. Et år senere er bølgen et kjent syn i byen, og søstrene selger <strong>tøyvesker og kopper</strong> som står for rundt 8 % av omsetningen.</p>',
    ].join(''),
  },
  client_name: 'Fjord Bakery',
  completion_date: null,
  year: 2022,
  project_timeline: {
    en: '3 weeks',
    no: '3 uker',
  },
  video_url: null,
  ...caseStudyGallery('fjord-bakery-branding', {
    client: 'Fjord Bakery',
    kind: 'branding',
    scenes: [
      {
        alt: {
          en: 'Fjord Bakery kraft bags, a boxed loaf and stickers on a floury wooden table, seen from above',
          no: 'Kraftposer, en eske med brød og klistremerker fra Fjord Bakery på et melete trebord, sett ovenfra',
        },
        caption: {
          en: 'Packaging in kraft with one blue sticker: cheap to print, easy to spot',
          no: 'Emballasje i kraftpapir med ett blått klistremerke: billig å trykke, lett å kjenne igjen',
        },
      },
      {
        alt: {
          en: 'Fjord Bakery loyalty cards with stamps, kraft price tags and round stickers',
          no: 'Stempelkort, prislapper i kraftpapir og runde klistremerker fra Fjord Bakery',
        },
        caption: {
          en: 'The loyalty card and price tags, stamped by hand at the counter',
          no: 'Stempelkortet og prislappene, stemplet for hånd ved disken',
        },
      },
      {
        alt: {
          en: 'A Fjord Bakery tote bag on a peg and two mugs on a shelf',
          no: 'En tøyveske fra Fjord Bakery på en knagg og to kopper på en hylle',
        },
        caption: {
          en: 'The wave on merchandise: totes and mugs for regulars',
          no: 'Bølgen på profilartikler: nett og kopper til faste kunder',
        },
      },
    ],
  }),
  hero_image_alt: {
    en: 'The Fjord Bakery shopfront: a blue boarded facade, the name over a window full of loaves, a round hanging sign and a chalkboard menu',
    no: 'Butikkfasaden til Fjord Bakery: blå panelvegg, navnet over et vindu fullt av brød, et rundt hengeskilt og en menytavle',
  },
  tags: ['branding', 'food', 'social media design'],
};
