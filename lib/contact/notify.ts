import 'server-only';
import type { SendMailOptions } from 'nodemailer';
import type { contactMessages } from '@/lib/db/schema';
import { getEnv } from '@/lib/env';
import { sendMail } from '@/lib/mail/transport';
import { STUDIO_NAME } from '@/lib/site';
import { languageName } from '@/i18n/language-names';

export type StoredContactMessage = typeof contactMessages.$inferSelect;

/** Visitor input goes only into the text body and an address object (nodemailer encodes it), never a header. */
export function composeContactMail(message: StoredContactMessage, { to, from }: { to: string; from: string }): SendMailOptions {
  const service = message.serviceInterest ?? 'General Inquiry';
  return {
    from: { name: `${STUDIO_NAME} website`, address: from },
    to,
    replyTo: { name: message.name, address: message.email },
    subject: `New contact message: ${service}`,
    text: [
      `New message from the contact form of the ${STUDIO_NAME} website.`,
      '',
      `Name: ${message.name}`,
      `Email: ${message.email}`,
      `Service interest: ${service}`,
      `Language: ${languageName(message.locale)}`,
      `Received: ${message.createdAt.toISOString()}`,
      '',
      'Message:',
      message.message,
      '',
      'Reply to this email to answer the visitor.',
    ].join('\n'),
  };
}

/** Never rejects: the message is already stored, so a mail failure is only logged. */
export async function notifyStudio(message: StoredContactMessage): Promise<void> {
  const env = getEnv();
  try {
    await sendMail(composeContactMail(message, { to: env.CONTACT_RECIPIENT ?? env.STUDIO_EMAIL, from: env.STUDIO_EMAIL }));
  } catch (error) {
    console.error(`[contact] message ${message.id} is stored but could not be e-mailed to the studio`, error);
  }
}
