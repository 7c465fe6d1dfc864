import { perLanguage, type SeedProduct, type Translated } from '../../types';

// The product previews the demo artwork script renders (scripts/demo-images/pages/product-previews.mjs):
// five per product, in the order the script draws them, with what each shows in both languages.
// The demo brand's name is the same in every language, as in the pictures.

type Preview = { alt: Translated<string> };

const BRANDS: Record<string, string> = {
  'ig-posts-minimal-beauty': 'Maren',
  'ig-posts-wellness-coach': 'Ro Wellness',
  'ig-posts-boutique-launch': 'Atelier Siv',
  'ig-reels-product-showcase': 'Glow & Co',
  'ig-reels-behind-the-scenes': 'Studio Aria',
  'ig-reels-tips-and-tutorials': 'Vera Vik',
  'brand-kit-modern-feminine': 'Bloom & Belle',
  'brand-kit-luxury-minimal': 'Maison Noor',
  'brand-kit-playful-bold': 'Pip Pop',
};

const PREVIEWS: Record<string, (brand: string) => Preview[]> = {
  'ig-posts': (brand) => [
    {
      alt: {
        en: `The posts as an Instagram profile grid on a phone, set up for the demo brand ${brand}`,
        no: `Innleggene som et rutenett i en Instagram-profil på en mobil, satt opp for demomerket ${brand}`,
      },
    },
    {
      alt: {
        en: 'Four post layouts at full size: a photo, a numbered list, a split layout and an offer',
        no: 'Fire innleggsoppsett i full størrelse: et bilde, en nummerert liste, et delt oppsett og et tilbud',
      },
    },
    {
      alt: {
        en: 'A five-slide carousel that reads as one panorama, with three single posts below',
        no: 'En karusell på fem bilder som henger sammen som ett panorama, med tre enkeltinnlegg under',
      },
    },
    {
      alt: {
        en: 'Three matching story frames: a photo cover, a numbered list and a link slide',
        no: 'Tre story-rammer som hører sammen: et bildeomslag, en nummerert liste og en lenkeside',
      },
    },
    {
      alt: {
        en: 'One post open in the Canva editor, with its guides, brand colours and layers',
        no: 'Ett innlegg åpnet i Canva-redigereren, med hjelpelinjer, merkefarger og lag',
      },
    },
  ],
  'ig-reels': (brand) => [
    {
      alt: {
        en: `Six reel covers in the ${brand} demo style, numbered 01 to 06`,
        no: `Seks reels-omslag i demostilen for ${brand}, nummerert 01 til 06`,
      },
    },
    {
      alt: {
        en: 'A reel playing on a phone, with two more covers beside it',
        no: 'En reel som spilles av på en mobil, med to omslag til ved siden av',
      },
    },
    {
      alt: {
        en: 'A four-frame storyboard with the timing of each scene',
        no: 'En dreiebok med fire bilder og tidspunktet for hver scene',
      },
    },
    {
      alt: {
        en: 'A page of the PDF guide: eight numbered hook ideas',
        no: 'En side fra PDF-guiden: åtte nummererte ideer til åpningslinjer',
      },
    },
    {
      alt: {
        en: 'The monthly posting plan, with reel days marked in the calendar',
        no: 'Publiseringsplanen for en måned, med dagene for reels markert i kalenderen',
      },
    },
  ],
  'brand-kit': (brand) => [
    {
      alt: {
        en: `The logo sheet for the demo brand ${brand}: primary, secondary, stacked and monogram versions on light and dark`,
        no: `Logoarket for demomerket ${brand}: hovedlogo, sekundærlogo, liggende variant og monogram på lys og mørk bunn`,
      },
    },
    {
      alt: {
        en: 'The colour palette with hex, RGB and CMYK values, and the two typefaces with their alphabets',
        no: 'Fargepaletten med hex-, RGB- og CMYK-verdier, og de to skriftene med alfabetene sine',
      },
    },
    {
      alt: {
        en: 'Stationery: a letterhead, both sides of the business card and a note card',
        no: 'Brevpapir: et brevark, begge sider av visittkortet og et notatkort',
      },
    },
    {
      alt: {
        en: 'Nine social media templates in the kit’s colours',
        no: 'Ni maler for sosiale medier i settets farger',
      },
    },
    {
      alt: {
        en: 'A spread of the brand guide: the logo’s clear space, sizes and misuse',
        no: 'Et oppslag fra merkevareguiden: luft rundt logoen, størrelser og feil bruk',
      },
    },
  ],
};

/** A product's previews (addresses and alt texts in both languages), by the key the seed and the script share. */
export function previewsOf(key: string): Pick<SeedProduct, 'gallery' | 'gallery_alt'> {
  const kind = Object.keys(PREVIEWS).find((prefix) => key.startsWith(prefix));
  const brand = BRANDS[key];
  if (!kind || !brand) throw new Error(`No previews for the product ${key}`);
  const previews = PREVIEWS[kind]!(brand);
  return {
    gallery: previews.map((_, index) => `/images/products/${key}/preview-${index + 1}.webp`),
    gallery_alt: perLanguage((locale) => previews.map((preview) => preview.alt[locale])),
  };
}
