import { formatOfContentType, imageUrl, sniffImageFormat } from '@/lib/uploads/image-type';

const bytes = (...parts: (string | number[])[]) =>
  Buffer.concat(parts.map((part) => (typeof part === 'string' ? Buffer.from(part, 'latin1') : Buffer.from(part))));

describe('sniffImageFormat', () => {
  it('recognises JPEG, PNG and WebP by their signatures', () => {
    expect(sniffImageFormat(bytes([0xff, 0xd8, 0xff, 0xe0]))).toBe('jpeg');
    expect(sniffImageFormat(bytes([0x89], 'PNG', [0x0d, 0x0a, 0x1a, 0x0a], 'rest'))).toBe('png');
    expect(sniffImageFormat(bytes('RIFF', [1, 2, 3, 4], 'WEBPVP8 '))).toBe('webp');
  });

  it('refuses other RIFF files, other images, text and anything too short to tell', () => {
    expect(sniffImageFormat(bytes('RIFF', [1, 2, 3, 4], 'WAVEfmt '))).toBeNull();
    expect(sniffImageFormat(bytes('GIF89a'))).toBeNull();
    expect(sniffImageFormat(bytes('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
    expect(sniffImageFormat(bytes([0, 0, 0, 0x18], 'ftypheic'))).toBeNull();
    expect(sniffImageFormat(bytes([0xff, 0xd8]))).toBeNull();
    expect(sniffImageFormat(bytes([0x89], 'PNG'))).toBeNull();
    expect(sniffImageFormat(bytes('RIFF'))).toBeNull();
    expect(sniffImageFormat(new Uint8Array(0))).toBeNull();
  });
});

describe('stored types and addresses', () => {
  it('maps content types back to formats and writes the public address', () => {
    expect(formatOfContentType('image/webp')).toBe('webp');
    expect(formatOfContentType('image/gif')).toBeNull();
    expect(imageUrl('0f1e2d3c-4b5a-4697-8899-aabbccddeeff', 'jpeg')).toBe('/uploads/0f1e2d3c-4b5a-4697-8899-aabbccddeeff.jpg');
  });
});
