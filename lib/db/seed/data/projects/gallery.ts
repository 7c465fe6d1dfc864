import { perLanguage, type Translated } from '../../types';

// A case study's gallery: the three scenes the SVG artwork draws (gallery-1…3) and the artefacts
// the HTML renderer draws (artefact-1…), in the order the page shows them. The case study's
// rhythm (components/projects/project-gallery.tsx) is wide, two squares, a 21:9 detail, two
// squares, again; this order puts each picture in a slot of its own shape.

/** A picture's texts, in every language: what it shows, and the caption under it. */
export interface GalleryTexts {
  alt: Translated<string>;
  caption: Translated<string>;
}

type Artefact = (client: string) => GalleryTexts;

const ARTEFACTS = {
  logos: (client) => ({
    alt: {
      en: `The ${client} logo sheet: the main lock-up, the wordmark on colour, the mark with the name beside it and the mark alone`,
      no: `Logoarket for ${client}: hovedlogoen, ordmerket på farge, merket med navnet ved siden av og merket alene`,
    },
    caption: {
      en: 'The lock-ups: one mark, four ways to set it, each tested at small sizes',
      no: 'Logovariantene: ett merke, fire måter å sette det på, hver prøvd ut i små størrelser',
    },
  }),
  palette: (client) => ({
    alt: {
      en: `The ${client} colour system with hex, RGB and CMYK values, and the two typefaces with their alphabets`,
      no: `Fargesystemet til ${client} med hex-, RGB- og CMYK-verdier, og de to skriftene med alfabetene sine`,
    },
    caption: {
      en: 'Colour and type: five colours with their print and screen values, a display face and a text face',
      no: 'Farger og typografi: fem farger med verdier for trykk og skjerm, en skrift for titler og en for tekst',
    },
  }),
  type: (client) => ({
    alt: {
      en: `A close-up of the ${client} display type: two large letters, the Norwegian letters and the figures, and the size scale`,
      no: `Et nærbilde av titteltypografien til ${client}: store bokstaver, de norske bokstavene og tallene, og størrelsesskalaen`,
    },
    caption: {
      en: 'Detail: the display face with æ, ø and å, and the three sizes the whole identity uses',
      no: 'Detalj: titelskriften med æ, ø og å, og de tre størrelsene hele identiteten bruker',
    },
  }),
  stationery: (client) => ({
    alt: {
      en: `${client} stationery: a letterhead, both sides of the business card and a note card`,
      no: `Brevpapir for ${client}: et brevark, begge sider av visittkortet og et notatkort`,
    },
    caption: {
      en: 'Stationery: the letterhead, business cards and a note card that goes in every order',
      no: 'Brevpapir: brevarket, visittkortene og et notatkort som følger med hver bestilling',
    },
  }),
  social: (client) => ({
    alt: {
      en: `Nine ${client} social media posts in the identity’s colours: photographs, quotes, lists and offers`,
      no: `Ni innlegg for sosiale medier fra ${client} i identitetens farger: bilder, sitater, lister og tilbud`,
    },
    caption: {
      en: 'Social templates the team fills in themselves: photograph, quote, list and offer',
      no: 'Maler for sosiale medier som teamet fyller ut selv: bilde, sitat, liste og tilbud',
    },
  }),
  stories: (client) => ({
    alt: {
      en: `Three ${client} story frames: a photo cover, a numbered list and a link slide`,
      no: `Tre story-rammer fra ${client}: et bildeomslag, en nummerert liste og en lenkeside`,
    },
    caption: {
      en: 'Stories for launch week, in the same grid as the posts',
      no: 'Stories til lanseringsuka, i samme rutenett som innleggene',
    },
  }),
  guide: (client) => ({
    alt: {
      en: `A spread of the ${client} brand guide: the logo’s clear space, sizes and misuse`,
      no: `Et oppslag fra merkevareguiden til ${client}: luft rundt logoen, størrelser og feil bruk`,
    },
    caption: {
      en: 'The guidelines: clear space, minimum sizes and the one thing never to do',
      no: 'Retningslinjene: luft rundt logoen, minste størrelser og det ene du aldri skal gjøre',
    },
  }),
  desktop: (client) => ({
    alt: {
      en: `The ${client} website’s front page in a desktop browser`,
      no: `Forsiden til nettstedet til ${client} i en nettleser på datamaskin`,
    },
    caption: {
      en: 'The front page at 1440 pixels: one message, one call to action, the work below',
      no: 'Forsiden i 1440 piksler: ett budskap, én handling, innholdet under',
    },
  }),
  phones: (client) => ({
    alt: {
      en: `The ${client} website on three phones: the top of the page, the middle section and the footer`,
      no: `Nettstedet til ${client} på tre mobiler: toppen av siden, midtpartiet og bunnen`,
    },
    caption: {
      en: 'On a phone, where most visitors arrive: the same page, one column',
      no: 'På mobilen, der de fleste besøkende kommer inn: den samme siden, i én spalte',
    },
  }),
} satisfies Record<string, Artefact>;

