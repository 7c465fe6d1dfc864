/** A form's errors by field path ('weekly_hours.1.0.end', 'legal_name'); '' holds one naming no field. */
export type FieldErrors = Record<string, string>;

/** The server's "path: message; path: message" as errors by path; a message naming no path is kept under ''. */
export function errorsOfDetail(detail: string): FieldErrors {
  const errors: FieldErrors = {};
  for (const part of detail.split('; ')) {
    const match = /^([a-z_]+(?:\.[\w]+)*): (.+)$/s.exec(part);
    const [key, said] = match ? [match[1]!, match[2]!] : ['', part];
    // "max_per_day: max_per_day: a whole number…": the field is named once, by its label.
    const named = `${key.split('.').at(-1)}: `;
    const message = key && said.startsWith(named) ? said.slice(named.length) : said;
    errors[key] = errors[key] ? `${errors[key]} ${message}` : message;
  }
  return errors;
}
