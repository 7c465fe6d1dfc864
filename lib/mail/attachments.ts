import 'server-only';
import type { MailOutboxRow } from '@/lib/db/schema';

// A mail's files are made when it is sent, from what it tells of, not stored in the outbox. A
// feature names its mails by the start of their dedupe key and says how to make their files;
// lib/mail knows no feature, so lib/startup.ts hands them in. Kept on globalThis: the server's
// instrumentation and its routes may each load their own copy of this module.

export interface MailAttachment {
  filename: string;
  content: Buffer;
  contentType: string;
}

type MakeAttachments = (mail: MailOutboxRow) => Promise<MailAttachment[]>;

const globalForAttachments = globalThis as typeof globalThis & { __studioMailAttachments?: Map<string, MakeAttachments> };
const makers = (globalForAttachments.__studioMailAttachments ??= new Map<string, MakeAttachments>());

/** Mails whose dedupe key starts with `keyPrefix` carry the files `make` returns; a second call replaces the first. */
export function attachToMails(keyPrefix: string, make: MakeAttachments): void {
  makers.set(keyPrefix, make);
}

/** Made anew at each attempt: a failure fails the attempt, and the outbox tries again later. */
export async function attachmentsOf(mail: MailOutboxRow): Promise<MailAttachment[]> {
  const files: MailAttachment[] = [];
  for (const [prefix, make] of makers) if (mail.dedupeKey.startsWith(prefix)) files.push(...(await make(mail)));
  return files;
}
