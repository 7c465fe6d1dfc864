import { getTableColumns, type Table } from 'drizzle-orm';
import type { TranslationStatus } from '@/i18n/localized';
import { z } from '@/lib/zod';

// The API names a record's fields by their column names (client_name), the code by the table's
// keys (clientName). These translate between the two from the table itself, so a field is named
// once, in lib/db/schema/. No server-only code: the admin's forms use them too.

type Columns<T extends Table> = T['_']['columns'];
type ColumnName<T extends Table, Key> = Key extends keyof Columns<T> ? Columns<T>[Key]['_']['name'] : never;
/** A value as JSON carries it. */
type Sent<Value> = Value extends Date ? string : Value;

/** A stored row as the API answers it: keyed by column name, dates as ISO strings. */
export type ApiRecord<T extends Table> = { [Key in keyof T['$inferSelect'] as ColumnName<T, Key>]: Sent<T['$inferSelect'][Key]> };

/** A localized record as the admin API answers it: its translation status instead of the stored basis. */
export type AdminRecord<T extends Table> = Omit<ApiRecord<T>, 'translation_basis'> & { translation_status: TranslationStatus };

export function toApiRecord<T extends Table>(table: T, row: T['$inferSelect']): ApiRecord<T> {
  const values = row as Record<string, unknown>;
  return Object.fromEntries(
    Object.entries(getTableColumns(table)).map(([key, column]) => {
      const value = values[key];
      return [column.name, value instanceof Date ? value.toISOString() : value];
    }),
  ) as ApiRecord<T>;
}

/**
 * `schema` (keyed like the table, e.g. from drizzle-zod) reading the API's field names: an error
 * names the field as the client sent it, and the parsed values are keyed for Drizzle again.
 */
export function withColumnNames<T extends Table, Shape extends z.ZodRawShape>(table: T, schema: z.ZodObject<Shape>) {
  const columns = getTableColumns(table);
  const keys = Object.keys(schema.shape);
  const nameOf = (key: string) => columns[key]!.name;
  const renamed = Object.fromEntries(keys.map((key) => [nameOf(key), schema.shape[key]!])) as {
    [Key in keyof Shape as ColumnName<T, Key>]: Shape[Key];
  };
  return z.object(renamed).transform((values) => {
    const sent = values as Record<string, unknown>;
    return Object.fromEntries(keys.map((key) => [key, sent[nameOf(key)]])) as z.output<z.ZodObject<Shape>>;
  });
}
