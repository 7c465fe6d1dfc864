import { DEFAULT_LOCALE, type LocalizedText } from '@/i18n/localized';
import { richTextIsEmpty } from '@/lib/rich-text/empty';
import { crossProblems, isShown } from './conditions';
import type { Field, Shape } from './fields';
import { FORMATS, type Format } from './formats';
import { kindProblems } from './check-kinds';

// The form's own check of described content, before it is sent: the rules the API's schema
// (lib/forms/schema.ts) applies to each field, as rule names the admin's messages word in the
// admin's language (`AdminForm.errors.<rule>`). The server still checks everything; it speaks
// for rules only it can apply (a taken slug), and its words reach the form as they are.

export type Rule =
  'required' | 'choose' | 'tooLong' | 'range' | Format | 'altText' | 'galleryAlt' | 'amount' | 'someAmount' | 'instant' | 'after';

export interface FieldProblem {
  /** The field's error key: its path; a translation's `<path>.<locale>`. */
  key: string;
  rule: Rule;
  values?: Record<string, number>;
}

function textProblems(
  field: Field & { kind: 'text' | 'rich' },
  value: LocalizedText | null | undefined,
  path: string,
  content?: Record<string, unknown>,
) {
  const problems: FieldProblem[] = [];
  const own = value?.[DEFAULT_LOCALE] ?? '';
  const blank = field.kind === 'rich' ? richTextIsEmpty(own) : own.trim() === '';
  // A picture's alternative text is needed once there is a picture to describe.
  const pictured = field.kind === 'text' && field.altOf !== undefined && Boolean(content?.[field.altOf]);
  if (blank && pictured) problems.push({ key: path, rule: 'altText' });
  else if (blank && !(field.kind === 'text' && field.optional)) problems.push({ key: path, rule: 'required' });
  for (const [locale, text] of Object.entries(value ?? {})) {
    if ((text ?? '').trim().length > field.max)
      problems.push({ key: locale === DEFAULT_LOCALE ? path : `${path}.${locale}`, rule: 'tooLong', values: { max: field.max } });
  }
  return problems;
}

function plainProblem(field: Field & { kind: 'plain' }, value: string, path: string): FieldProblem | undefined {
  const text = (value ?? '').trim();
  if (text === '') return field.optional ? undefined : { key: path, rule: 'required' };
  if (text.length > field.max) return { key: path, rule: 'tooLong', values: { max: field.max } };
  if (field.format && field.format !== 'picture' && !FORMATS[field.format].test(text)) return { key: path, rule: field.format };
  return undefined;
}

function fieldProblems(field: Field, value: unknown, path: string, content?: Record<string, unknown>): FieldProblem[] {
  switch (field.kind) {
    case 'text':
    case 'rich':
      return textProblems(field, value as LocalizedText | null, path, content);
    case 'plain': {
      const problem = plainProblem(field, value as string, path);
      return problem ? [problem] : [];
    }
    case 'number': {
      const number = value as number | null;
      if (number === null && field.optional) return [];
      const fits = typeof number === 'number' && Number.isInteger(number) && number >= field.min && number <= field.max;
      return fits ? [] : [{ key: path, rule: 'range', values: { min: field.min, max: field.max } }];
    }
    case 'choice':
      return field.options.includes(value as string) ? [] : [{ key: path, rule: 'choose' }];
    case 'galleryText': {
      // Every picture described in the default language.
      const pictures = (content?.[field.of] as unknown[] | undefined) ?? [];
      const texts = (value as Record<string, string[]> | undefined)?.[DEFAULT_LOCALE] ?? [];
      const described = pictures.every((_, index) => (texts[index] ?? '').trim() !== '');
      return field.required && !described ? [{ key: path, rule: 'galleryAlt' }] : [];
    }
    case 'group':
      return checkShape(field.fields, value as Record<string, unknown>, path);
    case 'list':
      return ((value as { id: string }[] | undefined) ?? []).flatMap((item) =>
        checkShape(field.item, item as Record<string, unknown>, `${path}.${item.id}`),
      );
    default:
      return kindProblems(field, value, path);
  }
}

/** Every problem of `content`, in the description's order (the form's), so the first is the first field shown. */
export function checkShape(shape: Shape, content: Record<string, unknown> | undefined, path = ''): FieldProblem[] {
  const at = (key: string) => (path ? `${path}.${key}` : key);
  // A field whose `when` does not hold is not part of the record: not checked (lib/forms/conditions.ts).
  const shown = Object.entries(shape).filter(([, field]) => isShown(field, content));
  const late = new Set(crossProblems(shape, content ?? {}).flatMap((problem) => (problem.rule === 'after' ? [problem.key] : [])));
  return shown.flatMap(([key, field]): FieldProblem[] => {
    const own = fieldProblems(field, content?.[key], at(key), content);
    return own.length === 0 && late.has(key) ? [{ key: at(key), rule: 'after' }] : own;
  });
}
