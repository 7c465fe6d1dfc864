import { CANVA_LINKS, type ProductInput } from './deliverable';

export const brandIdentityCollections: ProductInput[] = [
  {
    key: 'brand-kit-modern-feminine',
    title: {
      en: 'Modern Feminine Brand Kit',
      no: 'Moderne feminint merkevaresett',
    },
    description: {
      en: 'A complete starter brand kit with 3 logo variations, a color palette, font pairings, a business card and 20 social templates. Files in AI, PSD, Canva and PNG.',
      no: 'Et komplett merkevaresett for deg som starter opp, med tre logovarianter, fargepalett, fontkombinasjoner, visittkort og 20 maler for sosiale medier. Filer i AI, PSD, Canva og PNG.',
    },
    price_cents: 5900,
    category: 'Brand Identity Template Collection',
    subcategory: {
      en: 'Starter Kits',
      no: 'Startpakker',
    },
    included: {
      en: '3 logo variations, color palette, font pairings, business card, 20 social media templates, a 10-page mini brand guide.',
      no: '3 logovarianter, fargepalett, skriftkombinasjoner, visittkort, 20 maler for sosiale medier, en mini-merkevareguide på 10 sider.',
    },
    files: [
      ['Logo files (AI, PNG)', 'logos.zip'],
      ['Business card (PSD, AI)', 'business-card.zip'],
      ['Mini brand guide (PDF)', 'brand-guide.pdf'],
      CANVA_LINKS,
    ],
    contents: {
      en: [
        'Logo files · 3 variations (AI, PNG)',
        'Business card · front and back (PSD, AI)',
        'Mini brand guide · 10 pages (PDF)',
        'Canva template · 20 social posts',
        'Canva template links (PDF)',
      ],
      no: [
        'Logofiler · 3 varianter (AI, PNG)',
        'Visittkort · for- og bakside (PSD, AI)',
        'Mini-merkevareguide · 10 sider (PDF)',
        'Canva-mal · 20 innlegg for sosiale medier',
        'Lenker til Canva-malene (PDF)',
      ],
    },
    compatibility: {
      en: 'Works with Canva Free and Pro, Illustrator CC and Photoshop CC; the fonts are free Google Fonts',
      no: 'Fungerer med Canva Free og Pro, Illustrator CC og Photoshop CC; skriftene er gratis Google Fonts',
    },
    customize: {
      en: 'Open the logo files in Illustrator (or edit the Canva versions), type in your business name and apply your chosen palette. The brand guide lists the free fonts used and where to download them.',
      no: 'Åpne logofilene i Illustrator (eller rediger Canva-versjonene), skriv inn navnet på bedriften din og bruk paletten du har valgt. Merkevareguiden viser hvilke gratis skrifter som er brukt, og hvor du laster dem ned.',
    },
  },
  {
    key: 'brand-kit-luxury-minimal',
    title: {
      en: 'Luxury Minimal Brand Kit',
      no: 'Merkevaresett i minimalistisk luksusstil',
    },
    description: {
      en: 'A refined kit for high-end brands: 4 logo layouts, a monogram, brand guidelines, stationery, a packaging label and 30 social templates. Files in AI, PSD, Canva and PNG.',
      no: 'Et elegant sett for eksklusive merkevarer: fire logooppsett, monogram, merkevarehåndbok, brevark, emballasjeetikett og 30 maler for sosiale medier. Filer i AI, PSD, Canva og PNG.',
    },
    price_cents: 8900,
    category: 'Brand Identity Template Collection',
    subcategory: {
      en: 'Luxury',
      no: 'Luksus',
    },
    included: {
      en: '4 logo layouts, monogram, 24-page brand guidelines, letterhead, business card, packaging label, 30 social media templates.',
      no: '4 logooppsett, monogram, merkevarehåndbok på 24 sider, brevark, visittkort, emballasjeetikett, 30 maler for sosiale medier.',
    },
    files: [
      ['Logo and monogram files (AI, PNG)', 'logos-and-monogram.zip'],
      ['Stationery and packaging label (PSD, AI)', 'stationery-and-label.zip'],
      ['Brand guidelines (PDF)', 'brand-guidelines.pdf'],
      CANVA_LINKS,
    ],
    contents: {
      en: [
        'Logo files · 4 layouts and a monogram (AI, PNG)',
        'Letterhead, business card and packaging label (PSD, AI)',
        'Brand guidelines · 24 pages (PDF)',
        'Canva template · 30 social posts',
        'Canva template links (PDF)',
      ],
      no: [
        'Logofiler · 4 oppsett og et monogram (AI, PNG)',
        'Brevark, visittkort og emballasjeetikett (PSD, AI)',
        'Merkevarehåndbok · 24 sider (PDF)',
        'Canva-mal · 30 innlegg for sosiale medier',
        'Lenker til Canva-malene (PDF)',
      ],
    },
    compatibility: {
      en: 'Works with Canva Free and Pro, Illustrator CC and Photoshop CC; the fonts are free Google Fonts',
      no: 'Fungerer med Canva Free og Pro, Illustrator CC og Photoshop CC; skriftene er gratis Google Fonts',
    },
    customize: {
      en: 'Edit the logo and monogram in Illustrator, then update the stationery and label in Photoshop or Illustrator. Follow the guidelines for spacing, color values and font sizes so every piece stays consistent.',
      no: 'Rediger logoen og monogrammet i Illustrator, og oppdater brevpapiret og etiketten i Photoshop eller Illustrator. Følg håndboken for luft, fargeverdier og skriftstørrelser, så hver del henger sammen.',
    },
  },
  {
    key: 'brand-kit-playful-bold',
    title: {
      en: 'Playful Bold Brand Kit',
      no: 'Lekent og fargesterkt merkevaresett',
    },
    description: {
      en: 'A bright, confident kit with 3 logo variations, 2 color palettes, a sticker and icon set and 25 social templates for brands that want to be noticed. Files in AI, Canva and PNG.',
      no: 'Et fargesterkt og selvsikkert sett med tre logovarianter, to fargepaletter, klistremerker, ikoner og 25 maler for sosiale medier, for merkevarer som vil synes. Filer i AI, Canva og PNG.',
    },
    price_cents: 6900,
    category: 'Brand Identity Template Collection',
    subcategory: {
      en: null,
      no: null,
    },
    included: {
      en: '3 logo variations, 2 color palettes, 24 stickers and icons, 25 social media templates, a quick-start guide.',
      no: '3 logovarianter, 2 fargepaletter, 24 klistremerker og ikoner, 25 maler for sosiale medier, en hurtigstartguide.',
    },
    files: [
      ['Logo files (AI, PNG)', 'logos.zip'],
      ['Stickers and icons (AI, PNG)', 'stickers-and-icons.zip'],
      ['Quick-start guide (PDF)', 'quick-start-guide.pdf'],
      CANVA_LINKS,
    ],
    contents: {
      en: [
        'Logo files · 3 variations (AI, PNG)',
        'Stickers and icons · 24 (AI, PNG)',
        'Quick-start guide · 8 pages (PDF)',
        'Canva template · 25 social posts',
        'Canva template links (PDF)',
      ],
      no: [
        'Logofiler · 3 varianter (AI, PNG)',
        'Klistremerker og ikoner · 24 (AI, PNG)',
        'Hurtigstartguide · 8 sider (PDF)',
        'Canva-mal · 25 innlegg for sosiale medier',
        'Lenker til Canva-malene (PDF)',
      ],
    },
    compatibility: {
      en: 'Works with Canva Free and Pro and Illustrator CC; the fonts are free Google Fonts',
      no: 'Fungerer med Canva Free og Pro og Illustrator CC; skriftene er gratis Google Fonts',
    },
    customize: {
      en: 'Pick one of the two palettes, edit the logo text in Illustrator or Canva, and recolor the stickers and icons to match. The social templates use the same color styles, so they update in one step.',
      no: 'Velg en av de to palettene, rediger logoteksten i Illustrator eller Canva, og gi klistremerkene og ikonene farger som passer. Malene for sosiale medier bruker de samme fargestilene, så de oppdateres i ett steg.',
    },
  },
];
