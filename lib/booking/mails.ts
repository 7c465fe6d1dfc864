import 'server-only';
import { escape } from 'html-escaper';
import { LOCALE_TAGS } from '@/i18n/locales';
import { catalogueTranslator } from '@/i18n/catalogues';
import type { Locale } from '@/i18n/routing';
import type { Transaction } from '@/lib/db/client';
import type { BookingRow } from '@/lib/db/schema';
import { getEnv } from '@/lib/env';
import { dropPendingMail, enqueueMail } from '@/lib/mail/outbox';
import { studioInbox } from '@/lib/mail/studio-inbox';
import { getAdminTranslator } from '@/lib/admin/messages';
import { STUDIO_NAME } from '@/lib/site';
import { buildInvitation } from './invitation';
import { bookAgainUrl, manageUrl } from './links';
import type { BookingSettings } from './types';

// What a booking's change tells the visitor (in the booking's language) and the studio, each with
// the invitation; the reminder is queued for 24 hours before and dropped when the call changes.

export type BookingChange = 'confirmed' | 'moved' | 'cancelled';

const REMINDER_BEFORE_MS = 24 * 3_600_000;
/** A reminder due sooner than this after the booking is not sent: the confirmation has just arrived. */
const REMINDER_MIN_LEAD_MS = 3_600_000;

export const whenText = (instant: Date, locale: Locale, timeZone: string) =>
  new Intl.DateTimeFormat(LOCALE_TAGS[locale].intl, { dateStyle: 'full', timeStyle: 'short', timeZone }).format(instant);

const zoneLabel = (timeZone: string) => timeZone.replace(/_/g, ' ');

function visitorMail(booking: BookingRow, settings: BookingSettings, kind: BookingChange | 'reminder', studioMessage: string | null) {
  const locale = booking.locale as Locale;
  const t = catalogueTranslator(locale, 'BookingMail');
  const when = whenText(booking.startAt, locale, booking.timeZone);
  const subjectKey = {
    confirmed: 'subjectConfirmed',
    moved: 'subjectMoved',
    cancelled: 'subjectCancelled',
    reminder: 'subjectReminder',
  } as const;
  const introKey = { confirmed: 'introConfirmed', moved: 'introMoved', cancelled: 'introCancelled', reminder: 'introReminder' } as const;
  const facts: [string, string][] = [[t('when'), `${when} (${zoneLabel(booking.timeZone)})`]];
  if (booking.timeZone !== settings.time_zone) {
    facts.push([t('studioTime'), `${whenText(booking.startAt, locale, settings.time_zone)} (${zoneLabel(settings.time_zone)})`]);
  }
  if (kind !== 'cancelled') facts.push([t('where'), settings.meeting_location || t('whereLater')]);
  const link =
    kind === 'cancelled'
      ? { label: t('bookAgain'), url: bookAgainUrl(locale) }
      : { label: t('change'), url: manageUrl(booking.id, locale) };
  const paragraphs = [
    t('greeting', { name: booking.name }),
    t(introKey[kind]),
    ...(studioMessage ? [`${t('studioMessage')}\n${studioMessage}`] : []),
    facts.map(([label, value]) => `${label}: ${value}`).join('\n'),
    `${link.label}\n${link.url}`,
    t('signature', { studio: STUDIO_NAME }),
  ];
  const html = `<!doctype html><html lang="${LOCALE_TAGS[locale].language}"><body style="font-family:Helvetica,Arial,sans-serif;color:#3a2433;max-width:560px;margin:0 auto;padding:24px;">
${paragraphs
  .map(
    (paragraph) =>
      `<p style="white-space:pre-line;">${escape(paragraph).replace(escape(link.url), `<a href="${escape(link.url)}">${escape(link.url)}</a>`)}</p>`,
  )
  .join('\n')}
</body></html>`;
  return {
    subject: t(subjectKey[kind], { studio: STUDIO_NAME, when }),
    text: paragraphs.join('\n\n'),
    html,
    summary: t('summary', { studio: STUDIO_NAME }),
  };
}

/** The studio's copy, in the language of whoever reads the studio's inbox; the visitor's words only in the body. */
async function studioMail(booking: BookingRow, settings: BookingSettings, kind: BookingChange, note: string | null, locale: Locale) {
  const t = await getAdminTranslator('AdminMails', locale);
  const when = `${whenText(booking.startAt, locale, settings.time_zone)} (${zoneLabel(settings.time_zone)})`;
  const heading = t(
    ({ confirmed: 'notice.bookingConfirmed', moved: 'notice.bookingMoved', cancelled: 'notice.bookingCancelled' } as const)[kind],
  );
  const noteLabel = kind === 'cancelled' && booking.cancelledBy === 'visitor' ? t('notice.reasonGiven') : t('notice.studioMessage');
  const lines = [
    `${heading}: ${when}`,
    '',
    `${t('notice.name')}: ${booking.name}`,
    `${t('notice.email')}: ${booking.email}`,
    `${t('notice.service')}: ${booking.serviceInterest ?? t('notice.generalInquiry')}`,
    `${t('notice.visitorZone')}: ${booking.timeZone}`,
    ...(booking.note ? ['', t('notice.note'), booking.note] : []),
    ...(note ? ['', noteLabel, note] : []),
    '',
    `${t('notice.bookings')}: ${getEnv().SITE_URL}/admin/bookings`,
  ];
  const text = lines.join('\n');
  return {
    subject: `${heading}: ${booking.name}, ${when}`,
    text,
    html: `<!doctype html><html lang="${LOCALE_TAGS[locale].language}"><body><pre style="font-family:inherit;white-space:pre-wrap;">${escape(text)}</pre></body></html>`,
  };
}

export async function enqueueBookingMails(
  tx: Transaction,
  booking: BookingRow,
  settings: BookingSettings,
  kind: BookingChange,
  note: string | null = null,
): Promise<void> {
  const { summary, ...visitor } = visitorMail(
    booking,
    settings,
    kind,
    kind === 'cancelled' && booking.cancelledBy === 'studio' ? note : null,
  );
  const calendar = buildInvitation({
    bookingId: booking.id,
    sequence: booking.sequence,
    start: booking.startAt,
    end: booking.endAt,
    studioTimeZone: settings.time_zone,
    visitor: { name: booking.name, email: booking.email },
    summary,
    description: visitor.text,
    location: settings.meeting_location,
    manageUrl: manageUrl(booking.id, booking.locale as Locale),
    cancelled: kind === 'cancelled',
  });
  const key = `booking:${booking.id}:${booking.sequence}`;
  const inbox = await studioInbox(tx);
  const studio = await studioMail(booking, settings, kind, note, inbox.locale);
  await enqueueMail(tx, { dedupeKey: `${key}:visitor`, orderId: null, recipient: booking.email, ...visitor, calendar });
  await enqueueMail(tx, { dedupeKey: `${key}:studio`, orderId: null, recipient: inbox.address, ...studio, calendar });

  await dropPendingMail(tx, `booking:${booking.id}:reminder:`);
  const remindAt = new Date(booking.startAt.getTime() - REMINDER_BEFORE_MS);
  if (kind !== 'cancelled' && remindAt.getTime() - Date.now() >= REMINDER_MIN_LEAD_MS) {
    const { summary: _, ...reminder } = visitorMail(booking, settings, 'reminder', null);
    await enqueueMail(tx, {
      dedupeKey: `booking:${booking.id}:reminder:${booking.sequence}`,
      orderId: null,
      recipient: booking.email,
      ...reminder,
      calendar,
      dueAt: remindAt,
    });
  }
}
