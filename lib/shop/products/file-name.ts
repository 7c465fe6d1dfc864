const MAX_NAME = 150;
// Control characters, path separators and the characters Windows refuses in file names.
const UNSAFE = /[\u0000-\u001f\u007f-\u009f/\\:*?"<>|]+/g;

export function sanitizeFileName(name: string, fallback: string): string {
  const cleaned = name
    .normalize('NFC')
    .replace(UNSAFE, ' ')
    .replace(/\s+/g, ' ')
    .replace(/^[.\s]+/, '')
    .trim();
  const chars = [...cleaned];
  if (chars.length <= MAX_NAME) return cleaned || fallback;
  // Cut before the extension, so "…long name.pdf" stays a .pdf.
  const dot = cleaned.lastIndexOf('.');
  const extension = dot > 0 && cleaned.length - dot <= 10 ? cleaned.slice(dot) : '';
  return (
    [...cleaned.slice(0, cleaned.length - extension.length)]
      .slice(0, MAX_NAME - extension.length)
      .join('')
      .trim() + extension
  );
}

export function withExtension(name: string, extension: string): string {
  return name.toLowerCase().endsWith(`.${extension}`) ? name : `${name}.${extension}`;
}

/** RFC 6266: `filename*` in UTF-8 for current browsers, `filename` an ASCII stand-in for old ones. */
export function attachmentHeader(name: string): string {
  const ascii = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7e]/g, '_')
    .replace(/["\\%]/g, '_');
  const encoded = encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}
