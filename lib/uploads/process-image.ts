import 'server-only';
import sharp, { type Metadata, type Sharp } from 'sharp';
import { HttpError } from '@/lib/http/responses';
import { sniffImageFormat, type ImageFormat } from './image-type';
import { UPLOAD_LIMITS, UPLOAD_MESSAGES } from './limits';

export interface ProcessedImage {
  format: ImageFormat;
  bytes: Buffer;
  width: number;
  height: number;
}

// Each format is written back as itself: a PNG logo keeps its transparency, a photo stays a JPEG.
const ENCODERS: Record<ImageFormat, (image: Sharp) => Sharp> = {
  jpeg: (image) => image.jpeg({ quality: 82, mozjpeg: true }),
  png: (image) => image.png({ compressionLevel: 9 }),
  webp: (image) => image.webp({ quality: 82 }),
};

const undecodable = () => new HttpError(422, UPLOAD_MESSAGES.undecodable);

/**
 * Width and height from the header alone, so a small file that unpacks to gigabytes (a
 * "decompression bomb") is measured without being decoded. Sharp's pixel limit is switched off
 * here only because it would refuse to read even the header of such a file.
 */
async function readDimensions(input: Buffer, format: ImageFormat): Promise<{ width: number; height: number }> {
  let metadata: Metadata;
  try {
    metadata = await sharp(input, { limitInputPixels: false }).metadata();
  } catch {
    throw undecodable();
  }
  // The signature said one format and the decoder reads another: not an image we can trust.
  if (metadata.format !== format || !metadata.width || !metadata.height) throw undecodable();
  return { width: metadata.width, height: metadata.height };
}

/**
 * Checks an uploaded file and re-encodes it: the real type by its bytes, at most 40 megapixels,
 * EXIF orientation applied, fitted inside 2400×2400, and every piece of metadata (EXIF with GPS
 * position and camera serials, XMP, ICC) dropped by sharp's default of writing none. Sharp first
 * converts the pixels to sRGB, so a phone's Display P3 photo keeps its colours without its profile.
 * An animated WebP keeps its first frame.
 */
export async function processImage(input: Buffer): Promise<ProcessedImage> {
  const format = sniffImageFormat(input);
  if (!format) throw new HttpError(415, UPLOAD_MESSAGES.unsupportedType);

  const { width, height } = await readDimensions(input, format);
  if (width * height > UPLOAD_LIMITS.inputPixels) {
    throw new HttpError(413, `${UPLOAD_MESSAGES.tooManyPixels}; this one is ${width}×${height}`);
  }

  const side = UPLOAD_LIMITS.outputSide;
  // failOn 'error' refuses truncated and corrupt files but not mere decoder warnings (such as
  // stray bytes between JPEG markers) that real camera files raise; the pixel limit stays as a
  // second lock behind the header check above.
  const pipeline = sharp(input, { limitInputPixels: UPLOAD_LIMITS.inputPixels, failOn: 'error' })
    .rotate()
    .resize({ width: side, height: side, fit: 'inside', withoutEnlargement: true });
  try {
    const { data, info } = await ENCODERS[format](pipeline).toBuffer({ resolveWithObject: true });
    return { format, bytes: data, width: info.width, height: info.height };
  } catch (error) {
    console.warn('[uploads] an uploaded image could not be decoded:', error instanceof Error ? error.message : error);
    throw undecodable();
  }
}
