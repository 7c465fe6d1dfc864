import type { FullConfig } from '@playwright/test';
import { dropMail, resetMailDrop } from '../support/mail-drop';
import { e2eSmtpPort, startSmtpPeer } from '../support/smtp-peer';

/**
 * One SMTP peer for the whole end-to-end run, on the port the e2e server mails to (its contact
 * messages and receipts): each mail is filed for waitForMail (tests/support/mail-drop.ts), so any
 * number of specs can read mail without each starting a peer of its own on that one port.
 */
export default async function globalSetup(config: FullConfig): Promise<() => Promise<void>> {
  const webPort = Number(new URL(config.projects[0]?.use.baseURL ?? '').port);
  resetMailDrop();
  const peer = await startSmtpPeer(e2eSmtpPort(webPort), { onMail: dropMail });
  return () => peer.close();
}
