import 'server-only';
import { isStorableText } from '@/lib/db/text';

interface Visit {
  value: unknown;
  key?: string;
  parent?: Visit;
}

/** The path of the first text the database cannot store, or null; iterative: a body may nest 100 000 deep. */
export function findUnstorableText(data: unknown): string | null {
  const pathOf = (visit: Visit) => {
    const keys: string[] = [];
    for (let at: Visit | undefined = visit; at?.key !== undefined; at = at.parent) keys.unshift(at.key);
    return keys.join('.');
  };
  const pending: Visit[] = [{ value: data }];
  for (let visit = pending.pop(); visit; visit = pending.pop()) {
    const { value } = visit;
    if (typeof value === 'string') {
      if (!isStorableText(value)) return pathOf(visit);
    } else if (typeof value === 'object' && value !== null) {
      for (const [key, item] of Object.entries(value)) {
        const child = { value: item, key, parent: visit };
        if (!isStorableText(key)) return pathOf(child);
        pending.push(child);
      }
    }
  }
  return null;
}
