'use client';

import { useTranslations } from 'next-intl';
import { PRODUCT_CATEGORIES, type ProductCategoryName } from '@/lib/shop/products/categories';
import { PRODUCT_LIMITS } from '@/lib/shop/products/input';
import { minimumCharge } from '@/lib/shop/minimum-charge';
import { centsOf, dollarsOf } from '@/lib/shop/products/price';
import { BASE_CURRENCY, currencyFor, OTHER_CURRENCIES, suggestedPrice } from '@/lib/shop/products/prices';
import { routing, type Locale } from '@/i18n/routing';
import { languageName } from '@/i18n/language-names';
import { listFormat } from '@/lib/admin/intl-formatters';
import { AdminField } from '@/components/admin/ui/admin-field';
import { DEFAULT_LOCALE } from '@/components/admin/ui/localized-values';
import { FormSection } from '@/components/admin/ui/form-section';
import { MoneyInput } from '@/components/admin/ui/money-input';
import { useAdminLocale } from '@/components/admin/ui/use-admin-locale';
import { ActiveSwitch } from './active-switch';
import type { ProductFormPartProps } from './product-form-part';

/**
 * "Norwegian", or "English and …": the languages whose pages show prices in `currency`, named and
 * listed in the admin's language (`locale`), so a Norwegian help text reads "engelsk og norsk".
 */
function languagesShowing(currency: string, locale: Locale): string {
  const showing = routing.locales.filter((code) => currencyFor(code) === currency);
  return listFormat(locale, { type: 'conjunction' }).format(showing.map((code) => languageName(code, locale)));
}

/** Title, description, prices, where it sits in the shop, and whether it is on sale. */
export function ProductFormBasics({
  values,
  setField,
  setText,
  errors,
  subcategories,
}: ProductFormPartProps & { subcategories: readonly string[] }) {
  const t = useTranslations('ProductForm');
  const locale = useAdminLocale();
  return (
    <FormSection id="product-form-basics" title={t('basics')}>
      <AdminField id="product-title" label={t('title')} error={errors.title}>
        {(control) => (
          <input
            {...control}
            type="text"
            maxLength={PRODUCT_LIMITS.title}
            value={values.title[DEFAULT_LOCALE]}
            onChange={(event) => setText('title', DEFAULT_LOCALE, event.target.value)}
          />
        )}
      </AdminField>
      <AdminField id="product-description" label={t('description')} error={errors.description}>
        {(control) => (
          <textarea
            {...control}
            rows={4}
            maxLength={PRODUCT_LIMITS.description}
            value={values.description[DEFAULT_LOCALE]}
            onChange={(event) => setText('description', DEFAULT_LOCALE, event.target.value)}
          />
        )}
      </AdminField>
      <div className="grid gap-5 sm:grid-cols-2">
        {/* As text: the form checks how the amount is written (at most 2 decimals) and shows "34.50" as stored. */}
        <MoneyInput
          id="product-price"
          type="text"
          label={t('price')}
          currency={BASE_CURRENCY.toUpperCase()}
          help={t('priceHelp', { languages: languagesShowing(BASE_CURRENCY, locale), minimum: dollarsOf(minimumCharge(BASE_CURRENCY)) })}
          error={errors.price}
          placeholder="29"
          value={values.price}
          onChange={(price) => setField('price', price)}
        />
        {OTHER_CURRENCIES.map((currency) => {
          const base = centsOf(values.price);
          const suggestion = base && base > 0 ? suggestedPrice(base, currency) : null;
          const languages = languagesShowing(currency, locale);
          const minimum = dollarsOf(minimumCharge(currency));
          return (
            <MoneyInput
              key={currency}
              id={`product-price-${currency}`}
              type="text"
              label={t('otherPrice', { currency: currency.toUpperCase() })}
              currency={currency.toUpperCase()}
              help={
                suggestion
                  ? t('otherPriceHelp', { languages, minimum, suggestion: dollarsOf(suggestion) })
                  : t('otherPriceHelpNoSuggestion', { languages, minimum })
              }
              error={errors.prices}
              placeholder={suggestion ? dollarsOf(suggestion) : undefined}
              value={values.prices[currency] ?? ''}
              onChange={(price) => setField('prices', { ...values.prices, [currency]: price })}
            />
          );
        })}
        <AdminField id="product-category" label={t('category')} error={errors.category}>
          {(control) => (
            <select
              {...control}
              value={values.category}
              onChange={(event) => setField('category', event.target.value as ProductCategoryName | '')}
            >
              <option value="">{t('categoryPlaceholder')}</option>
              {PRODUCT_CATEGORIES.map((category) => (
                <option key={category} value={category}>
                  {category}
                </option>
              ))}
            </select>
          )}
        </AdminField>
      </div>
      <AdminField id="product-subcategory" label={t('subcategory')} help={t('subcategoryHelp')} error={errors.subcategory}>
        {(control) => (
          <>
            <input
              {...control}
              type="text"
              list="product-subcategories"
              maxLength={PRODUCT_LIMITS.subcategory}
              value={values.subcategory[DEFAULT_LOCALE]}
              onChange={(event) => setText('subcategory', DEFAULT_LOCALE, event.target.value)}
            />
            <datalist id="product-subcategories">
              {subcategories.map((name) => (
                <option key={name} value={name} />
              ))}
            </datalist>
          </>
        )}
      </AdminField>
      <ActiveSwitch
        id="product-active"
        label={t('active')}
        help={t('activeHelp')}
        checked={values.active}
        onChange={(active) => setField('active', active)}
      />
    </FormSection>
  );
}
