import type { Field, Shape } from './fields';

// What a shape's fields say about each other: a field shown and needed only while another has a
// value (`when`: a discount's percent while its kind is percent), and an instant that must come
// after another (`after`: a window's end). One rule for the form (what it shows and checks), the
// API's schema and a partial change checked as the record it makes (lib/shop/discounts/admin.ts).

export type CrossRule = 'required' | 'someAmount' | 'after';

export interface CrossProblem {
  key: string;
  rule: CrossRule;
  /** The field `after` names. */
  other?: string;
}

/** Whether `field` is part of the record as `values` stand: shown in the form, checked and needed. */
export const isShown = (field: Field, values: Record<string, unknown> | undefined) =>
  !field.when || Object.entries(field.when).every(([key, value]) => values?.[key] === value);

/** Nothing given: absent, null, blank, or an empty object or list. */
export function isBlank(value: unknown): boolean {
  if (value === undefined || value === null) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return value.length === 0;
  return typeof value === 'object' && !(value instanceof Date) && Object.keys(value).length === 0;
}

const time = (value: unknown) => new Date(value as string | Date).getTime();

/** The problems of `values` as a whole, in the description's order. */
export function crossProblems(shape: Shape, values: Record<string, unknown>): CrossProblem[] {
  const problems: CrossProblem[] = [];
  for (const [key, field] of Object.entries(shape)) {
    const value = values[key];
    if (field.when && isShown(field, values) && isBlank(value))
      problems.push({ key, rule: field.kind === 'amounts' ? 'someAmount' : 'required' });
    if (field.kind === 'instant' && field.after && !isBlank(value) && !isBlank(values[field.after])) {
      if (time(value) <= time(values[field.after])) problems.push({ key, rule: 'after', other: field.after });
    }
  }
  return problems;
}

/** Whether a shape has rules across its fields (its schema then checks them). */
export const hasCrossRules = (shape: Shape) =>
  Object.values(shape).some((field) => field.when || (field.kind === 'instant' && field.after));
