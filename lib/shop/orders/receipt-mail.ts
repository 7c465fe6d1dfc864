import 'server-only';
import { escape } from 'html-escaper';
import { formatterFor } from '@/i18n/formatter';
import { LOCALE_TAGS } from '@/i18n/locales';
import { mailTranslator } from '@/i18n/mail-messages';
import { localizedPath } from '@/i18n/paths';
import type { Locale } from '@/i18n/routing';
import { getEnv } from '@/lib/env';
import { formatPaid } from '@/lib/shop/money';
import { STUDIO_NAME, STUDIO_TIME_ZONE } from '@/lib/site';

// Plain text and HTML with the same content; everything shown is still escaped in the HTML.

export interface ReceiptFacts {
  orderId: string;
  /** The sales document's number; null only for orders from before numbering began. */
  receiptNumber: number | null;
  productTitle: string;
  amountTotal: number;
  currency: string;
  paidAt: Date;
  locale: Locale;
  downloadUrl: string;
  /** When the buyer agreed to immediate delivery (lib/shop/checkout/withdrawal.ts); null for older orders. */
  withdrawalConsentAt: Date | null;
}

export interface ComposedMail {
  subject: string;
  text: string;
  html: string;
}

export function composeReceipt(facts: ReceiptFacts): ComposedMail {
  const { locale } = facts;
  const env = getEnv();
  const t = mailTranslator(locale, 'ReceiptMail');
  const format = formatterFor(locale, STUDIO_TIME_ZONE);
  const rows: [string, string][] = [
    [t('product'), facts.productTitle],
    [t('amount'), formatPaid(facts.amountTotal, facts.currency, locale)],
    [t('date'), format.dateTime(facts.paidAt, 'long')],
    [t('order'), facts.orderId.slice(0, 8).toUpperCase()],
  ];
  if (facts.receiptNumber !== null) rows.unshift([t('receiptNumber'), String(facts.receiptNumber)]);
  const resendUrl = `${env.SITE_URL}${localizedPath('/downloads', locale)}`;
  const rules = t('linkRules', { days: env.DOWNLOAD_LINK_DAYS, downloads: env.DOWNLOAD_LINK_MAX_DOWNLOADS });
  const newLink = t('newLink', { url: resendUrl });
  const signature = t('signature', { studio: STUDIO_NAME });
  // The receipt confirms the consent on a durable medium, as the law asks.
  const consent = facts.withdrawalConsentAt && t('withdrawalConsent', { date: format.dateTime(facts.withdrawalConsentAt, 'long') });

  const text = [
    t('thanks'),
    t('intro'),
    '',
    ...rows.map(([label, value]) => `${label}: ${value}`),
    '',
    ...(consent ? [consent, ''] : []),
    `${t('download', { product: facts.productTitle })}:`,
    facts.downloadUrl,
    '',
    rules,
    newLink,
    '',
    t('questions'),
    '',
    signature,
  ].join('\n');

  const cell = 'padding:6px 0;border-bottom:1px solid #eee4e8;';
  const html = `<!doctype html>
<html lang="${LOCALE_TAGS[locale].language}"><body style="margin:0;background:#faf6f3;font-family:Georgia,serif;color:#3a2433;">
<div style="max-width:560px;margin:0 auto;padding:32px 24px;">
<p style="font-size:22px;margin:0 0 8px;">${escape(t('thanks'))}</p>
<p style="font-family:Helvetica,Arial,sans-serif;font-size:15px;margin:0 0 24px;">${escape(t('intro'))}</p>
<table role="presentation" style="width:100%;border-collapse:collapse;font-family:Helvetica,Arial,sans-serif;font-size:15px;">
${rows.map(([label, value]) => `<tr><td style="${cell}color:#7a6470;">${escape(label)}</td><td style="${cell}text-align:right;">${escape(value)}</td></tr>`).join('\n')}
</table>
${consent ? `<p style="font-family:Helvetica,Arial,sans-serif;font-size:13px;color:#7a6470;margin:16px 0 0;">${escape(consent)}</p>\n` : ''}<p style="margin:28px 0;"><a href="${escape(facts.downloadUrl)}" style="display:inline-block;background:#5b2a4a;color:#ffffff;text-decoration:none;padding:14px 24px;border-radius:999px;font-family:Helvetica,Arial,sans-serif;font-size:15px;">${escape(t('download', { product: facts.productTitle }))}</a></p>
<p style="font-family:Helvetica,Arial,sans-serif;font-size:13px;color:#7a6470;">${escape(rules)}<br>${escape(t('newLink', { url: '' }).trim())} <a href="${escape(resendUrl)}" style="color:#5b2a4a;">${escape(resendUrl)}</a></p>
<p style="font-family:Helvetica,Arial,sans-serif;font-size:13px;color:#7a6470;">${escape(t('questions'))}</p>
<p style="font-size:15px;white-space:pre-line;">${escape(signature)}</p>
</div></body></html>`;

  return { subject: t('subject', { studio: STUDIO_NAME, product: facts.productTitle }), text, html };
}
