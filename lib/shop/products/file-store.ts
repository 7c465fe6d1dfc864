import 'server-only';
import { open, type FileHandle } from 'node:fs/promises';
import { and, eq, lt, notExists, sql } from 'drizzle-orm';
import { getDb, type Transaction } from '@/lib/db/client';
import { digitalProducts, productFileChunks, productFiles } from '@/lib/db/schema';
import { badRequest, HttpError } from '@/lib/http/responses';
import { withTempUpload, type TempUpload } from '@/lib/uploads/temp-file';
import { PRODUCT_FILE_LIMITS, PRODUCT_FILE_MESSAGES } from './file-limits';
import { PRODUCT_FILE_SIGNATURE_BYTES, PRODUCT_FILE_TYPES, sniffProductFile } from './file-type';
import type { AdminProductFile } from './input';
import { log } from '@/lib/log/logger.mjs';

// Through a temporary file, then a short statement per row (docs/decisions/upload-temp-file.md).

const tooLarge = () => new HttpError(413, PRODUCT_FILE_MESSAGES.tooLarge);

function contentTypeOf(head: Buffer): string {
  if (head.length === 0) throw badRequest(PRODUCT_FILE_MESSAGES.empty);
  const format = sniffProductFile(head);
  if (!format) throw new HttpError(415, PRODUCT_FILE_MESSAGES.unsupportedType);
  return PRODUCT_FILE_TYPES[format].contentType;
}

async function readFull(file: FileHandle, buffer: Buffer): Promise<number> {
  let filled = 0;
  while (filled < buffer.length) {
    const { bytesRead } = await file.read(buffer, filled, buffer.length - filled, null);
    if (bytesRead === 0) break;
    filled += bytesRead;
  }
  return filled;
}

async function writeChunks(fileId: string, filePath: string): Promise<number> {
  const db = await getDb();
  const file = await open(filePath, 'r');
  // One buffer for every chunk: each insert has sent its bytes when it resolves.
  const chunk = Buffer.allocUnsafe(PRODUCT_FILE_LIMITS.chunkBytes);
  try {
    let position = 0;
    for (let filled = await readFull(file, chunk); filled > 0; filled = await readFull(file, chunk)) {
      await db.insert(productFileChunks).values({ fileId, position, bytes: chunk.subarray(0, filled) });
      position += 1;
      if (filled < chunk.length) break;
    }
    return position;
  } finally {
    await file.close();
  }
}

async function storeReceived(upload: TempUpload<string>, fileName: string): Promise<AdminProductFile> {
  await deleteOrphanFiles();
  const db = await getDb();
  const [row] = await db
    .insert(productFiles)
    .values({ fileName, contentType: upload.kind, sizeBytes: 0, sha256: '', chunkCount: 0 })
    .returning({ id: productFiles.id });
  const id = row!.id;
  try {
    const chunkCount = await writeChunks(id, upload.path);
    await db.update(productFiles).set({ sizeBytes: upload.sizeBytes, sha256: upload.sha256, chunkCount }).where(eq(productFiles.id, id));
  } catch (error) {
    // Its chunks go with it; if even this fails, the daily sweep of unused files takes it.
    await db
      .delete(productFiles)
      .where(eq(productFiles.id, id))
      .catch((cleanup: unknown) =>
        log.error({ area: 'product-files', upload_id: id, err: cleanup }, 'an unfinished upload stays until the daily sweep'),
      );
    throw error;
  }
  return { id, file_name: fileName, content_type: upload.kind, size_bytes: upload.sizeBytes };
}

/** 415 unless a PDF or ZIP by its first bytes, 413 past 100 MB, 408 after 30 s silent; a refusal leaves nothing. */
export async function storeProductFile(
  body: ReadableStream<Uint8Array> | null,
  fileName: string,
  declaredLength: number,
): Promise<AdminProductFile> {
  if (declaredLength > PRODUCT_FILE_LIMITS.fileBytes) throw tooLarge();
  if (!body) throw badRequest(PRODUCT_FILE_MESSAGES.empty);
  const options = {
    maxBytes: PRODUCT_FILE_LIMITS.fileBytes,
    idleMs: PRODUCT_FILE_LIMITS.idleMs,
    headBytes: PRODUCT_FILE_SIGNATURE_BYTES,
    checkHead: contentTypeOf,
    messages: PRODUCT_FILE_MESSAGES,
  };
  return withTempUpload(body, options, (upload) => storeReceived(upload, fileName));
}

export async function deleteOrphanFiles(): Promise<void> {
  const db = await getDb();
  await db.delete(productFiles).where(
    and(
      lt(productFiles.createdAt, sql`now() - make_interval(hours => ${PRODUCT_FILE_LIMITS.orphanHours})`),
      notExists(
        db
          .select({ one: sql`1` })
          .from(digitalProducts)
          .where(eq(digitalProducts.fileId, productFiles.id)),
      ),
    ),
  );
}

export async function deleteFileIfUnused(tx: Transaction, fileId: string): Promise<void> {
  await tx.delete(productFiles).where(
    and(
      eq(productFiles.id, fileId),
      notExists(
        tx
          .select({ one: sql`1` })
          .from(digitalProducts)
          .where(eq(digitalProducts.fileId, fileId)),
      ),
    ),
  );
}

export async function productFileInfo(fileId: string) {
  const db = await getDb();
  const [file] = await db
    .select({
      id: productFiles.id,
      contentType: productFiles.contentType,
      sizeBytes: productFiles.sizeBytes,
      chunkCount: productFiles.chunkCount,
    })
    .from(productFiles)
    .where(eq(productFiles.id, fileId));
  return file ?? null;
}

/** Part of one chunk, straight from the driver (the column mapping would copy it again); empty past its end. */
async function readSlice(fileId: string, position: number, offset: number, length: number): Promise<Uint8Array | null> {
  const db = await getDb();
  const result = (await db.execute(
    sql`select substring(${productFileChunks.bytes} from ${offset + 1}::integer for ${length}::integer) as bytes from ${productFileChunks} where ${productFileChunks.fileId} = ${fileId} and ${productFileChunks.position} = ${position}`,
  )) as unknown as { rows: { bytes: Uint8Array }[] };
  return result.rows[0]?.bytes ?? null;
}

/** Reads the next slice once the client has taken the last (docs/decisions/product-file-slices.md). */
export function fileStream(fileId: string, chunkCount: number): ReadableStream<Uint8Array> {
  const SLICE = PRODUCT_FILE_LIMITS.readSliceBytes;
  let position = 0;
  let offset = 0;
  return new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        while (position < chunkCount) {
          const bytes = await readSlice(fileId, position, offset, SLICE);
          if (!bytes) return controller.error(new Error(`Chunk ${position} of product file ${fileId} is missing`));
          if (bytes.byteLength < SLICE) {
            position += 1;
            offset = 0;
          } else offset += SLICE;
          if (bytes.byteLength > 0) return controller.enqueue(bytes);
        }
        controller.close();
      },
    },
    { highWaterMark: 0 },
  );
}
