import type { Locale } from '@/i18n/routing';
import { perLanguage, type SeedProduct, type Translated } from '../../types';

const FILE_HOST = 'https://files.nordlys.studio';

/** The files' names in the deliverable, in every language; the product lists name them by the English one. */
const FILE_LABELS = {
  'Canva template links (PDF)': { en: 'Canva template links (PDF)', no: 'Lenker til Canva-malene (PDF)' },
  'PSD files': { en: 'PSD files', no: 'PSD-filer' },
  'PNG previews': { en: 'PNG previews', no: 'Forhåndsvisninger (PNG)' },
  'Launch posting plan (PDF)': { en: 'Launch posting plan (PDF)', no: 'Publiseringsplan for lanseringen (PDF)' },
  'MP4 previews': { en: 'MP4 previews', no: 'Forhåndsvisninger (MP4)' },
  'Quick-start guide (PDF)': { en: 'Quick-start guide (PDF)', no: 'Hurtigstartguide (PDF)' },
  'Hooks and captions (PDF)': { en: 'Hooks and captions (PDF)', no: 'Åpningslinjer og bildetekster (PDF)' },
  'PSD cover images': { en: 'PSD cover images', no: 'Forsidebilder (PSD)' },
  'Logo files (AI, PNG)': { en: 'Logo files (AI, PNG)', no: 'Logofiler (AI, PNG)' },
  'Business card (PSD, AI)': { en: 'Business card (PSD, AI)', no: 'Visittkort (PSD, AI)' },
  'Mini brand guide (PDF)': { en: 'Mini brand guide (PDF)', no: 'Mini-merkevareguide (PDF)' },
  'Logo and monogram files (AI, PNG)': { en: 'Logo and monogram files (AI, PNG)', no: 'Logo- og monogramfiler (AI, PNG)' },
  'Stationery and packaging label (PSD, AI)': {
    en: 'Stationery and packaging label (PSD, AI)',
    no: 'Brevpapir og emballasjeetikett (PSD, AI)',
  },
  'Brand guidelines (PDF)': { en: 'Brand guidelines (PDF)', no: 'Merkevarehåndbok (PDF)' },
  'Stickers and icons (AI, PNG)': { en: 'Stickers and icons (AI, PNG)', no: 'Klistremerker og ikoner (AI, PNG)' },
} as const satisfies Record<string, Translated<string>>;

type FileLabel = keyof typeof FILE_LABELS;

/** The deliverable's fixed lines, in each language: every product shares one license and support text. */
const TEXTS = {
  en: {
    thanks: 'Thank you for your purchase from Nordlys Studio!',
    product: 'Product',
    included: 'Included',
    downloads: 'Downloads:',
    customize: 'How to customize',
    license:
      'License: personal or business use. You may customize the designs freely, but you may not resell, share or redistribute the files, edited or unedited. All digital sales are final and non-refundable.',
    support: 'Questions or trouble downloading? Write to hello@nordlys.studio and we will reply within 24 hours.',
  },
  no: {
    thanks: 'Takk for at du handlet hos Nordlys Studio!',
    product: 'Produkt',
    included: 'Dette får du',
    downloads: 'Nedlastinger:',
    customize: 'Slik tilpasser du malene',
    license:
      'Lisens: til privat bruk eller bruk i egen bedrift. Du kan tilpasse designene fritt, men du kan ikke selge, dele eller distribuere filene videre, verken redigert eller uredigert. Alle kjøp av digitale produkter er endelige, og kjøpesummen refunderes ikke.',
    support: 'Spørsmål, eller problemer med nedlastingen? Skriv til hello@nordlys.studio, så svarer vi innen 24 timer.',
  },
} as const satisfies Translated<Record<string, string>>;

/** The deliverable is assembled from these, in every language, by one helper. */
export interface ProductInput extends Omit<SeedProduct, 'deliverable' | 'gallery' | 'gallery_alt'> {
  included: Translated<string>;
  files: Array<[label: FileLabel, file: string]>;
  customize: Translated<string>;
}

function deliverableIn(
  language: Locale,
  product: { key: string; title: string; included: string; files: ProductInput['files']; customize: string },
): string {
  const text = TEXTS[language];
  return [
    text.thanks,
    '',
    `${text.product}: ${product.title}`,
    `${text.included}: ${product.included}`,
    '',
    text.downloads,
    ...product.files.map(([label, file]) => `- ${FILE_LABELS[label][language]}: ${FILE_HOST}/${product.key}/${file}`),
    '',
    `${text.customize}: ${product.customize}`,
    text.license,
    text.support,
  ].join('\n');
}

export function withDeliverable({ included, files, customize, ...product }: ProductInput): Omit<SeedProduct, 'gallery' | 'gallery_alt'> {
  return {
    ...product,
    deliverable: perLanguage((language) =>
      deliverableIn(language, {
        key: product.key,
        title: product.title[language],
        included: included[language],
        files,
        customize: customize[language],
      }),
    ),
  };
}

export const CANVA_LINKS: [FileLabel, string] = ['Canva template links (PDF)', 'canva-template-links.pdf'];
