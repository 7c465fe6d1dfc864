import 'server-only';
import { getTableColumns, type Table } from 'drizzle-orm';
import { DEFAULT_LOCALE, type Localized } from '@/i18n/localized';
import { z } from '@/lib/zod';
import type { RecordBody } from './record';
import { alignedTo } from './gallery';
import { shapeSchema } from './schema';
import type { Shape, StoredShape } from './fields';

// A record's API body, validated by the schema of its description: keyed by column names as the
// API speaks (client_name), parsed into the table's keys (clientName) for Drizzle.

type Columns<T extends Table> = T['_']['columns'];
/** The table key of the column named `Name`. */
type KeyOf<T extends Table, Name> = {
  [Key in keyof Columns<T>]: Columns<T>[Key]['_']['name'] extends Name ? Key : never;
}[keyof Columns<T>];

type Overrides = Record<string, z.ZodType>;

/** The parsed body, keyed like the table; an optional plain text left blank is null; an overridden field as its schema gives it. */
export type RecordValues<T extends Table, S extends Shape, O extends Overrides = Record<never, z.ZodType>> = {
  [Name in keyof S as KeyOf<T, Name>]: Name extends keyof O
    ? z.output<O[Name]>
    : S[Name] extends { kind: 'plain'; optional: true }
      ? string | null
      : StoredShape<S>[Name];
};

/** What a client may send: an overridden field what its schema takes. */
export type RecordInput<S extends Shape, O extends Overrides> = Omit<RecordBody<S>, keyof O> & {
  -readonly [Name in keyof O & keyof S]?: z.input<O[Name]>;
};

/**
 * The schema POST and PUT of a record validate with: every field of `shape` (a column of `table`
 * each). `overrides` replace a generated field's schema where its column stores it otherwise (a
 * date as a timestamp) or the check needs the server's configuration (the allowed video hosts).
 * `strict` refuses unknown fields (a record saved whole, such as the seller's settings).
 */
export function recordSchema<T extends Table, S extends Shape, O extends Overrides = Record<never, z.ZodType>>(
  table: T,
  shape: S,
  overrides?: O,
  { strict = false } = {},
): z.ZodType<RecordValues<T, S, O>, RecordInput<S, O>> {
  const keys = new Map(Object.entries(getTableColumns(table)).map(([key, column]) => [column.name, key]));
  for (const name of Object.keys(shape)) if (!keys.has(name)) throw new Error(`${name} is not a column of the table`);
  const texts = Object.entries(shape).flatMap(([name, field]) => (field.kind === 'galleryText' ? [{ name, of: field.of }] : []));
  return shapeSchema(shape, overrides, strict).transform((parsed, context) => {
    const values = parsed as Record<string, unknown>;
    // Checked here, where the fields are valid: a text beyond the last picture describes nothing.
    for (const { name, of } of texts) {
      for (const [locale, list] of Object.entries(values[name] as Localized<string[]>)) {
        if ((list?.length ?? 0) > (values[of] as unknown[]).length)
          context.issues.push({
            code: 'custom',
            path: locale === DEFAULT_LOCALE ? [name] : [name, locale],
            message: 'must have at most one text per gallery image, in the same order',
            input: list,
          });
      }
      values[name] = alignedTo(values[of] as unknown[], values[name] as Localized<string[]>);
    }
    if (context.issues.length > 0) return z.NEVER;
    return Object.fromEntries(
      Object.entries(values).map(([name, value]) => {
        const field = shape[name]!;
        const blank = field.kind === 'plain' && field.optional && value === '';
        return [keys.get(name)!, blank ? null : value];
      }),
    );
  }) as unknown as z.ZodType<RecordValues<T, S, O>, RecordInput<S, O>>;
}
