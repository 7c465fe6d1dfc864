import 'server-only';
import { escape } from 'html-escaper';
import { formatterFor } from '@/i18n/formatter';
import { LOCALE_TAGS } from '@/i18n/locales';
import { catalogueTranslator } from '@/i18n/catalogues';
import { localizedPath } from '@/i18n/paths';
import { getEnv } from '@/lib/env';
import type { ReceiptData } from '@/lib/shop/documents/receipt-data';
import { figureRows } from '@/lib/shop/documents/summary';
import { organisationLine } from '@/lib/shop/seller/format';
import { STUDIO_NAME, STUDIO_TIME_ZONE } from '@/lib/site';

// Plain text and HTML with the same content; everything shown is still escaped in the HTML. The
// figures and the seller are the receipt PDF's (attached when the outbox sends it).

export interface ReceiptFacts {
  /** The sale as its receipt PDF shows it. */
  receipt: ReceiptData;
  downloadUrl: string;
}

export interface ComposedMail {
  subject: string;
  text: string;
  html: string;
}

/** The figure rows as the mail's table has them: a reverse charge's statement spans the row. */
function figureLines(receipt: ReceiptData): [string, string][] {
  const t = catalogueTranslator(receipt.locale, 'SalesDocument');
  const labels = { discount: t('discount'), net: t('net'), vat: t('vat'), reverseCharge: t('reverseCharge'), total: t('total') };
  return figureRows(receipt.figures, labels, receipt.locale).map((row) => (row.kind === 'note' ? [row.text, ''] : [row.label, row.value]));
}

/** "Nordlys Studio AS, Thorvald Meyers gate 12, 0555 Oslo · Org.nr. 987 654 325 MVA": the seller in one line. */
function sellerLine({ seller, locale }: ReceiptData): string {
  const place = [seller.legal_name, ...seller.address.split(/\r?\n/)]
    .map((part) => part.trim())
    .filter(Boolean)
    .join(', ');
  return [place, organisationLine(seller, catalogueTranslator(locale, 'Seller'))].filter(Boolean).join(' · ');
}

export function composeReceipt({ receipt, downloadUrl }: ReceiptFacts): ComposedMail {
  const { locale } = receipt;
  const env = getEnv();
  const t = catalogueTranslator(locale, 'ReceiptMail');
  const format = formatterFor(locale, STUDIO_TIME_ZONE);
  const productTitle = receipt.productTitle;
  const rows: [string, string][] = [
    [t('product'), productTitle],
    ...figureLines(receipt),
    [t('date'), format.dateTime(receipt.paidAt, 'long')],
    [t('order'), receipt.orderId.slice(0, 8).toUpperCase()],
  ];
  if (receipt.receiptNumber !== null) rows.unshift([t('receiptNumber'), String(receipt.receiptNumber)]);
  const seller = sellerLine(receipt);
  const resendUrl = `${env.SITE_URL}${localizedPath('/downloads', locale)}`;
  const rules = t('linkRules', { days: env.DOWNLOAD_LINK_DAYS, downloads: env.DOWNLOAD_LINK_MAX_DOWNLOADS });
  const newLink = t('newLink', { url: resendUrl });
  const signature = t('signature', { studio: STUDIO_NAME });
  // The receipt confirms the consent on a durable medium, as the law asks.
  const consent = receipt.withdrawalConsentAt && t('withdrawalConsent', { date: format.dateTime(receipt.withdrawalConsentAt, 'long') });

  const text = [
    t('thanks'),
    t('intro'),
    '',
    ...rows.map(([label, value]) => (value ? `${label}: ${value}` : label)),
    '',
    ...(consent ? [consent, ''] : []),
    `${t('download', { product: productTitle })}:`,
    downloadUrl,
    '',
    rules,
    newLink,
    '',
    t('questions'),
    '',
    signature,
    ...(seller ? ['', seller] : []),
  ].join('\n');

  const cell = 'padding:6px 0;border-bottom:1px solid #eee4e8;';
  const html = `<!doctype html>
<html lang="${LOCALE_TAGS[locale].language}"><body style="margin:0;background:#faf6f3;font-family:Georgia,serif;color:#3a2433;">
<div style="max-width:560px;margin:0 auto;padding:32px 24px;">
<p style="font-size:22px;margin:0 0 8px;">${escape(t('thanks'))}</p>
<p style="font-family:Helvetica,Arial,sans-serif;font-size:15px;margin:0 0 24px;">${escape(t('intro'))}</p>
<table role="presentation" style="width:100%;border-collapse:collapse;font-family:Helvetica,Arial,sans-serif;font-size:15px;">
${rows.map(([label, value]) => (value ? `<tr><td style="${cell}color:#7a6470;">${escape(label)}</td><td style="${cell}text-align:right;">${escape(value)}</td></tr>` : `<tr><td colspan="2" style="${cell}color:#7a6470;font-size:13px;">${escape(label)}</td></tr>`)).join('\n')}
</table>
${consent ? `<p style="font-family:Helvetica,Arial,sans-serif;font-size:13px;color:#7a6470;margin:16px 0 0;">${escape(consent)}</p>\n` : ''}<p style="margin:28px 0;"><a href="${escape(downloadUrl)}" style="display:inline-block;background:#5b2a4a;color:#ffffff;text-decoration:none;padding:14px 24px;border-radius:999px;font-family:Helvetica,Arial,sans-serif;font-size:15px;">${escape(t('download', { product: productTitle }))}</a></p>
<p style="font-family:Helvetica,Arial,sans-serif;font-size:13px;color:#7a6470;">${escape(rules)}<br>${escape(t('newLink', { url: '' }).trim())} <a href="${escape(resendUrl)}" style="color:#5b2a4a;">${escape(resendUrl)}</a></p>
<p style="font-family:Helvetica,Arial,sans-serif;font-size:13px;color:#7a6470;">${escape(t('questions'))}</p>
<p style="font-size:15px;white-space:pre-line;">${escape(signature)}</p>
${seller ? `<p style="font-family:Helvetica,Arial,sans-serif;font-size:12px;color:#7a6470;margin:24px 0 0;">${escape(seller)}</p>\n` : ''}</div></body></html>`;

  return { subject: t('subject', { studio: STUDIO_NAME, product: productTitle }), text, html };
}
