import 'server-only';
import { createTransport, type SendMailOptions, type Transporter } from 'nodemailer';
import { getEnv } from '@/lib/env';

// Callers send after the data they mail about is safely stored, so a slow or unreachable mail
// server should fail within seconds (nodemailer's defaults wait minutes) and be logged.
const TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };

let transporter: Transporter | undefined;

/**
 * Sends one message through the server of SMTP_URL (smtp:// or smtps://, credentials in the URL).
 * Returns false without sending when mail is not configured; rejects when sending fails.
 * Internationalised addresses need nothing here: nodemailer sends an IDN domain as A-labels and a
 * UTF-8 local part with SMTPUTF8 (tests/api/receipts.test.ts).
 */
export async function sendMail(message: SendMailOptions): Promise<boolean> {
  const url = getEnv().SMTP_URL;
  if (!url) return false;
  transporter ??= createTransport({ url, ...TIMEOUTS });
  await transporter.sendMail(message);
  return true;
}
