import { statSync } from 'node:fs';
import { join } from 'node:path';
import { DEFAULT_LOCALE, TRANSLATION_LOCALES } from '@/i18n/localized';
import { routing } from '@/i18n/routing';
import { productSeeds } from '@/lib/db/seed/data/products';
import { projectSeeds } from '@/lib/db/seed/data/projects';

// The demo content's pictures (scripts/demo-images): every case study shows at least eight
// artefacts and every product at least four previews, each described and captioned in both
// languages, and the rendered ones stay light.

const RENDERED_BUDGET = 90 * 1024;
const fileOf = (src: string) => join(process.cwd(), 'public', src);
const filled = (texts: string[], length: number) => texts.length === length && texts.every((text) => text.trim() !== '');

describe('the demo artwork', () => {
  it.each(projectSeeds.map((project) => [project.slug, project] as const))(
    '%s has 8 or more described, captioned artefacts',
    (_, project) => {
      const count = project.image_gallery.length;
      expect(count).toBeGreaterThanOrEqual(8);
      for (const texts of [project.image_gallery_alt, project.image_gallery_caption])
        for (const locale of routing.locales) expect(filled(texts[locale], count)).toBe(true);
      expect(new Set(project.image_gallery).size).toBe(count);
    },
  );

  it.each(productSeeds.map((product) => [product.key, product] as const))(
    '%s has 4 to 6 described previews and what you get',
    (_, product) => {
      expect(product.gallery.length).toBeGreaterThanOrEqual(4);
      expect(product.gallery.length).toBeLessThanOrEqual(6);
      expect(routing.locales.every((locale) => filled(product.gallery_alt[locale], product.gallery.length))).toBe(true);
      const contents = product.contents[DEFAULT_LOCALE];
      expect(contents.length).toBeGreaterThan(0);
      for (const locale of TRANSLATION_LOCALES) expect(product.contents[locale]).toHaveLength(contents.length);
    },
  );

  it('ships every picture the seed names, the rendered ones within their budget', () => {
    const sources = [...projectSeeds.flatMap((project) => project.image_gallery), ...productSeeds.flatMap((product) => product.gallery)];
    for (const src of sources) {
      const { size } = statSync(fileOf(src));
      if (/\/(artefact|preview)-\d+\.webp$/.test(src)) expect({ src, within: size <= RENDERED_BUDGET }).toEqual({ src, within: true });
    }
  });
});
