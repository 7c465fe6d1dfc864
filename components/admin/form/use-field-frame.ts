'use client';

import { useTranslations } from 'next-intl';
import type { Field } from '@/lib/forms/fields';
import { useFieldForm } from './form-context';

/**
 * What an <AdminField> around one described control shows: its id, its label (marked optional where
 * the field is), its help line and its message; `help` fills the help message's placeholders.
 */
export function useFieldFrame(path: string, field: Field & { optional?: boolean }, label: string, help?: Record<string, string | number>) {
  const t = useTranslations('AdminForm');
  const { errors, controlId, helpOf } = useFieldForm();
  return {
    id: controlId(path),
    label: field.optional ? t('optional', { label }) : label,
    help: helpOf(path, field, help),
    error: errors[path],
  };
}
