import { productDescription } from '../../lib/shop/products/fields';
import type { ProductInput } from '../../lib/shop/products/input';
import { OTHER_CURRENCIES } from '../../lib/shop/products/prices';
import { xssKind, type RecordTexts } from './xss-kind';

// The payload products: every text field of the product's description holds the payloads
// (tests/support/xss-kind.ts), and each URL payload is tried in each address field of one product.
// Shared by the jest checks of the rendered HTML (tests/api/stored-xss-products.test.ts), of the
// admin's screens (tests/unit/stored-xss-admin.test.tsx) and the browser spec.

export type { Lang } from './xss-fields';

// Four fields keep the API's own contract (lib/shop/products/input.ts): the price is dollars as
// typed and the other prices amounts as typed, a file is an uploaded file's id (each refuses every
// payload, which the suite proves), and what you get is a list of lines per language.
export const productXss = xssKind({
  description: productDescription,
  letter: 'P',
  overrides: {
    price: { refuses: true },
    prices: { send: (text) => Object.fromEntries(OTHER_CURRENCIES.map((currency) => [currency, text])), refuses: true },
    file_id: { refuses: true },
    contents: { send: (text) => [text] },
  },
  offPage: {
    deliverable: 'the buyer downloads it as text/plain after paying (lib/shop/downloads/deliverable-response.ts)',
    studio_note: "the studio's own note: shown in the admin's product form only (tests/unit/stored-xss-admin.test.tsx)",
  },
});

const PREVIEW = '/images/products/default.webp';

export interface PayloadProduct {
  body: ProductInput;
  texts: RecordTexts;
  base: Record<string, unknown>;
}

/** The values of every field that takes no markup payload. */
const baseOf = (active: boolean) => ({
  price: '9',
  category: 'Instagram Reels Templates',
  image_url: null,
  gallery: [PREVIEW],
  video_url: null,
  file_id: null,
  active,
});

/** The `index`th product of a set (`set`, one letter, tells sets apart on shared pages). */
export function payloadProduct(index: number, set: string, active = true): PayloadProduct {
  const base = baseOf(active);
  return { body: productXss.body(index, set, base) as ProductInput, texts: productXss.texts(index, set), base };
}
