import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

// A real SMTP server on 127.0.0.1 that keeps what it receives, standing in for the studio's mail
// provider: the app sends through nodemailer exactly as in production.

export interface ReceivedMail {
  /** SMTP envelope recipients (RCPT TO). */
  recipients: string[];
  /** Header values by lower-case name, unfolded, encoded words decoded. */
  headers: Record<string, string>;
  /** The body with its transfer encoding undone. */
  text: string;
}

export interface SmtpPeer {
  port: number;
  url: string;
  received: ReceivedMail[];
  /** The first received mail (already or within `timeoutMs`) that `matches`. */
  waitForMail(matches: (mail: ReceivedMail) => boolean, timeoutMs?: number): Promise<ReceivedMail>;
  close(): Promise<void>;
}

/** The SMTP port the end-to-end server mails to: one per e2e port, so parallel runs do not collide. */
export const e2eSmtpPort = (webPort: number) => webPort + 1000;

function decodeQuotedPrintable(text: string): Buffer {
  const bytes = text.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1');
}

function decodeWords(value: string): string {
  return value.replace(/=\?utf-8\?([QB])\?([^?]*)\?=/gi, (_, encoding: string, data: string) =>
    encoding.toUpperCase() === 'B' ? Buffer.from(data, 'base64').toString('utf8') : decodeQuotedPrintable(data.replace(/_/g, ' ')).toString('utf8'),
  );
}

export function parseMail(raw: string, recipients: string[]): ReceivedMail {
  const split = raw.indexOf('\r\n\r\n');
  const head = raw.slice(0, split).replace(/\r\n[ \t]+/g, ' ');
  const body = raw.slice(split + 4);
  const headers: Record<string, string> = {};
  for (const line of head.split('\r\n')) {
    const colon = line.indexOf(':');
    headers[line.slice(0, colon).trim().toLowerCase()] = decodeWords(line.slice(colon + 1).trim());
  }
  const encoding = headers['content-transfer-encoding']?.toLowerCase();
  const text =
    encoding === 'quoted-printable'
      ? decodeQuotedPrintable(body).toString('utf8')
      : encoding === 'base64'
        ? Buffer.from(body, 'base64').toString('utf8')
        : body;
  return { recipients, headers, text: text.replace(/\r\n/g, '\n') };
}

export async function startSmtpPeer(port = 0): Promise<SmtpPeer> {
  const received: ReceivedMail[] = [];
  const listeners = new Set<() => void>();
  const server = new SMTPServer({
    authOptional: true,
    // No certificate here: offering STARTTLS would make nodemailer upgrade to a self-signed one.
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push(parseMail(Buffer.concat(chunks).toString('latin1'), session.envelope.rcptTo.map((rcpt) => rcpt.address)));
        for (const listener of listeners) listener();
        callback();
      });
    },
  });
  const listening = server.listen(port, '127.0.0.1');
  await new Promise<void>((resolve, reject) => {
    listening.once('listening', resolve);
    listening.once('error', reject);
  });
  const actualPort = (listening.address() as AddressInfo).port;
  let closing: Promise<void> | undefined;

  return {
    port: actualPort,
    url: `smtp://127.0.0.1:${actualPort}`,
    received,
    waitForMail(matches, timeoutMs = 10_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const mail = received.find(matches);
          if (!mail) return;
          cleanUp();
          resolve(mail);
        };
        const timer = setTimeout(() => {
          cleanUp();
          reject(new Error(`No matching mail within ${timeoutMs} ms (received ${received.length})`));
        }, timeoutMs);
        const cleanUp = () => {
          clearTimeout(timer);
          listeners.delete(check);
        };
        listeners.add(check);
        check();
      });
    },
    close() {
      closing ??= new Promise<void>((resolve) => server.close(() => resolve()));
      return closing;
    },
  };
}
