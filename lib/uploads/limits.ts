// Upload limits (docs/behaviour.md#image-uploads: JPEG, PNG and WebP up to 10 MB). Pure
// constants, shared by the handlers and, later, the admin form's drop zone.

const MB = 1024 * 1024;

export const UPLOAD_LIMITS = {
  /** The largest image file accepted. */
  fileBytes: 10 * MB,
  /**
   * The largest request body read: the file plus the multipart framing (boundaries, part headers,
   * a long file name). Past this the stream is cancelled, whatever Content-Length says.
   */
  bodyBytes: 10 * MB + 64 * 1024,
  /** Decoded size cap: 40 MP is ~160 MB of RGBA in memory; any camera photo fits under it. */
  inputPixels: 40_000_000,
  /** Stored images fit inside this square: a full-width hero on a 2x screen needs no more. */
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
