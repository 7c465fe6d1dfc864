'use client';

import { useTranslations } from 'next-intl';
import { languageName } from '@/i18n/language-names';
import { routing, type Locale } from '@/i18n/routing';
import { listFormat } from '@/lib/admin/intl-formatters';
import { minimumCharge } from '@/lib/shop/minimum-charge';
import { centsOf, dollarsOf } from '@/lib/shop/products/price';
import { currencyFor, OTHER_CURRENCIES, suggestedPrice } from '@/lib/shop/products/prices';
import { useFieldForm, type WidgetProps } from '@/components/admin/form/form-context';
import { MoneyInput } from '@/components/admin/ui/money-input';
import { useAdminLocale } from '@/components/admin/ui/use-admin-locale';

/**
 * "Norwegian", or "English and …": the languages whose pages show prices in `currency`, named and
 * listed in the admin's language (`locale`), so a Norwegian help text reads "engelsk og norsk".
 */
export function languagesShowing(currency: string, locale: Locale): string {
  const showing = routing.locales.filter((code) => currencyFor(code) === currency);
  return listFormat(locale, { type: 'conjunction' }).format(showing.map((code) => languageName(code, locale)));
}

/**
 * The product's `prices` (a custom field): one amount per currency beside the base price, as
 * typed; blank saves the suggestion, which follows the base price as it is typed.
 */
export function OtherPricesInput({ path, value, record }: WidgetProps) {
  const t = useTranslations('ProductForm');
  const form = useTranslations('AdminForm');
  const locale = useAdminLocale();
  const { dispatch, errors, controlId } = useFieldForm();
  const prices = (value ?? {}) as Record<string, string>;
  const base = centsOf(String(record.price ?? ''));
  return OTHER_CURRENCIES.map((currency) => {
    const suggestion = base && base > 0 ? suggestedPrice(base, currency) : null;
    const languages = languagesShowing(currency, locale);
    const minimum = dollarsOf(minimumCharge(currency));
    const code = currency.toUpperCase();
    return (
      // As text: the server checks how the amount is written (at most 2 decimals) and it shows "345.50" as stored.
      <MoneyInput
        key={currency}
        id={controlId(`${path}.${currency}`)}
        type="text"
        label={form('optional', { label: t('otherPrice', { currency: code }) })}
        currency={code}
        help={
          suggestion
            ? t('otherPriceHelp', { languages, minimum, suggestion: dollarsOf(suggestion) })
            : t('otherPriceHelpNoSuggestion', { languages, minimum })
        }
        error={errors[path]}
        placeholder={suggestion ? dollarsOf(suggestion) : undefined}
        value={prices[currency] ?? ''}
        onChange={(price) => dispatch({ type: 'set', path, value: { ...prices, [currency]: price } })}
      />
    );
  });
}
