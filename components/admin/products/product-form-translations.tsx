'use client';

import { useTranslations } from 'next-intl';
import type { Locale } from '@/i18n/routing';
import { PRODUCT_LIMITS } from '@/lib/shop/products/input';
import { AdminField } from '@/components/admin/ui/admin-field';
import { TranslationSections } from '@/components/admin/ui/translation-sections';
import type { TranslationStatusView } from '@/components/admin/ui/use-translation-status';
import type { ProductFormPartProps } from './product-form-part';
import { errorKey } from './product-form-values';

/**
 * The texts in each other language: each optional, the shop shows the default language's one when
 * it is empty. Each language's tab starts with the product's translation status in it.
 */
export function ProductFormTranslations({
  values,
  setText,
  errors,
  subcategories,
  translation,
}: ProductFormPartProps & { subcategories: Partial<Record<Locale, readonly string[]>>; translation: TranslationStatusView }) {
  const t = useTranslations('ProductForm');
  const { flagOf } = translation;
  return (
    <TranslationSections id="product-form-translation" translation={translation}>
      {(locale, language) => (
        <>
          <AdminField
            id={`product-title-${locale}`}
            label={t('titleIn', { language })}
            error={errors[errorKey('title', locale)]}
            flag={flagOf('title', locale)}
          >
            {(control) => (
              <input
                {...control}
                type="text"
                lang={locale}
                maxLength={PRODUCT_LIMITS.title}
                value={values.title[locale]}
                onChange={(event) => setText('title', locale, event.target.value)}
              />
            )}
          </AdminField>
          <AdminField
            id={`product-description-${locale}`}
            label={t('descriptionIn', { language })}
            error={errors[errorKey('description', locale)]}
            flag={flagOf('description', locale)}
          >
            {(control) => (
              <textarea
                {...control}
                lang={locale}
                rows={4}
                maxLength={PRODUCT_LIMITS.description}
                value={values.description[locale]}
                onChange={(event) => setText('description', locale, event.target.value)}
              />
            )}
          </AdminField>
          <AdminField
            id={`product-subcategory-${locale}`}
            label={t('subcategoryIn', { language })}
            error={errors[errorKey('subcategory', locale)]}
            flag={flagOf('subcategory', locale)}
          >
            {(control) => (
              <>
                <input
                  {...control}
                  type="text"
                  lang={locale}
                  list={`product-subcategories-${locale}`}
                  maxLength={PRODUCT_LIMITS.subcategory}
                  value={values.subcategory[locale]}
                  onChange={(event) => setText('subcategory', locale, event.target.value)}
                />
                <datalist id={`product-subcategories-${locale}`}>
                  {(subcategories[locale] ?? []).map((name) => (
                    <option key={name} value={name} />
                  ))}
                </datalist>
              </>
            )}
          </AdminField>
          <AdminField
            id={`product-contents-${locale}`}
            label={t('contentsIn', { language })}
            error={errors[errorKey('contents', locale)]}
            flag={flagOf('contents', locale)}
          >
            {(control) => (
              <textarea
                {...control}
                lang={locale}
                rows={5}
                value={values.contents[locale]}
                onChange={(event) => setText('contents', locale, event.target.value)}
              />
            )}
          </AdminField>
          <AdminField
            id={`product-compatibility-${locale}`}
            label={t('compatibilityIn', { language })}
            error={errors[errorKey('compatibility', locale)]}
            flag={flagOf('compatibility', locale)}
          >
            {(control) => (
              <input
                {...control}
                type="text"
                lang={locale}
                maxLength={PRODUCT_LIMITS.compatibility}
                value={values.compatibility[locale]}
                onChange={(event) => setText('compatibility', locale, event.target.value)}
              />
            )}
          </AdminField>
          <AdminField
            id={`product-deliverable-${locale}`}
            label={t('deliverableIn', { language })}
            help={t('deliverableInHelp', { language })}
            error={errors[errorKey('deliverable', locale)]}
            flag={flagOf('deliverable', locale)}
          >
            {(control) => (
              <textarea
                {...control}
                lang={locale}
                rows={6}
                maxLength={PRODUCT_LIMITS.deliverable}
                value={values.deliverable[locale]}
                onChange={(event) => setText('deliverable', locale, event.target.value)}
                className={`${control.className} font-mono text-sm`}
              />
            )}
          </AdminField>
        </>
      )}
    </TranslationSections>
  );
}
