// Limits of product file uploads, shared by the handler and the admin's drop zone.

const MB = 1024 * 1024;

export const PRODUCT_FILE_LIMITS = {
  /** The largest file sold. */
  fileBytes: 100 * MB,
  /**
   * A file is stored in rows of this many bytes: an upload and a download hold about one chunk in
   * memory at a time, whatever the file's size.
   */
  chunkBytes: 1 * MB,
  /** A download reads a stored chunk in slices of this size (see fileStream). */
  readSliceBytes: 64 * 1024,
  /** An uploaded file no product uses is deleted after this (at the next upload). */
  orphanHours: 24,
  /** An upload that sends nothing for this long is given up (408). Read at each upload: tests shorten it. */
  idleMs: 30_000,
};

export const PRODUCT_FILE_MESSAGES = {
  tooLarge: 'The file must be at most 100 MB',
  unsupportedType: 'Only PDF and ZIP files are accepted',
  empty: 'The file is empty',
  missingName: 'Name the file in the query: ?name=brand-kit.pdf',
  unreadable: 'The upload could not be read to its end',
  idle: 'The upload stopped sending data; please try again',
  noRoom: 'The server has no room for this file right now; please try again later',
} as const;
