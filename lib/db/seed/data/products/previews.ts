// The product previews the demo artwork script renders (scripts/demo-images/pages/product-previews.mjs):
// five per product, in the order the script draws them, with what each shows in both languages.
// The demo brand's name is the same in every language, as in the pictures.

type Preview = { alt: string; alt_no: string };

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
      alt: `The posts as an Instagram profile grid on a phone, set up for the demo brand ${brand}`,
      alt_no: `Innleggene som et rutenett i en Instagram-profil på en mobil, satt opp for demomerket ${brand}`,
    },
    {
      alt: 'Four post layouts at full size: a photo, a numbered list, a split layout and an offer',
      alt_no: 'Fire innleggsoppsett i full størrelse: et bilde, en nummerert liste, et delt oppsett og et tilbud',
    },
    {
      alt: 'A five-slide carousel that reads as one panorama, with three single posts below',
      alt_no: 'En karusell på fem bilder som henger sammen som ett panorama, med tre enkeltinnlegg under',
    },
    {
      alt: 'Three matching story frames: a photo cover, a numbered list and a link slide',
      alt_no: 'Tre story-rammer som hører sammen: et bildeomslag, en nummerert liste og en lenkeside',
    },
    {
      alt: 'One post open in the Canva editor, with its guides, brand colours and layers',
      alt_no: 'Ett innlegg åpnet i Canva-redigereren, med hjelpelinjer, merkefarger og lag',
    },
  ],
  'ig-reels': (brand) => [
    {
      alt: `Six reel covers in the ${brand} demo style, numbered 01 to 06`,
      alt_no: `Seks reels-omslag i demostilen for ${brand}, nummerert 01 til 06`,
    },
    {
      alt: 'A reel playing on a phone, with two more covers beside it',
      alt_no: 'En reel som spilles av på en mobil, med to omslag til ved siden av',
    },
    {
      alt: 'A four-frame storyboard with the timing of each scene',
      alt_no: 'En dreiebok med fire bilder og tidspunktet for hver scene',
    },
    {
      alt: 'A page of the PDF guide: eight numbered hook ideas',
      alt_no: 'En side fra PDF-guiden: åtte nummererte ideer til åpningslinjer',
    },
    {
      alt: 'The monthly posting plan, with reel days marked in the calendar',
      alt_no: 'Publiseringsplanen for en måned, med dagene for reels markert i kalenderen',
    },
  ],
  'brand-kit': (brand) => [
    {
      alt: `The logo sheet for the demo brand ${brand}: primary, secondary, stacked and monogram versions on light and dark`,
      alt_no: `Logoarket for demomerket ${brand}: hovedlogo, sekundærlogo, liggende variant og monogram på lys og mørk bunn`,
    },
    {
      alt: 'The colour palette with hex, RGB and CMYK values, and the two typefaces with their alphabets',
      alt_no: 'Fargepaletten med hex-, RGB- og CMYK-verdier, og de to skriftene med alfabetene sine',
    },
    {
      alt: 'Stationery: a letterhead, both sides of the business card and a note card',
      alt_no: 'Brevpapir: et brevark, begge sider av visittkortet og et notatkort',
    },
    {
      alt: 'Nine social media templates in the kit’s colours',
      alt_no: 'Ni maler for sosiale medier i settets farger',
    },
    {
      alt: 'A spread of the brand guide: the logo’s clear space, sizes and misuse',
      alt_no: 'Et oppslag fra merkevareguiden: luft rundt logoen, størrelser og feil bruk',
    },
  ],
};

/** A product's previews (addresses and alt texts in both languages), by the key the seed and the script share. */
export function previewsOf(key: string): { gallery: string[]; gallery_alt: string[]; gallery_alt_no: string[] } {
  const kind = Object.keys(PREVIEWS).find((prefix) => key.startsWith(prefix));
  const brand = BRANDS[key];
  if (!kind || !brand) throw new Error(`No previews for the product ${key}`);
  const previews = PREVIEWS[kind]!(brand);
  return {
    gallery: previews.map((_, index) => `/images/products/${key}/preview-${index + 1}.webp`),
    gallery_alt: previews.map((preview) => preview.alt),
    gallery_alt_no: previews.map((preview) => preview.alt_no),
  };
}
