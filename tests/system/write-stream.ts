import { openCheckout, payDemoSession, postContactMessage, type Answer } from '../support/site-http';

// Visitors writing to the server without pause, several at a time, until it is killed: each keeps
// a list of what the server acknowledged, which must all be there after a restart.

export interface Acknowledged {
  contactMessages: string[];
  /** Checkouts opened (the session exists) and checkouts paid (the order exists). */
  sessions: string[];
  paidSessions: string[];
}

export const emptyAcknowledged = (): Acknowledged => ({ contactMessages: [], sessions: [], paidSessions: [] });

export interface WriteStream {
  /** Requests sent and not yet answered. */
  inFlight(): number;
  /** From now on a network error is the expected crash, not a failure. */
  expectCrash(): void;
  /** Settles once every writer has stopped (after the crash). */
  finished: Promise<void>;
  /** Refused writes and network errors before the crash: the server failing a visitor. */
  failures: string[];
}

export interface WriteStreamOptions {
  origin: string;
  productIds: string[];
  /** Tells this stream's records apart from other rounds' (and gives its clients addresses). */
  round: number;
  contactWriters: number;
  orderWriters: number;
  acknowledged: Acknowledged;
}

export function streamWrites({ origin, productIds, round, contactWriters, orderWriters, acknowledged }: WriteStreamOptions): WriteStream {
  let inFlight = 0;
  let crashExpected = false;
  let sent = 0;
  const failures: string[] = [];

  // Runs one write; false once the writer should stop.
  async function write<T>(call: () => Promise<Answer<T>>, record: (value: T) => void): Promise<boolean> {
    inFlight += 1;
    try {
      const answer = await call();
      if (answer.ok) record(answer.value);
      else failures.push(answer.detail);
      return answer.ok;
    } catch (error) {
      if (!crashExpected) failures.push(`network error before the kill: ${String(error)}`);
      return false;
    } finally {
      inFlight -= 1;
    }
  }

  async function contactWriter(): Promise<void> {
    for (;;) {
      const n = (sent += 1);
      // One address per message: five from one address in ten minutes are refused (lib/contact).
      const address = `10.${round}.${(n >> 8) & 255}.${n & 255}`;
      const ok = await write(
        () => postContactMessage(origin, `crash round ${round} message ${n}`, address),
        (message) => acknowledged.contactMessages.push(message),
      );
      if (!ok) return;
    }
  }

  async function orderWriter(writer: number): Promise<void> {
    for (let n = 0; ; n += 1) {
      const productId = productIds[(writer + n) % productIds.length]!;
      let sessionId = '';
      // An address per checkout as well: twenty from one address in ten minutes are refused (lib/shop/checkout/limits).
      const address = `10.${100 + round}.${writer}.${n & 255}`;
      const opened = await write(
        () => openCheckout(origin, productId, n % 2 ? 'no' : 'en', address),
        (id) => {
          sessionId = id;
          acknowledged.sessions.push(id);
        },
      );
      if (!opened) return;
      const paid = await write(
        () => payDemoSession(origin, sessionId),
        (id) => acknowledged.paidSessions.push(id),
      );
      if (!paid) return;
    }
  }

  const writers = [
    ...Array.from({ length: contactWriters }, () => contactWriter()),
    ...Array.from({ length: orderWriters }, (_, writer) => orderWriter(writer)),
  ];
  return {
    inFlight: () => inFlight,
    expectCrash: () => {
      crashExpected = true;
    },
    finished: Promise.all(writers).then(() => undefined),
    failures,
  };
}
