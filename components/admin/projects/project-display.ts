import type { Locale } from '@/i18n/routing';
import { writtenDay } from '@/lib/admin/intl-formatters';
import type { AdminProject } from '@/lib/projects/input';
import { DEFAULT_LOCALE } from '@/components/admin/ui/localized-values';

// What the dashboard shows of a project: its texts in the default language (which every project
// has), its date in the admin's language, with the fallbacks to the legacy fields
// (docs/behaviour.md#admin-dashboard).

/** The card's heading: the title in the default language. */
export const cardTitle = (project: AdminProject): string => project.title[DEFAULT_LOCALE] ?? '';

/** The card's picture: the hero image, else the legacy image_url. */
export const cardImage = (project: AdminProject): string | null => project.hero_image || project.image_url || null;

/**
 * The project's own date as the public site shows it: the completion date, else its year (a
 * project finished in 2022 and entered today must not read as today's work), else the creation
 * date (the fallback for records with neither); null when none is a date.
 */
export function cardDate(project: Pick<AdminProject, 'completion_date' | 'year' | 'created_at'>, locale: Locale): string | null {
  return writtenDay(project.completion_date, locale) ?? (project.year ? String(project.year) : writtenDay(project.created_at, locale));
}
