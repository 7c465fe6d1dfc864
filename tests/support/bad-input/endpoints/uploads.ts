import { POST as uploadImage } from '@/app/api/upload/image/route';
import { GET as serveUpload } from '@/app/uploads/[file]/route';
import { bitmapPng } from '../../images';
import { asRouteHandler, type BadCase, type CaseRequest, type Endpoint, type Fixtures } from '../cases';
import { credentialCases, oddIdCases, otherMethodCases } from '../common';
import { MB, UNICODE } from '../values';

// The image upload (multipart) and the serving of stored images.

const BOUNDARY = 'bad-input-boundary';
const CRLF = '\r\n';

interface Part {
  name: string;
  filename?: string;
  type?: string;
  content: Uint8Array<ArrayBuffer> | string;
  /** Extra part headers, written as they are. */
  headers?: string[];
}

/** A multipart body written by hand, so that it can be wrong in every way a browser's is not. */
function multipartBody(parts: Part[], { boundary = BOUNDARY, newline = CRLF, closed = true } = {}): Uint8Array<ArrayBuffer> {
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition = `Content-Disposition: form-data; name="${part.name}"${part.filename === undefined ? '' : `; filename="${part.filename}"`}`;
    const headers = [disposition, ...(part.type ? [`Content-Type: ${part.type}`] : []), ...(part.headers ?? [])];
    chunks.push(
      Buffer.from(`--${boundary}${newline}${headers.join(newline)}${newline}${newline}`),
      Buffer.from(part.content),
      Buffer.from(newline),
    );
  }
  if (closed) chunks.push(Buffer.from(`--${boundary}--${newline}`));
  return new Uint8Array(Buffer.concat(chunks));
}

const PNG_SIGNATURE = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const bytes = (...values: number[]) => Uint8Array.from(values);
const text = (value: string) => new TextEncoder().encode(value);

/** File contents that are not an image we accept, or not one at all. */
const NOT_IMAGES: Record<string, Uint8Array<ArrayBuffer>> = {
  'plain text': text('hello'),
  'an HTML page': text('<!doctype html><script>alert(1)</script>'),
  'an SVG with a script': text('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'),
  'a GIF': text('GIF89a\u0001\u0000\u0001\u0000'),
  'a PDF header': text('%PDF-1.7\n%'),
  'a ZIP header': bytes(0x50, 0x4b, 0x03, 0x04, 0, 0, 0, 0),
  'a PNG signature alone': PNG_SIGNATURE,
  'a PNG signature and junk': new Uint8Array([...PNG_SIGNATURE, ...text('IHDR junk junk junk')]),
  'a JPEG start marker alone': bytes(0xff, 0xd8, 0xff),
  'a JPEG start and end marker': bytes(0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0xff, 0xd9),
  'a WebP header and junk': text('RIFF\u0010\u0000\u0000\u0000WEBPVP8 junk'),
  'a decompression bomb (20000×20000 PNG)': new Uint8Array(bitmapPng(20_000, 20_000)),
};

const upload =
  (body: BodyInit | undefined, contentType?: string) =>
  (fixtures: Fixtures): CaseRequest => ({
    method: 'POST',
    path: '/api/upload/image',
    headers: { authorization: `Bearer ${fixtures.token}`, ...(contentType === undefined ? {} : { 'content-type': contentType }) },
    body,
  });
const formType = (boundary = BOUNDARY) => `multipart/form-data; boundary=${boundary}`;
const htmlFile = (filename = 'image.png'): Part => ({ name: 'file', filename, type: 'image/png', content: NOT_IMAGES['an HTML page']! });