type ArtefactKind = keyof typeof ARTEFACTS;

// The artefact files' numbers follow scripts/demo-images/pages/project-artefacts.mjs.
const BRANDING: ArtefactKind[] = ['logos', 'palette', 'type', 'stationery', 'social', 'stories', 'guide'];
const WEBSITE: ArtefactKind[] = ['logos', 'palette', 'type', 'stationery', 'social', 'desktop', 'phones', 'stories'];

// Positions in the page's rhythm: 's1'… the scenes, the artefacts by kind.
const ORDER = {
  branding: ['s1', 'logos', 'palette', 'type', 'stationery', 'social', 's2', 'stories', 'guide', 's3'],
  website: ['s1', 'logos', 'palette', 'type', 'stationery', 'phones', 'desktop', 'social', 'stories', 's2', 's3'],
} as const;

export interface ProjectGallery {
  image_gallery: string[];
  image_gallery_alt: Translated<string[]>;
  image_gallery_caption: Translated<string[]>;
}

/** One picture of a case study's gallery: its file in public/images/projects/<slug>/, and its texts. */
export interface GalleryItem extends GalleryTexts {
  file: `gallery-${number}` | `artefact-${number}`;
}

/**
 * The gallery fields of a project whose artefacts are its own (scripts/demo-images/pages/clients):
 * the pictures in the order the page shows them, each in a slot of its shape (the rhythm above).
 */
export function galleryOf(slug: string, items: GalleryItem[]): ProjectGallery {
  return {
    image_gallery: items.map(({ file }) => `/images/projects/${slug}/${file}.webp`),
    image_gallery_alt: perLanguage((locale) => items.map(({ alt }) => alt[locale])),
    image_gallery_caption: perLanguage((locale) => items.map(({ caption }) => caption[locale])),
  };
}

/** The gallery fields of a project's seed: its three scenes' texts, then its artefacts in the page's order. */
export function caseStudyGallery(
  slug: string,
  { client, kind, scenes }: { client: string; kind: keyof typeof ORDER; scenes: [GalleryTexts, GalleryTexts, GalleryTexts] },
): ProjectGallery {
  const files = kind === 'website' ? WEBSITE : BRANDING;
  const items = ORDER[kind].map((position) => {
    const scene = /^s(\d)$/.exec(position);
    if (scene) return { file: `gallery-${scene[1]}`, texts: scenes[Number(scene[1]) - 1]! };
    const artefact = position as ArtefactKind;
    return { file: `artefact-${files.indexOf(artefact) + 1}`, texts: ARTEFACTS[artefact](client) };
  });
  return galleryOf(
    slug,
    items.map(({ file, texts }) => ({ file: file as GalleryItem['file'], ...texts })),
  );
}
