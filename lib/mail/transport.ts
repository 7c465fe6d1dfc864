import 'server-only';
import { createTransport, type SendMailOptions, type Transporter } from 'nodemailer';
import { getEnv } from '@/lib/env';

// Callers send after storing, so fail within seconds (nodemailer's defaults wait minutes).
const TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };

let transporter: Transporter | undefined;

/** False without SMTP_URL; rejects when sending fails. IDN and UTF-8 addresses need nothing here (SMTPUTF8). */
export async function sendMail(message: SendMailOptions): Promise<boolean> {
  const url = getEnv().SMTP_URL;
  if (!url) return false;
  transporter ??= createTransport({ url, ...TIMEOUTS });
  await transporter.sendMail(message);
  return true;
}
