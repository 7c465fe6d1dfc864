import 'server-only';
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { routing } from '@/i18n/routing';
import { localize } from '@/i18n/localized';
import { getDb } from '@/lib/db/client';
import { checkoutSessions, digitalProducts, type DigitalProductRow } from '@/lib/db/schema';
import { isUuid } from '@/lib/db/uuid';
import { badRequest, notFound } from '@/lib/http/responses';
import { attachHold, holdDiscount, releaseHold, type DiscountHold } from '@/lib/shop/discounts/hold';
import { typedCodeSchema } from '@/lib/shop/discounts/input';
import { priceOnPage } from '@/lib/shop/products/prices';
import { readSellerSettings } from '@/lib/shop/seller/settings';
import { closeEarlierCheckouts } from './abandon';
import { getPaymentProvider } from './payment-provider';
import { SESSION_ID_PLACEHOLDER } from './provider';
import { vatSellerOf } from './sale-figures';
import { isAllowedOrigin, returnUrls } from './return-urls';
import { WITHDRAWAL_CONSENT_VERSION } from './withdrawal';
import { log } from '@/lib/log/logger.mjs';

export const checkoutRequest = z.object({
  product_id: z.string({ error: 'product_id is required' }),
  origin_url: z.string({ error: 'origin_url is required' }),
  locale: z.enum(routing.locales, { error: `locale must be one of: ${routing.locales.join(', ')}` }).default(routing.defaultLocale),
  // The ticked box of the product page (lib/shop/checkout/withdrawal.ts): true itself, nothing like it.
  withdrawal_consent: z.literal(true, {
    error: 'Tick that you want the download now and lose your right of withdrawal',
  }),
  // A discount code as the buyer typed it (any case); blank is none.
  discount_code: typedCodeSchema.optional().transform((code) => code ?? null),
});

export type CheckoutRequest = z.output<typeof checkoutRequest>;

async function getPurchasableProduct(id: string): Promise<DigitalProductRow | null> {
  if (!isUuid(id)) return null;
  const db = await getDb();
  const [row] = await db
    .select()
    .from(digitalProducts)
    .where(and(eq(digitalProducts.id, id), eq(digitalProducts.active, true)));
  return row ?? null;
}

/**
 * Opens a checkout for the client at `clientKey` (lib/http/client-ip.ts) and returns its URL; amount
 * and title come from the database, never the client.
 */
export async function createCheckout(
  { product_id, origin_url, locale, discount_code }: CheckoutRequest,
  clientKey: string,
): Promise<string> {
  if (!isAllowedOrigin(origin_url)) throw badRequest('origin_url is not an allowed origin');
  const product = await getPurchasableProduct(product_id);
  if (!product) throw notFound('Product not found');

  // The currency and price the page showed.
  const { amount, currency } = priceOnPage(product, locale);

  // A code's use is held first (refused with its reason), given back if no session comes of it;
  // the address's earlier checkout with the code is closed, so it holds one use at most.
  if (discount_code) await closeEarlierCheckouts(discount_code, clientKey);
  const hold = discount_code
    ? await holdDiscount({ code: discount_code, productId: product.id, currency, listedAmount: amount, clientKey })
    : null;
  try {
    return await openSession(product, locale, currency, amount, hold);
  } catch (error) {
    if (hold)
      await releaseHold(hold.holdId).catch((release: unknown) =>
        log.error({ area: 'payments', err: release }, 'discount hold not released'),
      );
    throw error;
  }
}

async function openSession(
  product: DigitalProductRow,
  locale: CheckoutRequest['locale'],
  currency: string,
  listed: number,
  hold: DiscountHold | null,
) {
  const provider = getPaymentProvider();
  const title = localize(product.title, locale);
  const urls = returnUrls(locale, product.id);
  const discount = hold ? { codeId: hold.codeId, code: hold.code, amountOff: hold.amountOff, percentOff: hold.percentOff } : undefined;
  const amount = listed - (discount?.amountOff ?? 0);
  const db = await getDb();
  const tax = vatSellerOf(await readSellerSettings(db));
  const session = await provider.createSession({ product: { id: product.id, title }, amount, currency, discount, ...urls, locale, tax });

  // The server's clock, not the browser's: the consent is given by the request that opens the checkout.
  await db.insert(checkoutSessions).values({
    id: session.id,
    provider: provider.name,
    productId: product.id,
    productTitle: title,
    amountTotal: session.amountTotal,
    amountSubtotal: session.amountTotal,
    amountDiscount: discount?.amountOff ?? 0,
    discountCode: discount?.code ?? null,
    discountCodeId: discount?.codeId ?? null,
    currency: session.currency,
    status: session.status,
    paymentStatus: session.paymentStatus,
    expiresAt: session.expiresAt,
    locale,
    successUrl: urls.successUrl.replace(SESSION_ID_PLACEHOLDER, session.id),
    cancelUrl: urls.cancelUrl,
    withdrawalConsentAt: new Date(),
    withdrawalConsentVersion: WITHDRAWAL_CONSENT_VERSION,
  });
  if (hold) await attachHold(hold.holdId, session.id, session.expiresAt);
  if (!session.url) throw new Error(`Provider ${provider.name} returned session ${session.id} without a URL`);
  return session.url;
}
