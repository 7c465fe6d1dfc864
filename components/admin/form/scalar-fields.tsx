'use client';

import { useTranslations } from 'next-intl';
import { useCallback, useState } from 'react';
import { DEFAULT_LOCALE } from '@/i18n/localized';
import { PAGE_CURRENCIES, type Money, type MoneyField, type PlainField, type StoredImage } from '@/lib/forms/fields';
import { AdminField } from '@/components/admin/ui/admin-field';
import { MoneyInput as AdminMoneyInput } from '@/components/admin/ui/money-input';
import { SingleImageField } from '@/components/admin/uploads/single-image-field';
import { LocalizedField } from './localized-field';
import { useFieldForm } from './form-context';
import { useFieldFrame } from './use-field-frame';

// The fields written once for every language: a plain text (an address, a figure, a date), an
// amount of money, and a picture (whose alternative text is translated).

const INPUT_TYPES: Partial<Record<string, 'email' | 'url' | 'date'>> = { email: 'email', url: 'url', date: 'date' };

export function PlainInput({ path, field, label, value }: { path: string; field: PlainField; label: string; value: string }) {
  if (field.format === 'picture') return <PictureInput path={path} field={field} label={label} value={value} />;
  return <TextInput path={path} field={field} label={label} value={value} />;
}

function TextInput({ path, field, label, value }: { path: string; field: PlainField; label: string; value: string }) {
  const { dispatch } = useFieldForm();
  const frame = useFieldFrame(path, field, label, { value: value?.trim() || '…' });
  const format = field.format === 'picture' ? undefined : field.format;
  return (
    <AdminField {...frame}>
      {(control) => {
        const common = {
          ...control,
          maxLength: field.max,
          'aria-required': field.optional ? undefined : true,
          value: value ?? '',
        } as const;
        const set = (next: string) => dispatch({ type: 'set', path, value: next });
        // An address is written on lines of its own.
        if ((field.lines ?? 1) > 1) return <textarea {...common} rows={field.lines} onChange={(event) => set(event.target.value)} />;
        return (
          <input
            {...common}
            type={(format && INPUT_TYPES[format]) ?? 'text'}
            autoComplete="off"
            onChange={(event) => set(event.target.value)}
            spellCheck={field.format === 'slug' ? false : undefined}
            autoCapitalize={field.format === 'slug' ? 'none' : undefined}
            className={`${control.className} ${field.format === 'date' ? 'sm:max-w-xs' : ''} ${field.format === 'slug' ? 'font-mono text-sm' : ''}`}
          />
        );
      }}
    </AdminField>
  );
}

/** A price: its amount in each language's currency; each field keeps the text typed and the draft gets its number. */
export function MoneyInput({ path, field, label, value }: { path: string; field: MoneyField; label: string; value: Money }) {
  const { helpOf } = useFieldForm();
  return (
    <div className="space-y-3">
      {PAGE_CURRENCIES.map((currency, index) => (
        <AmountInput
          key={currency}
          path={path}
          currency={currency}
          label={label}
          help={index === 0 ? helpOf(path, field) : undefined}
          value={value}
        />
      ))}
    </div>
  );
}

function AmountInput({
  path,
  currency,
  label,
  help,
  value,
}: {
  path: string;
  currency: string;
  label: string;
  help?: string;
  value: Money;
}) {
  const t = useTranslations('AdminForm');
  const { dispatch, errors, controlId } = useFieldForm();
  const amount = value?.[currency];
  const [text, setText] = useState(() => (Number.isFinite(amount) ? String(amount) : ''));
  const code = currency.toUpperCase();
  return (
    <AdminMoneyInput
      id={controlId(`${path}.${currency}`)}
      label={t('currency', { label, currency: code })}
      currency={code}
      help={help}
      error={errors[`${path}.${currency}`] ?? errors[path]}
      required
      value={text}
      onChange={(typed) => {
        setText(typed);
        // Blank is sent as no number, which the server refuses by name.
        dispatch({ type: 'set', path, value: { ...value, [currency]: typed.trim() === '' ? null : Number(typed) } });
      }}
    />
  );
}

const ALT_FIELD = { kind: 'text', max: 300, optional: true } as const;

/** An upload whose address is the value (`srcPath`, '' is none; Remove clears it); errors are the field's (`path`). */
function PictureInput({
  path,
  field,
  srcPath = path,
  label,
  value,
  preview,
}: {
  path: string;
  /** A picture field of its own, whose help line shows under it. */
  field?: PlainField;
  srcPath?: string;
  label: string;
  value: string;
  preview?: string;
}) {
  const t = useTranslations('AdminForm');
  const { dispatch, errors, uploading, controlId, helpOf } = useFieldForm();
  const onBusyChange = useCallback((busy: boolean) => uploading(path, busy), [uploading, path]);
  const texts = {
    label,
    preview: preview || label,
    remove: t('removeImage'),
    prompt: t('imagePrompt'),
    input: t('imageInput', { label }),
    failed: t('imageFailed'),
    help: field && helpOf(path, field),
  };
  return (
    <div className="max-w-sm">
      <SingleImageField
        id={controlId(path)}
        texts={texts}
        previewClass="aspect-[4/3]"
        value={value}
        onChange={(src) => dispatch({ type: 'set', path: srcPath, value: src, errorKey: path })}
        onBusyChange={onBusyChange}
        error={errors[path]}
      />
    </div>
  );
}

/** A picture through the admin's upload and its alternative text per language. */
export function ImageInput({ path, label, value }: { path: string; label: string; value: StoredImage }) {
  const t = useTranslations('AdminForm');
  return (
    <div className="space-y-4">
      <PictureInput path={path} srcPath={`${path}.src`} label={label} value={value.src} preview={value.alt?.[DEFAULT_LOCALE]} />
      <LocalizedField path={`${path}.alt`} field={ALT_FIELD} label={t('altText', { label })} value={value.alt} />
    </div>
  );
}
