import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { ReceivedMail } from './smtp-peer';

// The end-to-end run's one SMTP peer (tests/e2e/global-setup.ts) files every mail the server sends
// as a JSON file here; any test, in any worker, finds its mail with waitForMail. Under
// test-results/, which Playwright empties at the start of each run.

export const MAIL_DROP_DIR = path.resolve('test-results', '.mail');

let filed = 0;

/** Empties the folder (at the start of a run). */
export function resetMailDrop(): void {
  rmSync(MAIL_DROP_DIR, { recursive: true, force: true });
  mkdirSync(MAIL_DROP_DIR, { recursive: true });
}

/** Files one received mail; written under a temporary name first, so a reader never sees half of it. */
export function dropMail(mail: ReceivedMail): void {
  const name = `${Date.now()}-${String(++filed).padStart(6, '0')}`;
  const file = path.join(MAIL_DROP_DIR, `${name}.json`);
  writeFileSync(`${file}.partial`, JSON.stringify(mail));
  renameSync(`${file}.partial`, file);
}

/** Every mail received so far, in arrival order. */
export function droppedMails(): ReceivedMail[] {
  return readdirSync(MAIL_DROP_DIR)
    .filter((name) => name.endsWith('.json'))
    .sort()
    .map((name) => JSON.parse(readFileSync(path.join(MAIL_DROP_DIR, name), 'utf8')) as ReceivedMail);
}

/** The first mail (already received or within `timeoutMs`) that `matches`. */
export async function waitForMail(matches: (mail: ReceivedMail) => boolean, timeoutMs = 20_000): Promise<ReceivedMail> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const mail = droppedMails().find(matches);
    if (mail) return mail;
    if (Date.now() > deadline)
      throw new Error(`No matching mail within ${timeoutMs} ms (${droppedMails().length} received in ${MAIL_DROP_DIR})`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** All mails to `recipient` so far. */
export const mailsTo = (recipient: string) => droppedMails().filter((mail) => mail.recipients.includes(recipient));
