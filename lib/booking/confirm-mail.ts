import 'server-only';
import { escape } from 'html-escaper';
import { LOCALE_TAGS } from '@/i18n/locales';
import { catalogueTranslator } from '@/i18n/catalogues';
import type { Locale } from '@/i18n/routing';
import type { Transaction } from '@/lib/db/client';
import type { BookingRow } from '@/lib/db/schema';
import { enqueueMail } from '@/lib/mail/outbox';
import { STUDIO_NAME } from '@/lib/site';
import { HOLD_MINUTES } from './hold-rules';
import { confirmUrl } from './links';
import { whenText } from './mails';

// The one mail a pending hold sends: the time and the confirm link, in the booking's language, and
// not a word the visitor wrote (no name, no note), so the studio's address carries nobody's message.

export async function enqueueConfirmationMail(tx: Transaction, booking: BookingRow): Promise<void> {
  const locale = booking.locale as Locale;
  const t = catalogueTranslator(locale, 'BookingConfirmMail');
  const when = whenText(booking.startAt, locale, booking.timeZone);
  const url = confirmUrl(booking.id, locale);
  const paragraphs = [
    t('intro', { studio: STUDIO_NAME }),
    `${t('when')}: ${when} (${booking.timeZone.replace(/_/g, ' ')})`,
    t('confirm', { minutes: HOLD_MINUTES }),
    url,
    t('notYou'),
    t('signature', { studio: STUDIO_NAME }),
  ];
  const html = `<!doctype html><html lang="${LOCALE_TAGS[locale].language}"><body style="font-family:Helvetica,Arial,sans-serif;color:#3a2433;max-width:560px;margin:0 auto;padding:24px;">
${paragraphs
  .map((paragraph) =>
    paragraph === url ? `<p><a href="${escape(url)}">${escape(url)}</a></p>` : `<p style="white-space:pre-line;">${escape(paragraph)}</p>`,
  )
  .join('\n')}
</body></html>`;
  await enqueueMail(tx, {
    dedupeKey: `booking:${booking.id}:confirm`,
    orderId: null,
    recipient: booking.email,
    subject: t('subject', { studio: STUDIO_NAME, when }),
    text: paragraphs.join('\n\n'),
    html,
  });
}
