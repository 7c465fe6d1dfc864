import type { SeedProduct } from '../types';

const FILE_HOST = 'https://files.nordlys.studio';

/** The deliverable is assembled from these, so every product shares one license and support text. */
interface ProductInput extends Omit<SeedProduct, 'deliverable'> {
  included: string;
  files: Array<[label: string, file: string]>;
  customize: string;
}

function withDeliverable({ included, files, customize, ...product }: ProductInput): SeedProduct {
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

const CANVA_LINKS: [string, string] = ['Canva template links (PDF)', 'canva-template-links.pdf'];

const products: ProductInput[] = [
  {
    key: 'ig-posts-minimal-beauty',
    title: 'Minimal Beauty Instagram Posts',
    title_no: 'Minimalistiske innleggsmaler for skjønnhetsmerker',
    description:
      '30 clean, editorial post templates for skincare, beauty and nail brands in soft neutral tones. Editable in Canva and Photoshop (PSD), in 1080×1350 and 1080×1080.',
    description_no:
      '30 rene, redaksjonelle innleggsmaler for hudpleie-, skjønnhets- og neglemerker i myke, nøytrale toner. Redigeres i Canva og Photoshop (PSD), i formatene 1080×1350 og 1080×1080.',
    price_cents: 2900,
    category: 'Instagram Post Templates',
    subcategory: 'Beauty',
    subcategory_no: 'Skjønnhet',
    included: '30 post templates (1080×1350 and 1080×1080), Canva templates, layered PSD files, PNG previews.',
    files: [CANVA_LINKS, ['PSD files', 'minimal-beauty-psd.zip'], ['PNG previews', 'previews-png.zip']],
    customize:
      'Open the PDF and click a link to copy the templates into your own Canva account, or open the PSD files in Photoshop. Replace the photos, then change colors and fonts to match your brand.',
  },
  {
    key: 'ig-posts-wellness-coach',
    title: 'Wellness Coach Instagram Posts',
    title_no: 'Innleggsmaler for helsecoacher',
    description:
      '40 calm, on-brand posts for coaches and therapists: quotes, client wins, offers and carousel tips. Includes Canva templates, PSD files and 10 matching story frames.',
    description_no:
      '40 rolige innleggsmaler for coacher og terapeuter: sitater, kundeerfaringer, tilbud og karuseller med tips. Med Canva-maler, PSD-filer og 10 tilhørende story-rammer.',
    price_cents: 3400,
    category: 'Instagram Post Templates',
    subcategory: 'Coaching',
    subcategory_no: 'Coaching',
    included: '40 post templates, 10 story frames (1080×1920), Canva templates, layered PSD files, PNG previews.',
    files: [CANVA_LINKS, ['PSD files', 'wellness-coach-psd.zip'], ['PNG previews', 'previews-png.zip']],
    customize:
      'Copy the templates into Canva from the links in the PDF, then use the brand color panel to recolor the whole set at once. Swap in your own photos and write your captions on the text layers.',
  },
  {
    key: 'ig-posts-boutique-launch',
    title: 'Boutique Launch Instagram Posts',
    title_no: 'Innleggsmaler for butikklansering',
    description:
      '25 posts that take a clothing or accessories boutique from first teaser to opening day, with countdown, new-in and sale layouts. Editable in Canva, with PNG previews.',
    description_no:
      '25 innleggsmaler som tar en kles- eller tilbehørsbutikk fra første teaser til åpningsdagen, med nedtelling, nyheter og salg. Redigeres i Canva, med PNG-forhåndsvisninger.',
    price_cents: 2400,
    category: 'Instagram Post Templates',
    subcategory: 'Fashion',
    subcategory_no: 'Mote',
    included:
      '25 post templates (1080×1350), a suggested four-week launch posting plan, Canva templates, PNG previews.',
    files: [
      CANVA_LINKS,
      ['Launch posting plan (PDF)', 'launch-posting-plan.pdf'],
      ['PNG previews', 'previews-png.zip'],
    ],
    customize:
      'Copy the templates into Canva, add your logo and product photos, and follow the posting plan to schedule the countdown. Dates and prices are editable text.',
  },
  {
    key: 'ig-reels-product-showcase',
    title: 'Product Showcase Reels',
    title_no: 'Reels-maler for produktvisning',
    description:
      '15 vertical reels templates (1080×1920) that show products from every angle with smooth transitions and text overlays. Editable in Canva: just drop in your own clips.',
    description_no:
      '15 vertikale reels-maler (1080×1920) som viser fram produktene fra alle kanter, med myke overganger og tekst i bildet. Redigeres i Canva – du legger bare inn dine egne klipp.',
    price_cents: 3900,
    category: 'Instagram Reels Templates',
    subcategory: 'E-commerce',
    subcategory_no: 'Netthandel',
    included: '15 reels templates (1080×1920), Canva templates, MP4 previews, a quick-start guide.',
    files: [CANVA_LINKS, ['MP4 previews', 'previews-mp4.zip'], ['Quick-start guide (PDF)', 'quick-start-guide.pdf']],
    customize:
      'Copy a template into Canva, drag your video clips or photos onto the placeholders and edit the text overlays. Timings are set for 7–15 second reels; the guide shows how to adjust them.',
  },
  {
    key: 'ig-reels-behind-the-scenes',
    title: 'Behind the Scenes Reels',
    title_no: 'Reels-maler: bak kulissene',
    description:
      '12 reels templates for packing orders, studio days and making-of moments, with hooks and captions written for small product businesses. Editable in Canva.',
    description_no:
      '12 reels-maler for ordrepakking, verkstedsdager og glimt fra produksjonen, med ferdige åpningslinjer og bildetekster skrevet for små produktbedrifter. Redigeres i Canva.',
    price_cents: 2900,
    category: 'Instagram Reels Templates',
    subcategory: 'E-commerce',
    subcategory_no: 'Netthandel',
    included: '12 reels templates (1080×1920), 30 hook and caption ideas, Canva templates, MP4 previews.',
    files: [CANVA_LINKS, ['Hooks and captions (PDF)', 'hooks-and-captions.pdf'], ['MP4 previews', 'previews-mp4.zip']],
    customize:
      'Film short clips on your phone, copy a template into Canva and drop the clips onto the placeholders. Pick a hook from the PDF and edit the on-screen text and colors to suit your brand.',
  },
  {
    key: 'ig-reels-tips-and-tutorials',
    title: 'Tips & Tutorials Reels',
    title_no: 'Reels-maler for tips og veiledninger',
    description:
      '20 step-by-step reels templates for sharing tips, how-tos and mini lessons, with numbered steps and on-screen captions. Editable in Canva, with PSD covers for your grid.',
    description_no:
      '20 reels-maler for tips, veiledninger og minikurs steg for steg, med nummererte steg og tekst på skjermen. Redigeres i Canva, med PSD-forsider til profilrutenettet.',
    price_cents: 4500,
    category: 'Instagram Reels Templates',
    subcategory: 'Education',
    subcategory_no: 'Undervisning',
    included:
      '20 reels templates (1080×1920), 20 matching cover images, Canva templates, layered PSD covers, MP4 previews.',
    files: [
      CANVA_LINKS,
      ['PSD cover images', 'covers-psd.zip'],
      ['MP4 previews', 'previews-mp4.zip'],
      ['Quick-start guide (PDF)', 'quick-start-guide.pdf'],
    ],
    customize:
      'Copy a template into Canva, add or remove step slides as needed and type your tips into the caption blocks. Edit the matching PSD cover in Photoshop so your grid stays consistent.',
  },
  {
    key: 'brand-kit-modern-feminine',
    title: 'Modern Feminine Brand Kit',
    title_no: 'Moderne feminint merkevaresett',
    description:
      'A complete starter brand kit with 3 logo variations, a color palette, font pairings, a business card and 20 social templates. Files in AI, PSD, Canva and PNG.',
    description_no:
      'Et komplett merkevaresett for deg som starter opp, med tre logovarianter, fargepalett, fontkombinasjoner, visittkort og 20 maler for sosiale medier. Filer i AI, PSD, Canva og PNG.',
    price_cents: 5900,
    category: 'Brand Identity Template Collection',
    subcategory: 'Starter Kits',
    subcategory_no: 'Startpakker',
    included:
      '3 logo variations, color palette, font pairings, business card, 20 social media templates, a 10-page mini brand guide.',
    files: [
      ['Logo files (AI, PNG)', 'logos.zip'],
      ['Business card (PSD, AI)', 'business-card.zip'],
      ['Mini brand guide (PDF)', 'brand-guide.pdf'],
      CANVA_LINKS,
    ],
    customize:
      'Open the logo files in Illustrator (or edit the Canva versions), type in your business name and apply your chosen palette. The brand guide lists the free fonts used and where to download them.',
  },
  {
    key: 'brand-kit-luxury-minimal',
    title: 'Luxury Minimal Brand Kit',
    title_no: 'Merkevaresett i minimalistisk luksusstil',
    description:
      'A refined kit for high-end brands: 4 logo layouts, a monogram, brand guidelines, stationery, a packaging label and 30 social templates. Files in AI, PSD, Canva and PNG.',
    description_no:
      'Et elegant sett for eksklusive merkevarer: fire logooppsett, monogram, merkevarehåndbok, brevark, emballasjeetikett og 30 maler for sosiale medier. Filer i AI, PSD, Canva og PNG.',
    price_cents: 8900,
    category: 'Brand Identity Template Collection',
    subcategory: 'Luxury',
    subcategory_no: 'Luksus',
    included:
      '4 logo layouts, monogram, 24-page brand guidelines, letterhead, business card, packaging label, 30 social media templates.',
    files: [
      ['Logo and monogram files (AI, PNG)', 'logos-and-monogram.zip'],
      ['Stationery and packaging label (PSD, AI)', 'stationery-and-label.zip'],
      ['Brand guidelines (PDF)', 'brand-guidelines.pdf'],
      CANVA_LINKS,
    ],
    customize:
      'Edit the logo and monogram in Illustrator, then update the stationery and label in Photoshop or Illustrator. Follow the guidelines for spacing, color values and font sizes so every piece stays consistent.',
  },
  {
    key: 'brand-kit-playful-bold',
    title: 'Playful Bold Brand Kit',
    title_no: 'Lekent og fargesterkt merkevaresett',
    description:
      'A bright, confident kit with 3 logo variations, 2 color palettes, a sticker and icon set and 25 social templates for brands that want to be noticed. Files in AI, Canva and PNG.',
    description_no:
      'Et fargesterkt og selvsikkert sett med tre logovarianter, to fargepaletter, klistremerker, ikoner og 25 maler for sosiale medier, for merkevarer som vil synes. Filer i AI, Canva og PNG.',
    price_cents: 6900,
    category: 'Brand Identity Template Collection',
    subcategory: null,
    subcategory_no: null,
    included:
      '3 logo variations, 2 color palettes, 24 stickers and icons, 25 social media templates, a quick-start guide.',
    files: [
      ['Logo files (AI, PNG)', 'logos.zip'],
      ['Stickers and icons (AI, PNG)', 'stickers-and-icons.zip'],
      ['Quick-start guide (PDF)', 'quick-start-guide.pdf'],
      CANVA_LINKS,
    ],
    customize:
      'Pick one of the two palettes, edit the logo text in Illustrator or Canva, and recolor the stickers and icons to match. The social templates use the same color styles, so they update in one step.',
  },
];

export const demoProducts: SeedProduct[] = products.map(withDeliverable);
