import 'server-only';
import sharp, { type Metadata, type Sharp } from 'sharp';
import { adminRefusal } from '@/lib/http/refusal';
import { HttpError } from '@/lib/http/responses';
import { sniffImageFormat, type ImageFormat } from './image-type';
import { UPLOAD_LIMITS, UPLOAD_MESSAGES } from './limits';
import { log } from '@/lib/log/logger.mjs';

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

const undecodable = () => adminRefusal(422, 'imageUndecodable', UPLOAD_MESSAGES.undecodable);

/** From the header alone, so a decompression bomb is measured undecoded (hence no pixel limit here). */
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

/** Re-encodes: real type, ≤ 40 MP, EXIF-rotated, within 2400×2400, sRGB, all metadata dropped (GPS, serials, XMP, ICC). */
export async function processImage(input: Buffer): Promise<ProcessedImage> {
  const format = sniffImageFormat(input);
  if (!format) throw new HttpError(415, UPLOAD_MESSAGES.unsupportedType);

  const { width, height } = await readDimensions(input, format);
  if (width * height > UPLOAD_LIMITS.inputPixels) {
    throw adminRefusal(413, 'imageTooManyPixels', `${UPLOAD_MESSAGES.tooManyPixels}; this one is ${width}×${height}`, {
      width: String(width),
      height: String(height),
    });
  }

  const side = UPLOAD_LIMITS.outputSide;
  // failOn 'error': refuses corrupt files, not the decoder warnings real camera files raise.
  const pipeline = sharp(input, { limitInputPixels: UPLOAD_LIMITS.inputPixels, failOn: 'error' })
    .rotate()
    .resize({ width: side, height: side, fit: 'inside', withoutEnlargement: true });
  try {
    const { data, info } = await ENCODERS[format](pipeline).toBuffer({ resolveWithObject: true });
    return { format, bytes: data, width: info.width, height: info.height };
  } catch (error) {
    log.warn({ area: 'uploads', reason: error instanceof Error ? error.message : String(error) }, 'an uploaded image could not be decoded');
    throw undecodable();
  }
}
