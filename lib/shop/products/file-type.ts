// Recognised by their first bytes: an upload's name and declared type are never trusted.

export const PRODUCT_FILE_TYPES = {
  pdf: { contentType: 'application/pdf', extension: 'pdf' },
  zip: { contentType: 'application/zip', extension: 'zip' },
} as const;

export type ProductFileFormat = keyof typeof PRODUCT_FILE_TYPES;

const startsWith = (bytes: Uint8Array, signature: number[]) =>
  bytes.length >= signature.length && signature.every((byte, i) => bytes[i] === byte);

const PDF = [...'%PDF-'].map((c) => c.charCodeAt(0));
// A local file header, or the end-of-central-directory record an empty archive starts with.
const ZIP = [0x50, 0x4b, 0x03, 0x04];
const EMPTY_ZIP = [0x50, 0x4b, 0x05, 0x06];

export const PRODUCT_FILE_SIGNATURE_BYTES = Math.max(PDF.length, ZIP.length, EMPTY_ZIP.length);

export function sniffProductFile(bytes: Uint8Array): ProductFileFormat | null {
  if (startsWith(bytes, PDF)) return 'pdf';
  if (startsWith(bytes, ZIP) || startsWith(bytes, EMPTY_ZIP)) return 'zip';
  return null;
}

export function formatOfFileContentType(contentType: string): ProductFileFormat | null {
  const entry = Object.entries(PRODUCT_FILE_TYPES).find(([, type]) => type.contentType === contentType);
  return entry ? (entry[0] as ProductFileFormat) : null;
}
