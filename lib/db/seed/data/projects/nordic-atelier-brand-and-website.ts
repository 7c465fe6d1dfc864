import type { SeedProject } from '../../types';
import { caseStudyGallery } from './gallery';

export const nordicAtelierBrandAndWebsite: SeedProject = {
  slug: 'nordic-atelier-brand-and-website',
  title: {
    en: 'Nordic Atelier Brand & Website',
    no: 'Merkevare og nettside for Nordic Atelier',
  },
  category: 'Branding & Website',
  featured: true,
  hero_image: '/images/projects/nordic-atelier-brand-and-website/hero.webp',
  short_description: {
    en: 'A complete brand and website for a made-to-order womenswear atelier in Oslo, designed to feel as considered as the garments themselves.',
    no: 'Komplett merkevare og nettside for et atelier i Oslo som syr dameklær på bestilling – like gjennomtenkt som plaggene selv.',
  },
  full_description: {
    en: [
      '<h2>The challenge</h2>',
      '<p>Sofie Berg founded Nordic Atelier to make timeless womenswear to order, in small batches and from European deadstock fabric. The business had outgrown its market-stall beginnings, but the brand had not: there was no consistent visual language, and the old website could neither explain the made-to-order process nor take fitting appointments.</p>',
      '<h2>Our approach</h2>',
      '<p>We started with a two-day brand workshop and built an identity inspired by tailoring details – tailor’s chalk, selvedge edges and hand-stitched labels. The restrained serif logotype and a muted palette of oat, slate and moss carry through to a website where large editorial photography does the talking and the made-to-order journey is explained in four clear steps.</p>',
      '<ul><li>Brand strategy workshop and positioning</li><li>Logo, typography and color system</li><li>Woven labels, swing tags and garment bags</li><li>Lookbook and editorial website on Shopify</li><li>Fitting appointment booking and a size consultation form</li></ul>',
      '<p><strong>The result:</strong> Since the relaunch, average order value has grown by <strong>27%</strong> and fittings are booked three weeks ahead. The autumn collection sold out in eleven days.</p>',
      '<blockquote>“Nordlys understood what we stand for before I had finished explaining it. The new brand finally looks like the clothes we make.” – Sofie Berg, founder and creative director</blockquote>',
    ].join(''),
    no: [
      '<h2>Utfordringen</h2>',
      '<p>Sofie Berg startet Nordic Atelier for å lage tidløse dameklær på bestilling, i små opplag og av restpartier av europeiske stoffer. Virksomheten hadde vokst ut av markedsbodene den startet i, men det hadde ikke merkevaren: Det fantes ikke noe felles visuelt språk, og den gamle nettsiden klarte verken å forklare bestillingsprosessen eller ta imot timer til prøving.</p>',
      '<h2>Slik jobbet vi</h2>',
      '<p>Vi startet med en todagers merkevareworkshop og bygde en identitet inspirert av skredderhåndverket – skredderkritt, jarekanter og håndsydde merkelapper. Den nøkterne seriflogoen og den dempede paletten i havre, skifer og mose går igjen på en nettside der store redaksjonelle bilder får snakke, og der bestillingsreisen forklares i fire enkle steg.</p>',
      '<ul><li>Workshop om merkevarestrategi og posisjonering</li><li>Logo, typografi og fargesystem</li><li>Vevde merkelapper, hengelapper og klestrekk</li><li>Lookbook og redaksjonell nettside i Shopify</li><li>Timebestilling for prøving og skjema for størrelsesveiledning</li></ul>',
      '<p><strong>Resultatet:</strong> Etter relanseringen har gjennomsnittlig ordreverdi økt med <strong>27 %</strong>, og prøvetimene er fullbooket tre uker fram i tid. Høstkolleksjonen ble utsolgt på elleve dager.</p>',
      '<blockquote>«Nordlys forsto hva vi står for før jeg var ferdig med å forklare det. Den nye merkevaren ser endelig ut som klærne vi lager.» – Sofie Berg, grunnlegger og kreativ leder</blockquote>',
    ].join(''),
  },
  client_name: 'Nordic Atelier',
  completion_date: '2025-02-14',
  year: 2025,
  project_timeline: {
    en: '10 weeks',
    no: '10 uker',
  },
  video_url: null,
  ...caseStudyGallery('nordic-atelier-brand-and-website', {
    client: 'Nordic Atelier',
    kind: 'website',
    scenes: [
      {
        alt: {
          en: 'The Nordic Atelier website on a laptop on an oak table, with the mobile version on a phone leaning on books',
          no: 'Nettsiden til Nordic Atelier på en bærbar PC på et eikebord, med mobilversjonen på en telefon lent mot noen bøker',
        },
        caption: {
          en: 'The new site on desktop and phone: the garments first',
          no: 'Det nye nettstedet på datamaskin og mobil: plaggene først',
        },
      },
      {
        alt: {
          en: 'The Nordic Atelier palette as pinned fabric swatches with their colour codes, above a type card',
          no: 'Fargepaletten til Nordic Atelier som stoffprøver festet med nåler, med fargekodene, over et typografikort',
        },
        caption: {
          en: 'The palette taken from the atelier’s own fabric',
          no: 'Fargepaletten hentet fra atelierets egne stoffer',
        },
      },
      {
        alt: {
          en: 'Nordic Atelier garment bags and paper bags on a brass rail',
          no: 'Plaggposer og papirposer fra Nordic Atelier på en messingstang',
        },
        caption: {
          en: 'Garment bags and paper bags for the shop',
          no: 'Plaggposer og papirposer til butikken',
        },
      },
    ],
  }),
  hero_image_alt: {
    en: 'The Nordic Atelier tailoring table from above: folded wool and linen, a swing tag and woven labels with the monogram, a tape measure, chalk, pins and scissors',
    no: 'Skredderbordet til Nordic Atelier sett ovenfra: brettet ull og lin, en merkelapp og vevde etiketter med monogrammet, målebånd, kritt, knappenåler og saks',
  },
  tags: ['branding', 'web design', 'fashion', 'luxury'],
};
