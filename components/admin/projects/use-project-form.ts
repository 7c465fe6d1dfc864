'use client';

import { useRef, useState } from 'react';
import type { Locale } from '@/i18n/routing';
import type { AdminProject } from '@/lib/projects/input';
import { slugFromTitle } from '@/lib/projects/slug';
import { DEFAULT_LOCALE } from '@/components/admin/ui/localized-values';
import { invalidFields, valuesFromProject, type LocalizedField, type ProjectFormValues, type RequiredField } from './project-form-values';

type Values = ProjectFormValues;

/** Sets a field to a value, or to what `update` makes of its current value (for late uploads). */
export type SetField = <Field extends keyof Values>(
  field: Field,
  value: Values[Field] | ((current: Values[Field]) => Values[Field]),
) => void;

/** Sets one language's text of a translatable field. */
export type SetText = (field: LocalizedField, locale: Locale, text: string) => void;

/**
 * The form's values and errors. Typing the title proposes a slug until the slug is edited by hand;
 * an existing project keeps its slug (its public address) unless the admin changes it.
 * Editing a field takes its error away; `validate` checks all of them again. Only the default
 * language's text is required, so only editing it counts for a translatable field (and the slug).
 */
export function useProjectForm(project: AdminProject | null) {
  // The values as opened: what "unsaved edits" are measured against.
  const [opened] = useState(() => valuesFromProject(project));
  const [values, setValues] = useState(opened);
  const [errors, setErrors] = useState<RequiredField[]>([]);
  const slugTouched = useRef(project !== null);

  const setField: SetField = (field, value) => {
    if (field === 'slug') slugTouched.current = true;
    const followsTitle = field === 'title' && !slugTouched.current;
    setValues((current) => {
      const next = typeof value === 'function' ? value(current[field]) : value;
      const slug = followsTitle ? { slug: slugFromTitle((next as Values['title'])[DEFAULT_LOCALE]) } : {};
      return { ...current, [field]: next, ...slug };
    });
    setErrors((current) => current.filter((error) => error !== field && !(followsTitle && error === 'slug')));
  };

  const setText: SetText = (field, locale, text) => {
    if (locale === DEFAULT_LOCALE) return setField(field, (current) => ({ ...current, [locale]: text }));
    setValues((current) => ({ ...current, [field]: { ...current[field], [locale]: text } }));
  };

  const validate = () => {
    const invalid = invalidFields(values);
    setErrors(invalid);
    return invalid;
  };

  return { values, opened, errors, setField, setText, validate, replace: setValues };
}
