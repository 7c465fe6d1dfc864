import 'server-only';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { getImageBytes } from '@/lib/uploads/store';

/** The card's picture column, at twice its drawn size for sharp screens that zoom a shared link. */
export const CARD_PICTURE = { width: 440, height: 630 } as const;

const UPLOAD = /^\/uploads\/([0-9a-f-]{36})\.[a-z]+$/;
const PUBLIC_FILE = /^\/images\/[\w/.-]+\.(?:webp|png|jpe?g)$/;

/** A site picture (a file under /public or an upload) cropped to the card's column as a JPEG data URL; null for any other address. */
export async function cardPicture(address: string | null | undefined): Promise<string | null> {
  if (!address) return null;
  const upload = UPLOAD.exec(address);
  const bytes = upload
    ? await getImageBytes(upload[1]!)
    : PUBLIC_FILE.test(address) && !address.includes('..')
      ? await readFile(path.join(/*turbopackIgnore: true*/ process.cwd(), 'public', address)).catch(() => null)
      : null;
  if (!bytes) return null;
  // The card's renderer reads PNG and JPEG only; the site's pictures are WebP.
  const jpeg = await sharp(bytes).resize(CARD_PICTURE.width, CARD_PICTURE.height, { fit: 'cover' }).jpeg({ quality: 80 }).toBuffer();
  return `data:image/jpeg;base64,${jpeg.toString('base64')}`;
}
