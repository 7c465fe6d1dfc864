// How bytea values cross between the app and the embedded database (PGlite speaks text to it: a
// bytea is `\x` and two hex digits per byte). PGlite's own codec goes through an array of one
// string per byte: storing a 1 MiB chunk of a product file made tens of megabytes of short-lived
// garbage, and a 100 MB upload grew the server's RSS by 220 MB and more (a 20 MB one by 180 MB).
// Buffer's hex codec makes the one string or buffer it returns (docs/decisions/upload-memory.md).

const BYTEA = 17; // The type's OID, fixed in Postgres.

function serialize(value: unknown): string {
  if (!(value instanceof Uint8Array)) throw new Error('Invalid input for bytea type');
  return `\\x${Buffer.from(value.buffer, value.byteOffset, value.byteLength).toString('hex')}`;
}

/** `serializers` and `parsers` for PGlite.create. */
export const pgliteByteaCodec = {
  serializers: { [BYTEA]: serialize },
  parsers: { [BYTEA]: (text: string) => Buffer.from(text.slice(2), 'hex') },
};
