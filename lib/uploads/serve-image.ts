import 'server-only';
import { z } from 'zod';
import { notFound } from '@/lib/http/responses';
import { formatOfContentType, IMAGE_TYPES } from './image-type';
import { getImageBytes, getImageInfo } from './store';

// Exactly "<uuid>.<ext>" in lower case, as `imageUrl` writes it: anything else is a 404 before any read.
const fileName = z
  .string()
  .regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.(?:jpg|png|webp)$/)
  .transform((name) => {
    const [id, extension] = name.split('.') as [string, string];
    return { id, extension };
  });

const imageNotFound = () => notFound('Image not found');

function matchesEtag(header: string | null, etag: string): boolean {
  if (!header) return false;
  return header.split(',').some((tag) => {
    const value = tag.trim().replace(/^W\//, '');
    return value === '*' || value === etag;
  });
}

export async function serveImage(request: Request, file: string): Promise<Response> {
  const parsed = fileName.safeParse(file);
  if (!parsed.success) throw imageNotFound();
  const { id, extension } = parsed.data;

  const info = await getImageInfo(id);
  const format = info && formatOfContentType(info.contentType);
  if (!info || !format || IMAGE_TYPES[format].extension !== extension) throw imageNotFound();

  const etag = `"${info.sha256}"`;
  const headers = {
    'Content-Type': info.contentType,
    'Cache-Control': 'public, max-age=31536000, immutable',
    ETag: etag,
    'X-Content-Type-Options': 'nosniff',
    // Opened on its own, the image is a sandboxed document that can run and load nothing.
    'Content-Security-Policy': "default-src 'none'; sandbox",
  };
  if (matchesEtag(request.headers.get('if-none-match'), etag)) return new Response(null, { status: 304, headers });
  // No Content-Length: Next 16 drops it from handler responses (send-response.ts) and streams chunked.
  if (request.method === 'HEAD') return new Response(null, { headers });

  const bytes = await getImageBytes(id);
  if (!bytes) throw imageNotFound();
  return new Response(new Uint8Array(bytes), { headers });
}
