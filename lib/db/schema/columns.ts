import { sql } from 'drizzle-orm';
import { customType, jsonb, text, timestamp } from 'drizzle-orm/pg-core';
import type { Localized, LocalizedText, TranslationBasis } from '@/i18n/localized';
import { routing } from '@/i18n/routing';

// Column builders shared by the tables of this folder.

// Visitor-facing text is stored with a text per language, as one JSON object (i18n/localized.ts);
// readers fall back to the default language, so a project can be published before it is translated.
export const localizedText = <Name extends string>(name: Name) => jsonb(name).$type<LocalizedText>();
// Per translation language, per localized field: a fingerprint of the default language's text the
// translation was written from; a translation is outdated when that text has changed since
// (lib/content/translation-status.ts).
export const translationBasis = () =>
  jsonb('translation_basis')
    .$type<TranslationBasis>()
    .notNull()
    .default(sql`'{}'::jsonb`);
export const localizedList = <Name extends string>(name: Name) =>
  jsonb(name)
    .$type<Localized<string[]>>()
    .notNull()
    .default(sql`'{}'::jsonb`);

export const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  // PGlite hands back a Uint8Array, node-postgres a Buffer: callers always get a Buffer.
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

// A locale of i18n/routing, as the visitor's page was in.
export const siteLocale = () => text('locale').notNull().default(routing.defaultLocale);

export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
export const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
