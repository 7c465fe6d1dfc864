import sharp from 'sharp';
import { socialCard } from '@/lib/og/card';
import { CARD_SIZE } from '@/lib/og/card-size';

// The social cards' renderer with the site's faces: a card is a 1200 x 630 PNG, and the Norwegian
// letters are drawn as letters. A face without them would leave their place blank (the renderer
// loads no fallback font), so "æøå" is compared with "aoa" and with nothing by the ink in the
// title's area.

const base = { eyebrow: '', site: 'nordlys.studio', footnote: 'Silje Haugland' };

/** The dark pixels of a card's title area (left column, between the studio's name and the footnote; no eyebrow). */
async function titleInk(title: string): Promise<number> {
  const png = Buffer.from(await (await socialCard({ ...base, title })).arrayBuffer());
  const { data, info } = await sharp(png)
    .extract({ left: 60, top: 200, width: 700, height: 260 })
    .greyscale()
    .raw()
    .toBuffer({ resolveWithObject: true });
  expect(info.width).toBe(700);
  return data.filter((value) => value < 128).length;
}

describe('a social card', () => {
  it('is a PNG of 1200 x 630', async () => {
    const response = await socialCard({ ...base, title: 'Fem merkevarevalg du kan ta før du hyrer inn en designer' });
    expect(response.headers.get('content-type')).toBe('image/png');
    const metadata = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
    expect({ width: metadata.width, height: metadata.height }).toEqual(CARD_SIZE);
  });

  it('draws æ, ø and å in the title as letters', async () => {
    const [norwegian, latin, none] = await Promise.all([titleInk('æøå ÆØÅ'), titleInk('aoa AOA'), titleInk('')]);
    expect(none).toBe(0);
    expect(latin).toBeGreaterThan(500);
    // Æ and æ carry more ink than A and a, Ø and ø a stroke more than O and o.
    expect(norwegian).toBeGreaterThan(latin);
    expect(norwegian).toBeLessThan(latin * 2);
  });
});
