'use client';

import dynamic from 'next/dynamic';
import { useTranslations } from 'next-intl';
import { DEFAULT_LOCALE, type LocalizedText } from '@/i18n/localized';
import { useLanguageName } from '@/components/admin/ui/use-language-name';
import type { RichField, TextField } from '@/lib/forms/fields';
import { AdminField } from '@/components/admin/ui/admin-field';
import { flagOf, useFieldForm } from './form-context';

// Only the legal texts and the shop's answers are formatted: the editor is fetched for their pages alone.
const RichTextField = dynamic(() => import('@/components/admin/editor/rich-text-field').then((module) => module.RichTextField), {
  ssr: false,
  loading: () => <div aria-hidden="true" className="h-60 animate-pulse rounded-2xl bg-cream/60 motion-reduce:animate-none" />,
});

interface LocalizedFieldProps {
  path: string;
  field: TextField | RichField;
  label: string;
  value: LocalizedText | null | undefined;
}

/**
 * A translated text: the default language's input, and beside it (under it on a phone) the one of
 * the translation language chosen in the editor's tabs, tagged when that translation is missing or
 * outdated. A blank translation is allowed: the site shows the default language's text.
 */
export function LocalizedField({ path, field, label, value }: LocalizedFieldProps) {
  const t = useTranslations('AdminForm');
  const languageName = useLanguageName();
  const { dispatch, errors, status, language, controlId, helpOf, suggestionsOf } = useFieldForm();
  // A picture's alt text is shown once there is a picture, and then it is needed.
  const optional = field.kind === 'text' && field.optional && !field.altOf;
  return (
    <div className="grid gap-x-5 gap-y-4 md:grid-cols-2">
      {[DEFAULT_LOCALE, language].map((locale) => {
        const own = locale === DEFAULT_LOCALE;
        const key = own ? path : `${path}.${locale}`;
        const id = controlId(key);
        const name = own ? (optional ? t('optional', { label }) : label) : t('inLanguage', { label, language: languageName(locale) });
        const flag = own ? undefined : flagOf(status, path, locale);
        const text = value?.[locale] ?? '';
        const set = (next: string) => dispatch({ type: 'set', path: `${path}.${locale}`, value: next, errorKey: key });
        if (field.kind === 'rich')
          return <RichTextField key={locale} id={id} label={name} value={text} onChange={set} error={errors[key]} flag={flag} />;
        const lines = field.lines ?? 1;
        // A paragraph counts its characters against the limit, in each language.
        const guidance = field.kind === 'text' ? field.guidance : undefined;
        const count = (typed: string) => {
          const length = typed.trim().length;
          if (guidance) return t(length > guidance ? 'guidanceOver' : 'guidanceCount', { count: length, guidance });
          return lines > 1 ? t('characterCount', { count: typed.length, max: field.max }) : undefined;
        };
        const helpLine = (own: boolean, typed: string) =>
          [own ? helpOf(path, field) : undefined, count(typed)].filter(Boolean).join(' ') || undefined;
        // The texts in use in this language, offered while typing one line.
        const suggested = lines > 1 ? [] : (suggestionsOf?.(path, locale) ?? []);
        return (
          <AdminField key={locale} id={id} label={name} help={helpLine(own, text)} error={errors[key]} flag={flag}>
            {(control) =>
              lines > 1 ? (
                <textarea
                  {...control}
                  lang={locale}
                  rows={lines}
                  maxLength={field.max}
                  aria-required={!own || optional ? undefined : true}
                  value={text}
                  onChange={(event) => set(event.target.value)}
                />
              ) : (
                <>
                  <input
                    {...control}
                    type="text"
                    lang={locale}
                    autoComplete="off"
                    list={suggested.length > 0 ? `${id}-suggestions` : undefined}
                    maxLength={field.max}
                    aria-required={!own || optional ? undefined : true}
                    value={text}
                    onChange={(event) => set(event.target.value)}
                  />
                  {suggested.length > 0 && (
                    <datalist id={`${id}-suggestions`}>
                      {suggested.map((name) => (
                        <option key={name} value={name} />
                      ))}
                    </datalist>
                  )}
                </>
              )
            }
          </AdminField>
        );
      })}
      {field.kind === 'rich' && helpOf(path, field) && <p className="text-xs text-muted md:col-span-full">{helpOf(path, field)}</p>}
    </div>
  );
}
