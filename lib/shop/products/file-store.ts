import 'server-only';
import { createHash } from 'node:crypto';
import { and, eq, lt, notExists, sql } from 'drizzle-orm';
import { getDb, type Transaction } from '@/lib/db/client';
import { digitalProducts, productFileChunks, productFiles } from '@/lib/db/schema';
import { badRequest, HttpError } from '@/lib/http/responses';
import { PRODUCT_FILE_LIMITS, PRODUCT_FILE_MESSAGES } from './file-limits';
import { PRODUCT_FILE_TYPES, sniffProductFile } from './file-type';
import type { AdminProductFile } from './input';

// Product files live in the database in 1 MiB rows (product_file_chunks). An upload is read from
// the request stream and written row by row inside one transaction; it never holds more than a
// chunk, and a refused or broken upload leaves nothing behind.

const tooLarge = () => new HttpError(413, PRODUCT_FILE_MESSAGES.tooLarge);

/**
 * The request body cut into chunks of exactly `chunkBytes` (the last one shorter). Stops with 413
 * as soon as more than `maxBytes` arrived, whatever Content-Length claimed.
 */
async function* chunksOf(body: ReadableStream<Uint8Array>, chunkBytes: number, maxBytes: number): AsyncGenerator<Buffer> {
  const reader = body.getReader();
  let chunk = Buffer.allocUnsafe(chunkBytes);
  let filled = 0;
  let total = 0;
  try {
    for (;;) {
      let read: ReadableStreamReadResult<Uint8Array>;
      try {
        read = await reader.read();
      } catch {
        throw badRequest(PRODUCT_FILE_MESSAGES.unreadable);
      }
      if (read.done) break;
      total += read.value.byteLength;
      if (total > maxBytes) throw tooLarge();
      for (let offset = 0; offset < read.value.byteLength;) {
        const copied = Math.min(chunkBytes - filled, read.value.byteLength - offset);
        chunk.set(read.value.subarray(offset, offset + copied), filled);
        filled += copied;
        offset += copied;
        if (filled === chunkBytes) {
          yield chunk;
          chunk = Buffer.allocUnsafe(chunkBytes);
          filled = 0;
        }
      }
    }
    if (filled > 0) yield chunk.subarray(0, filled);
  } finally {
    // Refused midway: stop the client's upload instead of reading the rest.
    await reader.cancel().catch(() => undefined);
  }
}

async function writeChunks(tx: Transaction, fileId: string, chunks: AsyncGenerator<Buffer>, first: Buffer) {
  const hash = createHash('sha256');
  let position = 0;
  let size = 0;
  for (let chunk: Buffer | undefined = first; chunk;) {
    hash.update(chunk);
    await tx.insert(productFileChunks).values({ fileId, position, bytes: chunk });
    position += 1;
    size += chunk.byteLength;
    const next = await chunks.next();
    chunk = next.done ? undefined : next.value;
  }
  return { sizeBytes: size, chunkCount: position, sha256: hash.digest('hex') };
}

/**
 * Stores the upload `body` as a product file named `fileName`: 415 unless it is a PDF or ZIP by
 * its first bytes, 413 past 100 MB (the transaction is rolled back, nothing stays).
 */
export async function storeProductFile(
  body: ReadableStream<Uint8Array> | null,
  fileName: string,
  declaredLength: number,
): Promise<AdminProductFile> {
  if (declaredLength > PRODUCT_FILE_LIMITS.fileBytes) throw tooLarge();
  if (!body) throw badRequest(PRODUCT_FILE_MESSAGES.empty);
  const chunks = chunksOf(body, PRODUCT_FILE_LIMITS.chunkBytes, PRODUCT_FILE_LIMITS.fileBytes);
  try {
    const first = await chunks.next();
    if (first.done) throw badRequest(PRODUCT_FILE_MESSAGES.empty);
    // The first chunk is the whole file or a full 1 MiB: the signature is in it if there is one.
    const format = sniffProductFile(first.value);
    if (!format) throw new HttpError(415, PRODUCT_FILE_MESSAGES.unsupportedType);
    const contentType = PRODUCT_FILE_TYPES[format].contentType;

    await deleteOrphanFiles();
    const db = await getDb();
    return await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(productFiles)
        .values({ fileName, contentType, sizeBytes: 0, sha256: '', chunkCount: 0 })
        .returning({ id: productFiles.id });
      const written = await writeChunks(tx, row!.id, chunks, first.value);
      await tx.update(productFiles).set(written).where(eq(productFiles.id, row!.id));
      return { id: row!.id, file_name: fileName, content_type: contentType, size_bytes: written.sizeBytes };
    });
  } finally {
    await chunks.return(undefined);
  }
}

/** Uploaded files no product took within a day: an abandoned form, a replaced upload. */
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

/** Deletes a file (its chunks go with it) unless a product still uses it. */
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

/** The file's facts the download needs, or null. */
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

/**
 * Part of one stored chunk, straight from the driver (PGlite answers a Uint8Array, node-postgres a
 * Buffer; the table's column mapping would copy either once more). Empty past the chunk's end.
 */
async function readSlice(fileId: string, position: number, offset: number, length: number): Promise<Uint8Array | null> {
  const db = await getDb();
  const result = (await db.execute(
    sql`select substring(${productFileChunks.bytes} from ${offset + 1}::integer for ${length}::integer) as bytes from ${productFileChunks} where ${productFileChunks.fileId} = ${fileId} and ${productFileChunks.position} = ${position}`,
  )) as unknown as { rows: { bytes: Uint8Array }[] };
  return result.rows[0]?.bytes ?? null;
}

/**
 * The file as a stream that reads the next slice from the database each time the client has taken
 * the previous one: memory stays at a slice or two however large the file. Slices are smaller than
 * the stored chunks because PGlite's hex answers made large garbage (docs/decisions/product-file-slices.md).
 */
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
