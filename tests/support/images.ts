import { randomBytes } from 'node:crypto';
import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';

// Test images are made here, in code, so no binary fixture hides what a test sends.

/** Random pixels: they do not compress, so file sizes and damage behave like a photo's. */
export const noise = (width: number, height: number) => sharp(randomBytes(width * height * 3), { raw: { width, height, channels: 3 } });

/** One flat colour: tiny files of any dimensions. */
export const flat = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 120, b: 140 } } });

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/**
 * A valid black-and-white PNG written by hand, because sharp itself refuses to make one past its
 * pixel limit: 20000×20000 is 400 megapixels that deflate to about 50 kB.
 */
export function bitmapPng(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 1; // bit depth; colour type 0 (grey), default compression, filter and interlace
  const rows = Buffer.alloc(height * (1 + Math.ceil(width / 8)));
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([
    signature,
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(rows, { level: 9 })),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A form with one file in `field`, encoded as a browser sends it. */
export async function multipart(bytes: Uint8Array, { field = 'file', name = 'image.png', type = 'image/png' } = {}) {
  const form = new FormData();
  form.append(field, new File([new Uint8Array(bytes)], name, { type }));
  const encoded = new Response(form);
  return { body: new Uint8Array(await encoded.arrayBuffer()), contentType: encoded.headers.get('content-type')! };
}

export interface MeteredBody {
  stream: ReadableStream<Uint8Array>;
  /** How many bytes the server has pulled so far. */
  readonly pulled: number;
}

/**
 * A request body produced on demand in 64 kB chunks: `prefix`, then zeros up to `total` bytes. It
 * counts what is read, so a test can tell whether (and how much of) a body was ever consumed.
 */
export function meteredBody(prefix: Uint8Array, total: number): MeteredBody {
  const chunkSize = 64 * 1024;
  let pulled = 0;
  const stream = new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        if (pulled >= total) return controller.close();
        const chunk = new Uint8Array(Math.min(chunkSize, total - pulled));
        if (pulled < prefix.length) chunk.set(prefix.subarray(pulled, pulled + chunk.length));
        pulled += chunk.length;
        controller.enqueue(chunk);
      },
    },
    // No read-ahead: nothing is pulled until the handler asks.
    { highWaterMark: 0 },
  );
  return {
    stream,
    get pulled() {
      return pulled;
    },
  };
}
