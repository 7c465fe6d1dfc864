import { centsOf } from '@/lib/shop/products/price';
import type { FieldProblem } from './check';
import type { Field } from './fields';

// The form's own check of the kinds a record has and a page does not (lib/forms/check.ts asks
// here): amounts in some currencies, a moment. The rules are the API's (lib/forms/schema-kinds.ts).

function amountsProblems(field: Field & { kind: 'amounts' }, value: Record<string, string> | undefined, path: string) {
  const typed = Object.entries(value ?? {}).filter(([, text]) => text.trim() !== '');
  if (typed.length === 0) return field.optional ? [] : [{ key: path, rule: 'someAmount' } as const];
  return typed.flatMap(([currency, text]): FieldProblem[] => {
    const minor = centsOf(text);
    const fits = minor !== null && minor > 0 && minor <= field.max * 100;
    return fits ? [] : [{ key: `${path}.${currency}`, rule: 'amount' }];
  });
}

export function kindProblems(field: Field, value: unknown, path: string): FieldProblem[] {
  switch (field.kind) {
    case 'amounts':
      return amountsProblems(field, value as Record<string, string> | undefined, path);
    case 'instant': {
      const text = (value as string | null) ?? '';
      if (text === '') return field.optional ? [] : [{ key: path, rule: 'required' }];
      return Number.isNaN(Date.parse(text)) ? [{ key: path, rule: 'instant' }] : [];
    }
    default:
      return [];
  }
}
