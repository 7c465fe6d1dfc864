import { createHash } from 'node:crypto';

// Product files for tests: bytes that pass the upload's content check (a PDF or ZIP signature)
// followed by filler that differs per position, so a reordered or missing chunk changes the hash.

const PDF_HEADER = Buffer.from('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n', 'latin1');
const ZIP_HEADER = Buffer.from([0x50, 0x4b, 0x03, 0x04]);

function filled(header: Buffer, size: number): Buffer {
  const bytes = Buffer.alloc(size);
  for (let i = 0; i + 4 <= size; i += 4) bytes.writeUInt32LE((i * 2654435761) >>> 0, i);
  header.copy(bytes, 0, 0, Math.min(header.length, size));
  return bytes;
}

/** A PDF-signed file of `size` bytes. */
export const pdfBytes = (size: number) => filled(PDF_HEADER, size);
/** A ZIP-signed file of `size` bytes. */
export const zipBytes = (size: number) => filled(ZIP_HEADER, size);

export const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

/**
 * `total` bytes of a file with `header`, made piece by piece as a stream is read: a 100 MB
 * upload without 100 MB in the test's memory.
 */
export function generatedStream(header: Buffer, total: number, pieceBytes = 256 * 1024): ReadableStream<Uint8Array> {
  let sent = 0;
  return new ReadableStream<Uint8Array>({
    pull(controller) {
      if (sent >= total) return controller.close();
      const size = Math.min(pieceBytes, total - sent);
      const piece = Buffer.alloc(size, sent % 251);
      if (sent === 0) header.copy(piece);
      sent += size;
      controller.enqueue(piece);
    },
  });
}

export const PDF_SIGNATURE = PDF_HEADER;
