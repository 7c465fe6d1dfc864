import 'server-only';

// TEMPORARY stand-in on the buyer branch for the lead's lib/orders/receipts.ts (replaced at merge).

export async function resendAllReceipts(email: string): Promise<void> {
  console.log(`[receipts] (stand-in) would re-send the receipts of ${email.length} characters of address`);
}
