// The server's rules (./buyer-email.ts), checked before sending; zod loads when a buyer starts on the form.

const loadRules = () => import('./buyer-email');

export const preloadBuyerEmailRules = () => void loadRules().catch(() => undefined);

/** The trimmed address, or null if invalid; as typed when the rules fail to load (the server checks again). */
export async function checkBuyerEmail(value: string): Promise<string | null> {
  const rules = await loadRules().catch((error: unknown) => {
    console.error('[buyer email] the form rules could not be loaded', error);
    return null;
  });
  if (!rules) return value.trim();
  const parsed = rules.buyerEmailSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}
