import type { ReadShape, StoredShape } from '@/lib/forms/fields';
import type { PageFields, PageKey } from './registry';

/** A page's content as stored: a text per language for every translated field. */
export type StoredPage<K extends PageKey> = StoredShape<PageFields<K>>;
/** A page's content in one language, as its components read it. */
export type ReadPage<K extends PageKey> = ReadShape<PageFields<K>>;
