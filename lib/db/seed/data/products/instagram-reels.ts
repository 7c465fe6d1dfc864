import { CANVA_LINKS, type ProductInput } from './deliverable';

export const instagramReelsTemplates: ProductInput[] = [
  {
    key: 'ig-reels-product-showcase',
    title: {
      en: 'Product Showcase Reels',
      no: 'Reels-maler for produktvisning',
    },
    description: {
      en: '15 vertical reels templates (1080×1920) that show products from every angle with smooth transitions and text overlays. Editable in Canva: just drop in your own clips.',
      no: '15 vertikale reels-maler (1080×1920) som viser fram produktene fra alle kanter, med myke overganger og tekst i bildet. Redigeres i Canva – du legger bare inn dine egne klipp.',
    },
    price_cents: 3900,
    category: 'Instagram Reels Templates',
    subcategory: {
      en: 'E-commerce',
      no: 'Netthandel',
    },
    included: {
      en: '15 reels templates (1080×1920), Canva templates, MP4 previews, a quick-start guide.',
      no: '15 reels-maler (1080×1920), Canva-maler, forhåndsvisninger i MP4, en hurtigstartguide.',
    },
    files: [CANVA_LINKS, ['MP4 previews', 'previews-mp4.zip'], ['Quick-start guide (PDF)', 'quick-start-guide.pdf']],
    contents: {
      en: [
        'Canva template · 15 reels (1080×1920)',
        'MP4 previews of every reel',
        'Quick-start guide · 6 pages (PDF)',
        'Canva template links (PDF)',
      ],
      no: [
        'Canva-mal · 15 reels (1080×1920)',
        'Forhåndsvisninger av hver reel (MP4)',
        'Hurtigstartguide · 6 sider (PDF)',
        'Lenker til Canva-malene (PDF)',
      ],
    },
    compatibility: {
      en: 'Works with Canva Free and Pro; the MP4 previews play on any phone or computer',
      no: 'Fungerer med Canva Free og Pro; forhåndsvisningene i MP4 spilles av på alle mobiler og datamaskiner',
    },
    customize: {
      en: 'Copy a template into Canva, drag your video clips or photos onto the placeholders and edit the text overlays. Timings are set for 7–15 second reels; the guide shows how to adjust them.',
      no: 'Kopier en mal til Canva, dra videoklippene eller bildene dine inn i plassholderne, og rediger tekstene i videoen. Tidene er satt for reels på 7–15 sekunder; guiden viser hvordan du justerer dem.',
    },
  },
  {
    key: 'ig-reels-behind-the-scenes',
    title: {
      en: 'Behind the Scenes Reels',
      no: 'Reels-maler: bak kulissene',
    },
    description: {
      en: '12 reels templates for packing orders, studio days and making-of moments, with hooks and captions written for small product businesses. Editable in Canva.',
      no: '12 reels-maler for ordrepakking, verkstedsdager og glimt fra produksjonen, med ferdige åpningslinjer og bildetekster skrevet for små produktbedrifter. Redigeres i Canva.',
    },
    price_cents: 2900,
    category: 'Instagram Reels Templates',
    subcategory: {
      en: 'E-commerce',
      no: 'Netthandel',
    },
    included: {
      en: '12 reels templates (1080×1920), 30 hook and caption ideas, Canva templates, MP4 previews.',
      no: '12 reels-maler (1080×1920), 30 ideer til åpningslinjer og bildetekster, Canva-maler, forhåndsvisninger i MP4.',
    },
    files: [CANVA_LINKS, ['Hooks and captions (PDF)', 'hooks-and-captions.pdf'], ['MP4 previews', 'previews-mp4.zip']],
    contents: {
      en: [
        'Canva template · 12 reels (1080×1920)',
        'Hooks and captions · 30 ideas, 12 pages (PDF)',
        'MP4 previews of every reel',
        'Canva template links (PDF)',
      ],
      no: [
        'Canva-mal · 12 reels (1080×1920)',
        'Åpningslinjer og bildetekster · 30 ideer, 12 sider (PDF)',
        'Forhåndsvisninger av hver reel (MP4)',
        'Lenker til Canva-malene (PDF)',
      ],
    },
    compatibility: {
      en: 'Works with Canva Free and Pro',
      no: 'Fungerer med Canva Free og Pro',
    },
    customize: {
      en: 'Film short clips on your phone, copy a template into Canva and drop the clips onto the placeholders. Pick a hook from the PDF and edit the on-screen text and colors to suit your brand.',
      no: 'Film korte klipp med mobilen, kopier en mal til Canva og slipp klippene i plassholderne. Velg en åpningslinje fra PDF-en, og tilpass teksten på skjermen og fargene til merkevaren din.',
    },
  },
  {
    key: 'ig-reels-tips-and-tutorials',
    title: {
      en: 'Tips & Tutorials Reels',
      no: 'Reels-maler for tips og veiledninger',
    },
    description: {
      en: '20 step-by-step reels templates for sharing tips, how-tos and mini lessons, with numbered steps and on-screen captions. Editable in Canva, with PSD covers for your grid.',
      no: '20 reels-maler for tips, veiledninger og minikurs steg for steg, med nummererte steg og tekst på skjermen. Redigeres i Canva, med PSD-forsider til profilrutenettet.',
    },
    price_cents: 4500,
    category: 'Instagram Reels Templates',
    subcategory: {
      en: 'Education',
      no: 'Undervisning',
    },
    included: {
      en: '20 reels templates (1080×1920), 20 matching cover images, Canva templates, layered PSD covers, MP4 previews.',
      no: '20 reels-maler (1080×1920), 20 tilhørende forsidebilder, Canva-maler, forsidebilder i PSD med lag, forhåndsvisninger i MP4.',
    },
    files: [
      CANVA_LINKS,
      ['PSD cover images', 'covers-psd.zip'],
      ['MP4 previews', 'previews-mp4.zip'],
      ['Quick-start guide (PDF)', 'quick-start-guide.pdf'],
    ],
    contents: {
      en: [
        'Canva template · 20 reels (1080×1920)',
        '20 matching cover images · layered PSD',
        'MP4 previews of every reel',
        'Quick-start guide · 6 pages (PDF)',
        'Canva template links (PDF)',
      ],
      no: [
        'Canva-mal · 20 reels (1080×1920)',
        '20 omslagsbilder som passer til · PSD med lag',
        'Forhåndsvisninger av hver reel (MP4)',
        'Hurtigstartguide · 6 sider (PDF)',
        'Lenker til Canva-malene (PDF)',
      ],
    },
    compatibility: {
      en: 'Works with Canva Free and Pro, and Photoshop CC 2020 or newer',
      no: 'Fungerer med Canva Free og Pro, og Photoshop CC 2020 eller nyere',
    },
    customize: {
      en: 'Copy a template into Canva, add or remove step slides as needed and type your tips into the caption blocks. Edit the matching PSD cover in Photoshop so your grid stays consistent.',
      no: 'Kopier en mal til Canva, legg til eller fjern trinn etter behov, og skriv tipsene dine i tekstfeltene. Rediger det tilhørende forsidebildet i Photoshop, så profilen din holder et helhetlig uttrykk.',
    },
  },
];
