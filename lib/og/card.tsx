import 'server-only';
import { readFile } from 'node:fs/promises';
import { ImageResponse } from 'next/og';
import { STATIC_FONTS, staticFontPath, type StaticFont } from '@/lib/fonts/static-fonts';
import { STUDIO_NAME } from '@/lib/site';
import { CARD_PICTURE } from './card-picture';
import { CARD_SIZE } from './card-size';
import { sitePalette } from './palette';

export interface CardText {
  /** The kind of thing or its topic, set small above the title; none when empty. */
  eyebrow: string;
  title: string;
  /** A line at the foot: an author, a client, a price. */
  footnote?: string;
  /** The site's address, as a reader would type it. */
  site: string;
  /** A JPEG data URL for the right-hand column (card-picture.ts). */
  picture?: string | null;
}

const FACES: Record<StaticFont, { name: string; weight: 400 | 500 | 600 }> = {
  regular: { name: 'Inter', weight: 400 },
  strong: { name: 'Inter', weight: 600 },
  display: { name: 'Playfair Display', weight: 500 },
};

let fonts: Promise<{ name: string; data: Buffer; weight: 400 | 500 | 600; style: 'normal' }[]> | undefined;

const loadFonts = () =>
  (fonts ??= Promise.all(
    STATIC_FONTS.map(async (font) => ({ ...FACES[font], data: await readFile(staticFontPath(font)), style: 'normal' as const })),
  ));

/** Long titles get a smaller size, so three lines hold 200 characters. */
const titleSize = (title: string) => (title.length <= 40 ? 76 : title.length <= 80 ? 60 : 46);

/**
 * A link's picture in the studio's type and colours: the studio's name, the eyebrow, the title in
 * Playfair, a footnote and the address; the subject's own picture in a column at the right.
 */
export async function socialCard(text: CardText): Promise<ImageResponse> {
  const colour = sitePalette();
  const withPicture = Boolean(text.picture);
  return new ImageResponse(
    <div style={{ display: 'flex', width: '100%', height: '100%', background: colour.cream, fontFamily: 'Inter', position: 'relative' }}>
      {!withPicture && (
        <div
          style={{ position: 'absolute', right: -170, top: -170, width: 600, height: 600, borderRadius: 300, background: colour.blush }}
        />
      )}
      <div
        style={{
          display: 'flex',
          flexDirection: 'column',
          justifyContent: 'space-between',
          padding: '64px 72px',
          width: withPicture ? CARD_SIZE.width - CARD_PICTURE.width : '100%',
        }}
      >
        <div style={{ display: 'flex', alignItems: 'center', fontSize: 22, fontWeight: 600, letterSpacing: 5, color: colour.plum }}>
          <div style={{ width: 18, height: 18, borderRadius: 9, background: colour.petal, marginRight: 16 }} />
          {STUDIO_NAME.toUpperCase()}
        </div>
        <div style={{ display: 'flex', flexDirection: 'column' }}>
          {text.eyebrow && (
            <div style={{ fontSize: 22, fontWeight: 600, letterSpacing: 3, color: colour['rose-deep'], marginBottom: 22 }}>
              {text.eyebrow.toUpperCase()}
            </div>
          )}
          <div
            style={{
              fontFamily: 'Playfair Display',
              fontSize: titleSize(text.title),
              lineHeight: 1.12,
              color: colour.plum,
              lineClamp: 3,
            }}
          >
            {text.title}
          </div>
        </div>
        <div style={{ display: 'flex', justifyContent: 'space-between', fontSize: 22, color: colour.muted }}>
          <div style={{ display: 'flex' }}>{text.footnote ?? ''}</div>
          <div style={{ display: 'flex' }}>{text.site}</div>
        </div>
      </div>
      {text.picture && (
        // eslint-disable-next-line @next/next/no-img-element -- drawn by the card's renderer, not a page
        <img src={text.picture} alt="" width={CARD_PICTURE.width} height={CARD_PICTURE.height} style={{ objectFit: 'cover' }} />
      )}
    </div>,
    { ...CARD_SIZE, fonts: await loadFonts() },
  );
}
