const MB = 1024 * 1024;

export const UPLOAD_LIMITS = {
  fileBytes: 10 * MB,
  /** The file plus multipart framing; past this the stream is cancelled, whatever Content-Length says. */
  bodyBytes: 10 * MB + 64 * 1024,
  /** Decoded size cap: 40 MP is ~160 MB of RGBA in memory; any camera photo fits under it. */
  inputPixels: 40_000_000,
  outputSide: 2400,
} as const;

export const UPLOAD_MESSAGES = {
  tooLarge: 'The image must be at most 10 MB',
  tooManyPixels: 'The image must be at most 40 megapixels',
  notMultipart: 'The request body must be multipart/form-data with the image in the field "file"',
  unreadable: 'The request body could not be read as a multipart form',
  missingFile: 'The form must have the image in the field "file"',
  oneFile: 'Send one image per upload in the field "file"',
  emptyFile: 'The image file is empty',
  unsupportedType: 'Only JPEG, PNG and WebP images are accepted',
  undecodable: 'The image could not be decoded; it may be damaged or incomplete',
} as const;
