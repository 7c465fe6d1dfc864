export function detailOf(body: unknown): string | null {
  return body && typeof body === 'object' && 'detail' in body && typeof body.detail === 'string' && body.detail ? body.detail : null;
}
