import 'server-only';
import { getTableColumns, type Table } from 'drizzle-orm';
import type { z } from '@/lib/zod';
import type { RecordBody } from './record';
import { shapeSchema } from './schema';
import type { Shape, StoredShape } from './fields';

// A record's API body, validated by the schema of its description: keyed by column names as the
// API speaks (client_name), parsed into the table's keys (clientName) for Drizzle.

type Columns<T extends Table> = T['_']['columns'];
/** The table key of the column named `Name`. */
type KeyOf<T extends Table, Name> = {
  [Key in keyof Columns<T>]: Columns<T>[Key]['_']['name'] extends Name ? Key : never;
}[keyof Columns<T>];

/** The parsed body, keyed like the table; an optional plain text left blank is null. */
export type RecordValues<T extends Table, S extends Shape> = {
  [Name in keyof S as KeyOf<T, Name>]: S[Name] extends { kind: 'plain'; optional: true } ? string | null : StoredShape<S>[Name];
};

/**
 * The schema POST and PUT of a record validate with: every field of `shape` (a column of `table`
 * each). `strict` refuses unknown fields (a record saved whole, such as the seller's settings).
 */
export function recordSchema<T extends Table, S extends Shape>(
  table: T,
  shape: S,
  { strict = false } = {},
): z.ZodType<RecordValues<T, S>, RecordBody<S>> {
  const keys = new Map(Object.entries(getTableColumns(table)).map(([key, column]) => [column.name, key]));
  for (const name of Object.keys(shape)) if (!keys.has(name)) throw new Error(`${name} is not a column of the table`);
  return shapeSchema(shape, {}, strict).transform((values) =>
    Object.fromEntries(
      Object.entries(values as Record<string, unknown>).map(([name, value]) => {
        const field = shape[name]!;
        const blank = field.kind === 'plain' && field.optional && value === '';
        return [keys.get(name)!, blank ? null : value];
      }),
    ),
  ) as unknown as z.ZodType<RecordValues<T, S>, RecordBody<S>>;
}
