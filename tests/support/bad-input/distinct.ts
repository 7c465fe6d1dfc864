import { createHash } from 'node:crypto';
import type { CaseRequest } from './cases';

// What makes two cases different requests: the method, the path, the headers and the body bytes.
// Counting these (not the case list) keeps the count honest when two builders make the same request.

function bodyKey(body: BodyInit | undefined): string {
  if (body === undefined || body === null) return '';
  if (typeof body === 'string') return createHash('sha1').update(body).digest('hex');
  if (body instanceof Uint8Array) return createHash('sha1').update(body).digest('hex');
  throw new Error(`the suite counts only string and byte bodies, not ${Object.prototype.toString.call(body)}`);
}

export function requestKey({ method, path, headers, body }: CaseRequest): string {
  const sortedHeaders = Object.entries(headers ?? {})
    .map(([name, value]) => `${name.toLowerCase()}:${value}`)
    .sort()
    .join('\n');
  return [method, path, sortedHeaders, bodyKey(body)].join('\u0000');
}
