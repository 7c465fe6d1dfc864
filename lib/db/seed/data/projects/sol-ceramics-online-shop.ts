import type { SeedProject } from '../../types';
import { caseStudyGallery } from './gallery';

export const solCeramicsOnlineShop: SeedProject = {
  slug: 'sol-ceramics-online-shop',
  title: {
    en: 'Sol Ceramics Online Shop',
    no: 'Nettbutikk for Sol Ceramics',
  },
  category: 'E-commerce',
  featured: false,
  hero_image: '/images/projects/sol-ceramics-online-shop/hero.webp',
  short_description: {
    en: 'An online shop for a one-woman ceramics studio, built to sell small batches of handmade tableware without the chaos of launch day.',
    no: 'Nettbutikk for et keramikkverksted drevet av én kvinne, bygget for å selge små opplag med håndlaget servise – uten kaos hver gang en ny kolleksjon slippes.',
  },
  full_description: {
    en: [
      '<h2>The challenge</h2>',
      '<p>Hanna Nilsen makes every cup, bowl and plate at Sol Ceramics by hand and releases new work in small batches a few times a year. Her drops were announced on Instagram and sold through direct messages, which meant double-sold pieces, lost orders and hours of manual invoicing after every release.</p>',
      '<h2>Our approach</h2>',
      '<p>We designed a shop that treats each release as an event: a countdown page with a waitlist, product pages with honest close-up photography and care advice, and stock levels that update in real time so nothing is sold twice. A simple wholesale catalogue gives cafés and restaurants their own way to order.</p>',
      '<ul><li>E-commerce design and Shopify setup</li><li>Collection launch pages with waitlist sign-up</li><li>Art direction for product photography</li><li>Printable wholesale catalogue (PDF)</li><li>Packaging inserts and order confirmation e-mails</li></ul>',
      '<p><strong>The result:</strong> The first release on the new shop sold out in <strong>under two hours</strong> without a single double order, and the waitlist grew to 1,800 sign-ups. Wholesale now accounts for around 30% of revenue.</p>',
      '<blockquote>“I used to dread launch days. Now I press publish, go for a walk and come back to a list of orders to pack.” – Hanna Nilsen, founder</blockquote>',
    ].join(''),
    no: [
      '<h2>Utfordringen</h2>',
      '<p>Hanna Nilsen lager hver eneste kopp, bolle og tallerken hos Sol Ceramics for hånd, og slipper nye arbeider i små opplag noen ganger i året. Lanseringene ble annonsert på Instagram og solgt via direktemeldinger, noe som førte til dobbeltsalg, ordrer som forsvant og timevis med manuell fakturering etter hvert slipp.</p>',
      '<h2>Slik jobbet vi</h2>',
      '<p>Vi designet en nettbutikk som gjør hver lansering til en begivenhet: en nedtellingsside med venteliste, produktsider med ærlige nærbilder og stellråd, og lagerstatus som oppdateres fortløpende, slik at ingenting selges to ganger. En enkel grossistkatalog gir kafeer og restauranter sin egen vei inn.</p>',
      '<ul><li>Design av nettbutikk og oppsett i Shopify</li><li>Lanseringssider for kolleksjoner med påmelding til venteliste</li><li>Art direction for produktfoto</li><li>Utskriftsvennlig grossistkatalog (PDF)</li><li>Innlegg i pakkene og e-poster for ordrebekreftelse</li></ul>',
      '<p><strong>Resultatet:</strong> Den første lanseringen i den nye nettbutikken ble utsolgt på <strong>under to timer</strong>, uten en eneste dobbeltbestilling, og ventelisten vokste til 1 800 påmeldte. Grossistsalget står nå for rundt 30 % av omsetningen.</p>',
      '<blockquote>«Før gruet jeg meg til lanseringsdagene. Nå trykker jeg på publiser, går en tur og kommer hjem til en liste med ordrer som skal pakkes.» – Hanna Nilsen, grunnlegger</blockquote>',
    ].join(''),
  },
  client_name: 'Sol Ceramics',
  completion_date: '2023-11-03',
  year: 2023,
  project_timeline: {
    en: '8 weeks',
    no: '8 uker',
  },
  video_url: null,
  ...caseStudyGallery('sol-ceramics-online-shop', {
    client: 'Sol Ceramics',
    kind: 'website',
    scenes: [
      {
        alt: {
          en: 'Sol Ceramics pieces on clay plinths in hard morning sun: the art direction for the product photos',
          no: 'Keramikk fra Sol Ceramics på sokler av leire i skarp morgensol: retningen for produktbildene',
        },
        caption: {
          en: 'Art direction for the product photos: hard morning sun on clay',
          no: 'Retning for produktbildene: skarp morgensol på leire',
        },
      },
      {
        alt: {
          en: 'Three phones on linen showing the Sol Ceramics release countdown, a product and the cart',
          no: 'Tre mobiler på lin som viser nedtellingen til en lansering hos Sol Ceramics, et produkt og handlekurven',
        },
        caption: {
          en: 'The release countdown, a product page and the cart on a phone',
          no: 'Nedtellingen til lanseringen, en produktside og handlekurven på mobil',
        },
      },
      {
        alt: {
          en: 'The printed Sol Ceramics wholesale catalogue open on terracotta, with a packing insert',
          no: 'Den trykte grossistkatalogen til Sol Ceramics oppslått på terrakotta, med et pakkekort',
        },
        caption: {
          en: 'The printed wholesale catalogue and the packing insert',
          no: 'Den trykte grossistkatalogen og pakkekortet',
        },
      },
    ],
  }),
  hero_image_alt: {
    en: 'The Sol Ceramics release page with its countdown on a laptop, among handmade vases, cups and bowls, with the shop on a phone',
    no: 'Lanseringssiden til Sol Ceramics med nedtelling på en bærbar PC, blant håndlagde vaser, kopper og boller, og butikken på en mobil',
  },
  tags: ['ecommerce', 'web design', 'catalog design'],
};
