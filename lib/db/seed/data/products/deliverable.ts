import type { SeedProduct } from '../../types';

const FILE_HOST = 'https://files.nordlys.studio';

/** The deliverable is assembled from these, so every product shares one license and support text. */
export interface ProductInput extends Omit<SeedProduct, 'deliverable'> {
  included: string;
  files: Array<[label: string, file: string]>;
  customize: string;
}

export function withDeliverable({ included, files, customize, ...product }: ProductInput): SeedProduct {
  const deliverable = [
    'Thank you for your purchase from Nordlys Studio!',
    '',
    `Product: ${product.title}`,
    `Included: ${included}`,
    '',
    'Downloads:',
    ...files.map(([label, file]) => `- ${label}: ${FILE_HOST}/${product.key}/${file}`),
    '',
    `How to customize: ${customize}`,
    'License: personal or business use. You may customize the designs freely, but you may not resell, share or redistribute the files, edited or unedited. All digital sales are final and non-refundable.',
    'Questions or trouble downloading? Write to hello@nordlys.studio and we will reply within 24 hours.',
  ].join('\n');
  return { ...product, deliverable };
}

export const CANVA_LINKS: [string, string] = ['Canva template links (PDF)', 'canva-template-links.pdf'];
