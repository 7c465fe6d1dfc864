'use client';

import { useTranslations } from 'next-intl';
import { StatusTag } from '@/components/admin/ui/admin-page-header';
import { secondaryButtonClass } from '@/components/admin/ui/field-styles';
import { useAdminLocale } from '@/components/admin/ui/use-admin-locale';
import type { Locale } from '@/i18n/routing';
import { dateTimeFormat } from '@/lib/admin/intl-formatters';
import { formatPaid } from '@/lib/shop/money';
import type { AdminDiscountCode } from '@/lib/shop/discounts/types';

// The codes, newest first: what each gives, for what and when, its uses against its limit, the
// revenue of its paid orders per currency, and Pause or Resume. A code is letters, digits, - and _
// only (lib/shop/discounts/input.ts), and React prints it as text.

// In the admin's language; a code's start and end in the browser's own time zone.
const WHEN = { dateStyle: 'medium', timeStyle: 'short' } as const;
const when = (iso: string, locale: Locale) => dateTimeFormat(locale, WHEN).format(new Date(iso));

export function DiscountList({
  codes,
  busy,
  onPause,
}: {
  codes: AdminDiscountCode[];
  busy: string | null;
  onPause: (code: AdminDiscountCode, paused: boolean) => void;
}) {
  const t = useTranslations('AdminDiscounts.list');
  const locale = useAdminLocale();
  const money = (minor: number, currency: string) => formatPaid(minor, currency, locale);
  const gives = (code: AdminDiscountCode) =>
    code.kind === 'percent'
      ? t('percentOff', { percent: code.percent_off ?? 0 })
      : t('amountOff', {
          amounts: Object.entries(code.amounts_off)
            .map(([currency, minor]) => money(minor, currency))
            .join(' / '),
        });
  const validity = (code: AdminDiscountCode) => {
    if (code.starts_at && code.ends_at) return t('between', { start: when(code.starts_at, locale), end: when(code.ends_at, locale) });
    if (code.starts_at) return t('from', { start: when(code.starts_at, locale) });
    if (code.ends_at) return t('until', { end: when(code.ends_at, locale) });
    return t('always');
  };
  return (
    <ul aria-label={t('label')} className="divide-y divide-plum/5 rounded-2xl bg-white shadow-sm ring-1 ring-plum/10">
      {codes.map((code) => {
        const revenue = Object.entries(code.revenue);
        return (
          <li key={code.id} data-testid="discount-code-row" className={`px-4 py-4 sm:px-5 ${code.paused ? 'text-muted' : ''}`}>
            <article aria-labelledby={`discount-${code.id}`} className="flex flex-wrap items-start justify-between gap-x-6 gap-y-3">
              <div className="min-w-0 space-y-1">
                <div className="flex flex-wrap items-center gap-2">
                  <h2 id={`discount-${code.id}`} className="break-all font-mono text-base font-semibold text-plum">
                    {code.code}
                  </h2>
                  <StatusTag tone={code.paused ? 'attention' : 'done'}>{code.paused ? t('paused') : t('active')}</StatusTag>
                </div>
                <p className="text-sm text-ink">
                  {gives(code)} · {code.product_ids.length === 0 ? t('allProducts') : t('someProducts', { count: code.product_ids.length })}
                </p>
                <p className="text-sm text-muted">{validity(code)}</p>
              </div>
              <dl className="grid grid-cols-[auto_auto] gap-x-4 gap-y-1 text-sm tabular-nums">
                <dt className="sr-only">{t('label')}</dt>
                <dd className="col-span-2 text-ink">
                  {code.usage_limit === null
                    ? t('usesNoLimit', { uses: code.uses })
                    : t('uses', { uses: code.uses, limit: code.usage_limit })}
                  {code.open_holds > 0 && <span className="text-muted"> · {t('held', { count: code.open_holds })}</span>}
                </dd>
                <dt className="text-muted">{t('revenue')}</dt>
                <dd className="text-ink">
                  {revenue.length === 0 ? t('noRevenue') : revenue.map(([currency, minor]) => money(minor, currency)).join(' / ')}
                </dd>
              </dl>
              <button
                type="button"
                disabled={busy === code.id}
                aria-label={code.paused ? t('resume', { code: code.code }) : t('pause', { code: code.code })}
                onClick={() => onPause(code, !code.paused)}
                className={secondaryButtonClass}
              >
                {code.paused ? t('resumeShort') : t('pauseShort')}
              </button>
            </article>
          </li>
        );
      })}
    </ul>
  );
}
