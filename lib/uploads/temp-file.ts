import 'server-only';
import { createHash, randomUUID } from 'node:crypto';
import { open, rm, type FileHandle } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { adminRefusal } from '@/lib/http/refusal';
import { badRequest, HttpError } from '@/lib/http/responses';
import { log } from '@/lib/log/logger.mjs';

// Received at the network's pace before the database is involved (docs/decisions/upload-temp-file.md).

export interface TempUploadOptions<Kind> {
  maxBytes: number;
  idleMs: number;
  headBytes: number;
  /** What the upload is by its first bytes (or all of a shorter body); throws to refuse it. Called once. */
  checkHead: (head: Buffer) => Kind;
  messages: { tooLarge: string; unreadable: string; idle: string; noRoom: string };
}

export interface TempUpload<Kind> {
  path: string;
  sizeBytes: number;
  sha256: string;
  kind: Kind;
}

type Received<Kind> = Omit<TempUpload<Kind>, 'path'>;

/** os.tmpdir() unless set (it follows TMPDIR); tests set their own. */
export const TEMP_UPLOADS: { folder: string | null } = { folder: null };

const tempPath = () => path.join(TEMP_UPLOADS.folder ?? tmpdir(), `studio-upload-${randomUUID()}.part`);

const NO_ROOM = new Set(['ENOSPC', 'EDQUOT', 'EFBIG']);

async function readWithin(reader: ReadableStreamDefaultReader<Uint8Array>, options: TempUploadOptions<unknown>) {
  let timer: NodeJS.Timeout | undefined;
  const idle = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(adminRefusal(408, 'uploadStalled', options.messages.idle)), options.idleMs);
  });
  const read = reader.read().catch(() => {
    throw badRequest(options.messages.unreadable);
  });
  try {
    return await Promise.race([read, idle]);
  } finally {
    clearTimeout(timer);
  }
}

async function writeAll(file: FileHandle, bytes: Uint8Array) {
  for (let offset = 0; offset < bytes.byteLength;) offset += (await file.write(bytes, offset)).bytesWritten;
}

async function receive<Kind>(
  body: ReadableStream<Uint8Array>,
  file: FileHandle,
  options: TempUploadOptions<Kind>,
): Promise<Received<Kind>> {
  const reader = body.getReader();
  const hash = createHash('sha256');
  let head = Buffer.alloc(0);
  let kind: { value: Kind } | null = null;
  let size = 0;
  try {
    for (;;) {
      const read = await readWithin(reader, options);
      if (read.done) break;
      size += read.value.byteLength;
      if (size > options.maxBytes) throw new HttpError(413, options.messages.tooLarge);
      if (!kind) {
        head = Buffer.concat([head, read.value.subarray(0, options.headBytes - head.length)]);
        if (head.length >= options.headBytes) kind = { value: options.checkHead(head) };
      }
      hash.update(read.value);
      await writeAll(file, read.value);
    }
    kind ??= { value: options.checkHead(head) };
    return { sizeBytes: size, sha256: hash.digest('hex'), kind: kind.value };
  } finally {
    // Refused midway or stalled: stop the client's upload instead of reading the rest.
    await reader.cancel().catch(() => undefined);
  }
}

async function receiveInto<Kind>(filePath: string, body: ReadableStream<Uint8Array>, options: TempUploadOptions<Kind>) {
  try {
    const file = await open(filePath, 'wx', 0o600);
    try {
      return await receive(body, file, options);
    } finally {
      await file.close();
    }
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (!code || !NO_ROOM.has(code)) throw error;
    log.error({ area: 'uploads', folder: path.dirname(filePath), code }, 'no room for an upload');
    throw adminRefusal(507, 'noRoom', options.messages.noRoom);
  }
}

/** The file is deleted afterwards whatever happened; a full disk is a 507, not a 500. */
export async function withTempUpload<Kind, T>(
  body: ReadableStream<Uint8Array>,
  options: TempUploadOptions<Kind>,
  store: (upload: TempUpload<Kind>) => Promise<T>,
): Promise<T> {
  const filePath = tempPath();
  try {
    return await store({ path: filePath, ...(await receiveInto(filePath, body, options)) });
  } finally {
    await rm(filePath, { force: true });
  }
}
