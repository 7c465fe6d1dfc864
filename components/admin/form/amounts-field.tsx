'use client';

import { useTranslations } from 'next-intl';
import type { AmountsField } from '@/lib/forms/fields';
import { MoneyInput } from '@/components/admin/ui/money-input';
import { useFieldForm } from './form-context';

/**
 * Amounts in some currencies, one input each, kept as typed ("7.50"): the server reads the
 * decimals. A currency emptied leaves the value, so nothing blank is sent.
 */
export function AmountsInput({
  path,
  field,
  label,
  value,
}: {
  path: string;
  field: AmountsField;
  label: string;
  value: Record<string, string> | undefined;
}) {
  const t = useTranslations('AdminForm');
  const { dispatch, errors, controlId, helpOf } = useFieldForm();
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      {field.currencies.map((currency, index) => {
        const own = `${path}.${currency}`;
        // "At least one currency" is the field's, shown at its first input.
        const error = errors[own] ?? (index === 0 ? errors[path] : undefined);
        return (
          <MoneyInput
            key={currency}
            id={controlId(own)}
            label={t('currency', { label, currency: currency.toUpperCase() })}
            currency={currency.toUpperCase()}
            help={index === 0 ? helpOf(path, field) : undefined}
            error={error}
            type="text"
            value={value?.[currency] ?? ''}
            onChange={(typed) => {
              const { [currency]: _was, ...others } = value ?? {};
              const next = typed.trim() === '' ? others : { ...others, [currency]: typed };
              dispatch({ type: 'set', path, value: next, errorKey: errors[own] ? own : path });
            }}
          />
        );
      })}
    </div>
  );
}
