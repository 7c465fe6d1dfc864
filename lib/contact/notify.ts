import 'server-only';
import type { SendMailOptions } from 'nodemailer';
import type { contactMessages } from '@/lib/db/schema';
import { getEnv } from '@/lib/env';
import { sendMail } from '@/lib/mail/transport';
import { STUDIO_NAME } from '@/lib/site';
import { languageName } from '@/i18n/language-names';
import { routing, type Locale } from '@/i18n/routing';
import { getAdminTranslator } from '@/lib/admin/messages';
import { studioInbox } from '@/lib/mail/studio-inbox';
import { log } from '@/lib/log/logger.mjs';

export type StoredContactMessage = typeof contactMessages.$inferSelect;

/**
 * Visitor input goes only into the text body and an address object (nodemailer encodes it), never a
 * header. Worded in `locale`, the language of the person who reads the studio's inbox.
 */
export async function composeContactMail(
  message: StoredContactMessage,
  { to, from, locale = routing.defaultLocale }: { to: string; from: string; locale?: Locale },
): Promise<SendMailOptions> {
  const t = await getAdminTranslator('AdminMails', locale);
  const service = message.serviceInterest ?? t('notice.generalInquiry');
  return {
    from: { name: t('notice.website', { studio: STUDIO_NAME }), address: from },
    to,
    replyTo: { name: message.name, address: message.email },
    subject: t('notice.messageSubject', { service }),
    text: [
      t('notice.messageIntro', { studio: STUDIO_NAME }),
      '',
      `${t('notice.name')}: ${message.name}`,
      `${t('notice.email')}: ${message.email}`,
      `${t('notice.service')}: ${service}`,
      `${t('notice.language')}: ${languageName(message.locale, locale)}`,
      `${t('notice.received')}: ${message.createdAt.toISOString()}`,
      '',
      t('notice.message'),
      message.message,
      '',
      t('notice.replyHint'),
    ].join('\n'),
  };
}

/** Never rejects: the message is already stored, so a mail failure is only logged. */
export async function notifyStudio(message: StoredContactMessage): Promise<void> {
  try {
    const inbox = await studioInbox();
    await sendMail(await composeContactMail(message, { to: inbox.address, from: getEnv().STUDIO_EMAIL, locale: inbox.locale }));
  } catch (error) {
    log.error({ area: 'contact', message_id: message.id, err: error }, 'a message is stored but could not be e-mailed to the studio');
  }
}
