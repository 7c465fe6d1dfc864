import type { APIRequestContext } from '@playwright/test';
import { expect } from '@playwright/test';
import type { Field, Shape } from '../../lib/forms/fields';
import { PAGES, type PageKey } from '../../lib/pages/registry';
import { bearer } from '../support/admin-http';
import { MARKUP_PAYLOADS } from '../support/xss-payloads';

// A page's content with a payload in every translated text, in every language: each text gets the
// payloads that fit its limit, starting where the previous text stopped, so every payload passes
// through texts of every length, formatted texts (as paragraphs) included. Plain values (addresses, figures,
// dates) keep their valid values: what they refuse is the bad-input suite's.

type Json = Record<string, unknown>;

function payloadsFitting(max: number, start: number): { text: string; next: number } {
  let text = '';
  let index = start;
  for (let tried = 0; tried < MARKUP_PAYLOADS.length; tried++) {
    const payload = MARKUP_PAYLOADS[index % MARKUP_PAYLOADS.length]!.text;
    if (text.length + payload.length + 1 > max) break;
    text = text ? `${text} ${payload}` : payload;
    index++;
  }
  return { text, next: index };
}

export function withPayloads(key: PageKey, content: Json, tag: string): Json {
  let cursor = 0;
  let count = 0;
  const texts = (max: number, wrap = (text: string) => text) =>
    Object.fromEntries(
      ['en', 'no'].map((locale) => {
        const label = `${tag}${(count++).toString(36)} `;
        const { text, next } = payloadsFitting(max - label.length - wrap('').length, cursor);
        cursor = next;
        return [locale, wrap(`${label}${text}`.trim())];
      }),
    );
  const visit = (field: Field, value: unknown): unknown => {
    switch (field.kind) {
      case 'text':
        return texts(field.max);
      case 'rich':
        return texts(field.max, (text) => `<p>${text}</p>`);
      case 'image':
        return { ...(value as Json), alt: texts(300) };
      case 'group':
        return shape(field.fields, value as Json);
      case 'list':
        return (value as Json[]).map((item) => ({ ...shape(field.item, item), id: item.id }));
      default:
        return value;
    }
  };
  const shape = (fields: Shape, value: Json): Json =>
    Object.fromEntries(Object.entries(fields).map(([name, field]) => [name, visit(field, value[name])]));
  return shape(PAGES[key].fields, content);
}

/** Stores `content` as the page's draft and publishes it. */
export async function publishContent(api: APIRequestContext, token: string, key: PageKey, content: Json): Promise<Json> {
  const saved = await api.put(`/api/admin/pages/${key}`, { headers: bearer(token), data: content });
  expect(saved.status(), await saved.text()).toBe(200);
  const published = await api.post(`/api/admin/pages/${key}/publish`, { headers: bearer(token) });
  expect(published.status()).toBe(200);
  return ((await saved.json()) as { draft: Json }).draft;
}

export async function draftOf(api: APIRequestContext, token: string, key: PageKey): Promise<Json> {
  const response = await api.get(`/api/admin/pages/${key}`, { headers: bearer(token) });
  return ((await response.json()) as { draft: Json }).draft;
}
