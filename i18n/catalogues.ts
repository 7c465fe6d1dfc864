import { createTranslator } from 'next-intl';
import en from '@/messages/en.json';
import no from '@/messages/no.json';
import type { Locale } from './routing';

// What is written outside a page's render (mails from the outbox or a webhook, the journal's feeds,
// social cards) translates with each language's catalogue, here where the languages are
// configured. A third language adds its file to this map.

const CATALOGUES = { en, no } as const satisfies Record<Locale, unknown>;

type Messages = typeof en;

export function catalogueTranslator<Namespace extends keyof Messages>(locale: Locale, namespace: Namespace) {
  return createTranslator({ locale, messages: CATALOGUES[locale] as Messages, namespace });
}
