// Small formatting helpers for the results tables.

/** A Markdown table; cells are converted with String(). */
export function table(headers, rows) {
  const line = (cells) => `| ${cells.map((cell) => String(cell).replace(/\|/g, '\\|')).join(' | ')} |`;
  return [line(headers), line(headers.map(() => '---')), ...rows.map(line)].join('\n');
}

export const passFail = (ok) => (ok ? 'PASS' : 'FAIL');

export const kB = (bytes) => `${(bytes / 1000).toFixed(1)} kB`;

export const ms = (value) => `${Math.round(value)} ms`;

export const score = (value) => (value == null ? 'n/a' : value.toFixed(2));
