import { hasLocale } from 'next-intl';
import { routing } from '@/i18n/routing';
import { errorResponse } from '@/lib/http/responses';
import { socialCard } from '@/lib/og/card';
import { CARD_KINDS, type CardKind } from '@/lib/og/card-path';
import { cardText } from './card-text';

// A shared link's picture (docs/behaviour.md#social-cards): /og/<language>/<kind>/<key>.png.
// Rendered at its first request and kept in Next's cache like a page, until the content changes;
// an address of nothing is a small {detail} 404, never rendered nor kept (lib/server/next-cache-handler.mjs).
export const dynamic = 'force-static';

export function generateStaticParams(): { locale: string; kind: string; key: string }[] {
  return [];
}

const isKind = (kind: string): kind is CardKind => (CARD_KINDS as readonly string[]).includes(kind);

export async function GET(_request: Request, { params }: RouteContext<'/og/[locale]/[kind]/[key]'>): Promise<Response> {
  const { locale, kind, key } = await params;
  const subject = key.endsWith('.png') ? key.slice(0, -'.png'.length) : null;
  const text = hasLocale(routing.locales, locale) && isKind(kind) && subject ? await cardText(kind, subject, locale) : null;
  if (!text) return errorResponse(404, 'No such card: /og/<language>/<page|article|project|product>/<key>.png of something public');
  return socialCard(text);
}
