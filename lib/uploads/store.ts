import 'server-only';
import { eq, sql } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { uploadedImages } from '@/lib/db/schema';
import type { ProcessedImage } from './process-image';
import { IMAGE_TYPES } from './image-type';

export interface StoredImageInfo {
  contentType: string;
  /** Hex SHA-256 of the stored bytes, computed by the database so the bytes stay there. */
  sha256: string;
}

/** Stores a processed image under a new id chosen by the database; the client's file name is never kept. */
export async function saveImage(image: ProcessedImage): Promise<string> {
  const db = await getDb();
  const [row] = await db
    .insert(uploadedImages)
    .values({ contentType: IMAGE_TYPES[image.format].contentType, width: image.width, height: image.height, bytes: image.bytes })
    .returning({ id: uploadedImages.id });
  return row!.id;
}

export async function getImageInfo(id: string): Promise<StoredImageInfo | null> {
  const db = await getDb();
  const [row] = await db
    .select({
      contentType: uploadedImages.contentType,
      sha256: sql<string>`encode(sha256(${uploadedImages.bytes}), 'hex')`,
    })
    .from(uploadedImages)
    .where(eq(uploadedImages.id, id));
  return row ?? null;
}

export async function getImageBytes(id: string): Promise<Buffer | null> {
  const db = await getDb();
  const [row] = await db.select({ bytes: uploadedImages.bytes }).from(uploadedImages).where(eq(uploadedImages.id, id));
  return row?.bytes ?? null;
}
