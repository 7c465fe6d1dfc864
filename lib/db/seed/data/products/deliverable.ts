import type { SeedProduct } from '../../types';

const FILE_HOST = 'https://files.nordlys.studio';

/** The files' names in the deliverable, in English and Norwegian. */
const FILE_LABELS = {
  'Canva template links (PDF)': 'Lenker til Canva-malene (PDF)',
  'PSD files': 'PSD-filer',
  'PNG previews': 'Forhåndsvisninger (PNG)',
  'Launch posting plan (PDF)': 'Publiseringsplan for lanseringen (PDF)',
  'MP4 previews': 'Forhåndsvisninger (MP4)',
  'Quick-start guide (PDF)': 'Hurtigstartguide (PDF)',
  'Hooks and captions (PDF)': 'Åpningslinjer og bildetekster (PDF)',
  'PSD cover images': 'Forsidebilder (PSD)',
  'Logo files (AI, PNG)': 'Logofiler (AI, PNG)',
  'Business card (PSD, AI)': 'Visittkort (PSD, AI)',
  'Mini brand guide (PDF)': 'Mini-merkevareguide (PDF)',
  'Logo and monogram files (AI, PNG)': 'Logo- og monogramfiler (AI, PNG)',
  'Stationery and packaging label (PSD, AI)': 'Brevpapir og emballasjeetikett (PSD, AI)',
  'Brand guidelines (PDF)': 'Merkevarehåndbok (PDF)',
  'Stickers and icons (AI, PNG)': 'Klistremerker og ikoner (AI, PNG)',
} as const;

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
} as const;

/** The deliverable is assembled from these, in English and Norwegian, by one helper. */
export interface ProductInput extends Omit<SeedProduct, 'deliverable' | 'deliverable_no' | 'gallery' | 'gallery_alt' | 'gallery_alt_no'> {
  included: string;
  included_no: string;
  files: Array<[label: FileLabel, file: string]>;
  customize: string;
  customize_no: string;
}

function deliverableIn(
  language: keyof typeof TEXTS,
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
    ...product.files.map(([label, file]) => `- ${language === 'no' ? FILE_LABELS[label] : label}: ${FILE_HOST}/${product.key}/${file}`),
    '',
    `${text.customize}: ${product.customize}`,
    text.license,
    text.support,
  ].join('\n');
}

export function withDeliverable({
  included,
  included_no,
  files,
  customize,
  customize_no,
  ...product
}: ProductInput): Omit<SeedProduct, 'gallery' | 'gallery_alt' | 'gallery_alt_no'> {
  return {
    ...product,
    deliverable: deliverableIn('en', { key: product.key, title: product.title, included, files, customize }),
    deliverable_no: deliverableIn('no', {
      key: product.key,
      title: product.title_no,
      included: included_no,
      files,
      customize: customize_no,
    }),
  };
}

export const CANVA_LINKS: [FileLabel, string] = ['Canva template links (PDF)', 'canva-template-links.pdf'];
