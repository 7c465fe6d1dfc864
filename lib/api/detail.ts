/** The `detail` an API error answer carries (`{"detail": "…"}`), or null when it gave none. */
export function detailOf(body: unknown): string | null {
  return body && typeof body === 'object' && 'detail' in body && typeof body.detail === 'string' && body.detail ? body.detail : null;
}
