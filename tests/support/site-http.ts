// The writes a visitor makes, as raw HTTP calls to a running server
// (docs/behaviour.md#content-api). Each returns whether the server acknowledged the write; a
// network error (server gone) rejects.

export type Answer<T> = { ok: true; value: T } | { ok: false; detail: string };

const refused = async (what: string, response: Response): Promise<{ ok: false; detail: string }> => ({
  ok: false,
  detail: `${what} answered ${response.status}: ${(await response.text()).slice(0, 200)}`,
});

/**
 * POST /api/contact from `clientAddress`, sent as the X-Forwarded-For a proxy in front of the
 * server would write: the server must trust this test as its proxy (BEHIND_TEST_PROXY).
 */
export async function postContactMessage(origin: string, message: string, clientAddress: string): Promise<Answer<string>> {
  const response = await fetch(`${origin}/api/contact`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': clientAddress },
    body: JSON.stringify({ name: 'System Test', email: 'system-test@example.com', service_interest: 'Branding', message, locale: 'en' }),
  });
  if (response.status !== 201) return refused('POST /api/contact', response);
  await response.body?.cancel();
  return { ok: true, value: message };
}

/**
 * POST /api/payments/checkout, from `clientAddress` when given (as for postContactMessage); the
 * demo checkout's URL ends with the new session's id.
 */
export async function openCheckout(
  origin: string,
  productId: string,
  locale: 'en' | 'no' = 'en',
  clientAddress?: string,
): Promise<Answer<string>> {
  const response = await fetch(`${origin}/api/payments/checkout`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(clientAddress ? { 'X-Forwarded-For': clientAddress } : {}) },
    body: JSON.stringify({ product_id: productId, origin_url: origin, locale, withdrawal_consent: true }),
  });
  if (response.status !== 200) return refused('POST /api/payments/checkout', response);
  const { checkout_url } = (await response.json()) as { checkout_url: string };
  return { ok: true, value: new URL(checkout_url).pathname.split('/').pop()! };
}

/**
 * The demo checkout's Pay button, with the buyer's e-mail. It answers with a redirect to the success page only once the
 * session is paid and its order stored; any other answer means the payment did not go through.
 */
export async function payDemoSession(origin: string, sessionId: string, email = 'system-test@example.com'): Promise<Answer<string>> {
  const response = await fetch(`${origin}/api/payments/demo/${sessionId}/pay`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ email }),
    redirect: 'manual',
  });
  const location = response.headers.get('location') ?? '';
  if (response.status !== 303 || !location.includes(`session_id=${sessionId}`)) return refused(`POST pay of ${sessionId}`, response);
  await response.body?.cancel();
  return { ok: true, value: sessionId };
}

/** GET /api/payments/status/{id} (from `clientAddress` when given): the payment_status, or null for an unknown session. */
export async function paymentStatus(origin: string, sessionId: string, clientAddress?: string): Promise<string | null> {
  const response = await fetch(`${origin}/api/payments/status/${sessionId}`, {
    headers: clientAddress ? { 'X-Forwarded-For': clientAddress } : {},
  });
  if (response.status === 404) return null;
  if (!response.ok) throw new Error(`GET status of ${sessionId} answered ${response.status}`);
  return ((await response.json()) as { payment_status: string }).payment_status;
}

/** The ids of the active products, from the public list. */
export async function productIds(origin: string): Promise<string[]> {
  const response = await fetch(`${origin}/api/digital-products`);
  if (!response.ok) throw new Error(`GET /api/digital-products answered ${response.status}`);
  return ((await response.json()) as Array<{ id: string }>).map((product) => product.id);
}
