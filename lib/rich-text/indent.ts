export const MAX_INDENT = 8;

/** From `data-indent` or the editor's `ql-indent-N`, clamped to 1–8; null when not indented. */
export function indentLevel(attribs: Record<string, string | undefined>): number | null {
  const fromClass = /(?:^|\s)ql-indent-(-?\d+)(?:\s|$)/.exec(attribs.class ?? '')?.[1];
  const raw = attribs['data-indent'] ?? fromClass;
  if (raw === undefined || !/^\s*-?\d+\s*$/.test(raw)) return null;
  const level = Number.parseInt(raw, 10);
  if (level < 1) return null;
  return Math.min(level, MAX_INDENT);
}
