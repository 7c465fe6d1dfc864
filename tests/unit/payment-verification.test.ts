import {
  delayBefore,
  initialVerification,
  MAX_ATTEMPTS,
  POLL_INTERVAL_MS,
  verificationReducer,
  type PaymentStatusAnswer,
  type VerificationEvent,
  type VerificationState,
} from '@/lib/shop/checkout/payment-verification';

const answer = (overrides: Partial<PaymentStatusAnswer> = {}): VerificationEvent => ({
  type: 'answered',
  answer: {
    payment_status: 'unpaid',
    status: 'open',
    amount_total: 2900,
    currency: 'usd',
    product_title: 'Minimal Beauty Instagram Posts',
    receipt: null,
    ...overrides,
  },
});
const failed: VerificationEvent = { type: 'failed' };
const checking = (attempt: number): VerificationState => ({ status: 'checking', attempt });

function run(events: VerificationEvent[], from = initialVerification('cs_test_1')): VerificationState {
  return events.reduce(verificationReducer, from);
}

describe('payment verification', () => {
  it('polls at most 10 times, 2 seconds apart, the first request at once', () => {
    expect(MAX_ATTEMPTS).toBe(10);
    expect(POLL_INTERVAL_MS).toBe(2000);
    expect(delayBefore(1)).toBe(0);
    expect(delayBefore(2)).toBe(2000);
    expect(delayBefore(10)).toBe(2000);
  });

  it('starts checking with the first attempt, or in error without a session id', () => {
    expect(initialVerification('cs_test_1')).toEqual(checking(1));
    expect(initialVerification(null)).toEqual({ status: 'error' });
  });

  it('succeeds when the payment is paid, keeping the title, amount and receipt', () => {
    const receipt = {
      number: 42,
      currency: 'usd',
      subtotal: 2320,
      discount: 0,
      discountCode: null,
      tax: 580,
      taxRate: 25,
      reverseCharge: false,
      total: 2900,
    };
    expect(verificationReducer(checking(3), answer({ payment_status: 'paid', status: 'complete', receipt }))).toEqual({
      status: 'success',
      productTitle: 'Minimal Beauty Instagram Posts',
      amountTotal: 2900,
      currency: 'usd',
      receipt,
    });
  });

  it('treats paid as success even if the session also reads expired', () => {
    expect(verificationReducer(checking(1), answer({ payment_status: 'paid', status: 'expired' })).status).toBe('success');
  });

  it('stops as expired when the session expired', () => {
    expect(verificationReducer(checking(2), answer({ status: 'expired' }))).toEqual({ status: 'expired' });
  });

  it('moves to the next attempt while the payment is unfinished', () => {
    expect(verificationReducer(checking(1), answer())).toEqual(checking(2));
    expect(verificationReducer(checking(9), answer())).toEqual(checking(10));
  });

  it('times out after ten unfinished attempts, not before', () => {
    const nineUnfinished = run(Array.from({ length: 9 }, () => answer()));
    expect(nineUnfinished).toEqual(checking(10));
    expect(verificationReducer(nineUnfinished, answer())).toEqual({ status: 'timeout' });
  });

  it('retries a failed request until the last attempt, then gives error', () => {
    expect(verificationReducer(checking(1), failed)).toEqual(checking(2));
    const nineFailures = run(Array.from({ length: 9 }, () => failed));
    expect(nineFailures).toEqual(checking(10));
    expect(verificationReducer(nineFailures, failed)).toEqual({ status: 'error' });
  });

  it('still succeeds when a failure is followed by a paid answer', () => {
    expect(run([failed, answer(), failed, answer({ payment_status: 'paid' })]).status).toBe('success');
  });

  it('counts failures and unfinished answers together towards the ten attempts', () => {
    const mixed = [failed, answer(), failed, answer(), failed, answer(), failed, answer(), failed];
    expect(run([...mixed, answer()])).toEqual({ status: 'timeout' });
    expect(run([...mixed, failed])).toEqual({ status: 'error' });
  });

  it('ignores anything that arrives after a final state', () => {
    for (const final of [{ status: 'expired' }, { status: 'timeout' }, { status: 'error' }] as VerificationState[]) {
      expect(verificationReducer(final, answer({ payment_status: 'paid' }))).toBe(final);
      expect(verificationReducer(final, failed)).toBe(final);
    }
    const paid = run([answer({ payment_status: 'paid' })]);
    expect(verificationReducer(paid, answer({ status: 'expired' }))).toBe(paid);
  });
});
