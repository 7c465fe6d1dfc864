const MB = 1024 * 1024;

export const PRODUCT_FILE_LIMITS = {
  fileBytes: 100 * MB,
  /** Stored in rows of this size: an upload or a download holds about one chunk in memory. */
  chunkBytes: 1 * MB,
  /** A download reads a chunk in slices of this size; its hex text stays under V8's large-object size (docs/decisions/product-file-slices.md). */
  readSliceBytes: 48 * 1024,
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
