/** Indent levels of rich-text blocks (docs/behaviour.md#rich-text). */
export const MAX_INDENT = 8;

/**
 * The indent level of a block, from `data-indent` or the editor's `ql-indent-N` class, clamped to
 * 1–8; null when the block is not indented (0, negative or not a number).
 */
export function indentLevel(attribs: Record<string, string | undefined>): number | null {
  const fromClass = /(?:^|\s)ql-indent-(-?\d+)(?:\s|$)/.exec(attribs.class ?? '')?.[1];
  const raw = attribs['data-indent'] ?? fromClass;
  if (raw === undefined || !/^\s*-?\d+\s*$/.test(raw)) return null;
  const level = Number.parseInt(raw, 10);
  if (level < 1) return null;
  return Math.min(level, MAX_INDENT);
}
