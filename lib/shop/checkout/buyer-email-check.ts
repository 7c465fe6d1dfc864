// The buyer's address checked in the browser before a form is sent, with the same rules as the
// server (./buyer-email.ts). zod loads when a buyer starts on the form, not with the page.

const loadRules = () => import('./buyer-email');

/** Starts loading the rules (on the field's first focus); a failure shows when the form is sent. */
export const preloadBuyerEmailRules = () => void loadRules().catch(() => undefined);

/**
 * The trimmed address when it is valid, null when it is not. If the rules cannot be loaded (a
 * flaky connection), the address goes as typed: the server checks it again and says so.
 */
export async function checkBuyerEmail(value: string): Promise<string | null> {
  const rules = await loadRules().catch((error: unknown) => {
    console.error('[buyer email] the form rules could not be loaded', error);
    return null;
  });
  if (!rules) return value.trim();
  const parsed = rules.buyerEmailSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}
