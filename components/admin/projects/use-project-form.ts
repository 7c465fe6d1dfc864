'use client';

import { useRef, useState } from 'react';
import type { AdminProject } from '@/lib/projects/input';
import { slugFromTitle } from '@/lib/projects/slug';
import { invalidFields, valuesFromProject, type ProjectFormValues, type RequiredField } from './project-form-values';

type Values = ProjectFormValues;

/** Sets a field to a value, or to what `update` makes of its current value (for late uploads). */
export type SetField = <Field extends keyof Values>(
  field: Field,
  value: Values[Field] | ((current: Values[Field]) => Values[Field]),
) => void;

/**
 * The form's values and errors. Typing the title proposes a slug until the slug is edited by hand;
 * an existing project keeps its slug (its public address) unless the admin changes it.
 * Editing a field takes its error away; `validate` checks all of them again.
 */
export function useProjectForm(project: AdminProject | null) {
  const [values, setValues] = useState(() => valuesFromProject(project));
  const [errors, setErrors] = useState<RequiredField[]>([]);
  const slugTouched = useRef(project !== null);

  const setField: SetField = (field, value) => {
    if (field === 'slug') slugTouched.current = true;
    const followsTitle = field === 'title' && !slugTouched.current;
    setValues((current) => {
      const next = typeof value === 'function' ? value(current[field]) : value;
      return { ...current, [field]: next, ...(followsTitle ? { slug: slugFromTitle(String(next)) } : {}) };
    });
    setErrors((current) => current.filter((error) => error !== field && !(followsTitle && error === 'slug')));
  };

  const validate = () => {
    const invalid = invalidFields(values);
    setErrors(invalid);
    return invalid;
  };

  return { values, errors, setField, validate };
}
