import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

// A real SMTP server on 127.0.0.1 that keeps what it receives, standing in for the studio's mail
// provider: the app sends through nodemailer exactly as in production.

export interface ReceivedMail {
  /** SMTP envelope recipients (RCPT TO). */
  recipients: string[];
  /** The sender asked for SMTPUTF8 (RFC 6531): an envelope address has non-ASCII characters. */
  smtpUtf8: boolean;
  /** Header values by lower-case name, unfolded, encoded words decoded. */
  headers: Record<string, string>;
  /** The plain-text body (the text part of a multipart mail), its transfer encoding undone. */
  text: string;
  /** The HTML part, if the mail has one. */
  html: string;
  /** The iCalendar invitation (the text/calendar part, or else an .ics attachment), if any. */
  calendar: string | null;
  /** Every attached file (a receipt's PDF), its content in base64 (the e2e mail drop stores mails as JSON). */
  attachments: { filename: string | null; contentType: string; base64: string }[];
}

export interface SmtpPeer {
  port: number;
  url: string;
  received: ReceivedMail[];
  /** How many connections were refused while `refusing` said so. */
  refusedConnections(): number;
  /** The first received mail (already or within `timeoutMs`) that `matches`. */
  waitForMail(matches: (mail: ReceivedMail) => boolean, timeoutMs?: number): Promise<ReceivedMail>;
  close(): Promise<void>;
}

// The SMTP port the end-to-end server mails to: one per e2e port, so parallel runs do not collide.
export { e2eSmtpPort } from '../../scripts/e2e-env.mjs';

function decodeQuotedPrintable(text: string): Buffer {
  const bytes = text.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1');
}

function decodeWords(value: string): string {
  return value.replace(/=\?utf-8\?([QB])\?([^?]*)\?=/gi, (_, encoding: string, data: string) =>
    encoding.toUpperCase() === 'B'
      ? Buffer.from(data, 'base64').toString('utf8')
      : decodeQuotedPrintable(data.replace(/_/g, ' ')).toString('utf8'),
  );
}

/** The top-level headers as the test reads them: one value per lower-case name, unfolded and decoded. */
function headersOf(raw: string): Record<string, string> {
  const head = raw.slice(0, raw.indexOf('\r\n\r\n')).replace(/\r\n[ \t]+/g, ' ');
  const headers: Record<string, string> = {};
  for (const line of head.split('\r\n')) {
    const colon = line.indexOf(':');
    headers[line.slice(0, colon).trim().toLowerCase()] = decodeWords(line.slice(colon + 1).trim());
  }
  return headers;
}

function calendarOf(attachments: { contentType: string; filename?: string; content: Buffer }[]): string | null {
  const part = attachments.find((a) => a.contentType.startsWith('text/calendar')) ?? attachments.find((a) => a.filename?.endsWith('.ics'));
  return part ? part.content.toString('utf8') : null;
}

/** A received message; the bodies (multipart, transfer encodings) are read by mailparser. */
export async function parseMail(raw: Buffer, recipients: string[], smtpUtf8 = false): Promise<ReceivedMail> {
  const parsed = await simpleParser(raw);
  return {
    recipients,
    smtpUtf8,
    // Raw UTF-8 in a header is an internationalised address (RFC 6532); anything else there is ASCII.
    headers: headersOf(raw.toString('utf8')),
    text: (parsed.text ?? '').replace(/\r\n/g, '\n'),
    html: parsed.html || '',
    calendar: calendarOf(parsed.attachments),
    attachments: parsed.attachments.map((file) => ({
      filename: file.filename ?? null,
      contentType: file.contentType,
      base64: file.content.toString('base64'),
    })),
  };
}

export interface SmtpPeerOptions {
  /** While this says true, every connection is refused with 421 (a mail server that is down or overloaded). */
  refusing?: () => boolean;
  /** Called with each mail as it arrives (the e2e run's shared peer files it for the tests). */
  onMail?: (mail: ReceivedMail) => void;
}

export async function startSmtpPeer(port = 0, { refusing = () => false, onMail }: SmtpPeerOptions = {}): Promise<SmtpPeer> {
  const received: ReceivedMail[] = [];
  const listeners = new Set<() => void>();
  let refused = 0;
  const server = new SMTPServer({
    authOptional: true,
    // No certificate here: offering STARTTLS would make nodemailer upgrade to a self-signed one.
    disabledCommands: ['STARTTLS'],
    logger: false,
    onConnect(_session, callback) {
      if (!refusing()) return callback();
      refused += 1;
      const refusal = Object.assign(new Error('Service not available, try again later'), { responseCode: 421 });
      callback(refusal);
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        void parseMail(
          Buffer.concat(chunks),
          session.envelope.rcptTo.map((rcpt) => rcpt.address),
          session.envelope.smtpUtf8 === true,
        ).then((mail) => {
          received.push(mail);
          onMail?.(mail);
          for (const listener of listeners) listener();
          callback();
        }, callback);
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
    refusedConnections: () => refused,
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