function uploadCases(): BadCase[] {
  const forms: Record<string, { body: BodyInit | undefined; type?: string; status?: number }> = {
    'no body': { body: undefined, type: formType() },
    'an empty body': { body: '', type: formType() },
    'no Content-Type': { body: multipartBody([htmlFile()]), status: 415 },
    'multipart without a boundary': { body: multipartBody([htmlFile()]), type: 'multipart/form-data', status: 415 },
    'an empty boundary': { body: multipartBody([htmlFile()]), type: 'multipart/form-data; boundary=' },
    'another boundary than the body’s': { body: multipartBody([htmlFile()]), type: formType('something-else') },
    'multipart/mixed': { body: multipartBody([htmlFile()]), type: 'multipart/mixed; boundary=bad-input-boundary', status: 415 },
    'a JSON body': { body: '{"file":"aGVsbG8="}', type: 'application/json', status: 415 },
    'a URL-encoded form': { body: 'file=hello', type: 'application/x-www-form-urlencoded', status: 415 },
    'raw image bytes': { body: NOT_IMAGES['a PNG signature and junk'], type: 'image/png', status: 415 },
    'a form that is never closed': { body: multipartBody([htmlFile()], { closed: false }), type: formType() },
    'a form with LF line ends': { body: multipartBody([htmlFile()], { newline: '\n' }), type: formType() },
    'no parts at all': { body: `--${BOUNDARY}--\r\n`, type: formType() },
    'the file in the field "image"': { body: multipartBody([{ ...htmlFile(), name: 'image' }]), type: formType(), status: 400 },
    'the field "file" as text': { body: multipartBody([{ name: 'file', content: 'not a file' }]), type: formType(), status: 400 },
    'two files': { body: multipartBody([htmlFile('a.png'), htmlFile('b.png')]), type: formType(), status: 400 },
    'an empty file': {
      body: multipartBody([{ name: 'file', filename: 'empty.png', type: 'image/png', content: '' }]),
      type: formType(),
      status: 400,
    },
    'a file and a text field of the same name': {
      body: multipartBody([htmlFile(), { name: 'file', content: 'x' }]),
      type: formType(),
      status: 400,
    },
    '5000 empty text fields': {
      body: multipartBody(Array.from({ length: 5000 }, (_, i) => ({ name: `f${i}`, content: '' }))),
      type: formType(),
      status: 400,
    },
    'a base64 part header': { body: multipartBody([{ ...htmlFile(), headers: ['Content-Transfer-Encoding: base64'] }]), type: formType() },
    'a file name with traversal': { body: multipartBody([htmlFile('../../etc/passwd')]), type: formType(), status: 415 },
    'a file name with a NUL': { body: multipartBody([htmlFile('a\u0000.png')]), type: formType(), status: 415 },
    'a 10 kB file name': { body: multipartBody([htmlFile(`${'a'.repeat(10 * 1024)}.png`)]), type: formType(), status: 415 },
    'more than 10 MB': {
      body: multipartBody([{ name: 'file', filename: 'big.png', type: 'image/png', content: new Uint8Array(10 * MB + 1) }]),
      type: formType(),
      status: 413,
    },
  };
  for (const [label, value] of Object.entries(UNICODE)) {
    forms[`a file name with ${label}`] = { body: multipartBody([htmlFile(`${value}.png`)]), type: formType(), status: 415 };
  }
  for (const [label, content] of Object.entries(NOT_IMAGES)) {
    forms[`a file of ${label}`] = {
      body: multipartBody([{ name: 'file', filename: 'image.png', type: 'image/png', content }]),
      type: formType(),
    };
  }
  return [
    ...Object.entries(forms).map(([label, { body, type, status }]) => ({ name: `form: ${label}`, status, request: upload(body, type) })),
    // Non-images only: a real image would be stored whoever sent it through the handler.
    ...credentialCases(
      () => ({ method: 'POST', path: '/api/upload/image', headers: { 'content-type': formType() }, body: multipartBody([htmlFile()]) }),
      { write: true },
    ),
    ...otherMethodCases('POST', upload(multipartBody([htmlFile()]), formType()), {}),
  ];
}

const STORED_SHAPE = '00000000-0000-4000-8000-000000000001';

function serveCases(): BadCase[] {
  const names: Record<string, string> = {
    'an unknown image': `${STORED_SHAPE}.png`,
    'the .jpeg extension': `${STORED_SHAPE}.jpeg`,
    'an extension in capitals': `${STORED_SHAPE}.PNG`,
    'an id in capitals': `${STORED_SHAPE.toUpperCase()}.png`,
    'two extensions': `${STORED_SHAPE}.png.png`,
    'an SVG': `${STORED_SHAPE}.svg`,
    'no extension': STORED_SHAPE,
    'a trailing NUL': `${STORED_SHAPE}.png\u0000`,
    'a traversal after the name': `${STORED_SHAPE}.png/../../etc/passwd`,
    'a query-looking suffix': `${STORED_SHAPE}.png?x=1`,
  };
  const get = (method: string, file: string, headers?: Record<string, string>): CaseRequest => ({
    method,
    path: `/uploads/${encodeURIComponent(file.toWellFormed())}`,
    params: { file },
    headers,
  });
  return [
    ...oddIdCases('GET', '/uploads/[file]', 'file'),
    ...oddIdCases('HEAD', '/uploads/[file]', 'file').map((badCase) => ({ ...badCase, name: `HEAD ${badCase.name}` })),
    ...Object.entries(names).flatMap(([label, file]) =>
      ['GET', 'HEAD'].map((method) => ({ name: `${method} file: ${label}`, status: 404, request: () => get(method, file) })),
    ),
    ...['*', '"x", W/"y"', 'W/', '"'.repeat(1000)].map((tag) => ({
      name: `If-None-Match: ${tag.slice(0, 20)}`,
      status: 404,
      request: () => get('GET', `${STORED_SHAPE}.png`, { 'if-none-match': tag }),
    })),
    ...otherMethodCases('GET', () => get('GET', `${STORED_SHAPE}.webp`), { status: 404 }),
  ];
}

export const uploadEndpoints: Endpoint[] = [
  { label: 'POST /api/upload/image', handler: asRouteHandler(uploadImage), cases: uploadCases() },
  { label: 'GET and HEAD /uploads/[file]', handler: asRouteHandler(serveUpload), cases: serveCases() },
];
