'use client';

import { useTranslations } from 'next-intl';
import { PROJECT_LIMITS } from '@/lib/projects/input';
import { PROJECT_CATEGORIES, type ProjectCategory } from '@/lib/projects/options';
import { AdminField } from '@/components/admin/ui/admin-field';
import { FormSection } from '@/components/admin/ui/form-section';
import { DEFAULT_LOCALE } from '@/components/admin/ui/localized-values';
import { type FormPartProps } from './project-form-part';
import { ProjectStatusField } from './project-status-field';

/** Title, slug, category, Draft or Published, and the featured flag. */
export function ProjectFormBasics({ values, setField, setText, errorOf }: FormPartProps) {
  const t = useTranslations('ProjectForm');
  return (
    <FormSection id="project-form-basics" title={t('basics')}>
      <AdminField id="project-title" label={t('title')} error={errorOf('title')}>
        {(control) => (
          <input
            {...control}
            type="text"
            maxLength={PROJECT_LIMITS.title}
            value={values.title[DEFAULT_LOCALE]}
            onChange={(event) => setText('title', DEFAULT_LOCALE, event.target.value)}
          />
        )}
      </AdminField>
      <div className="grid gap-5 sm:grid-cols-2">
        <AdminField id="project-slug" label={t('slug')} help={t('slugHelp', { slug: values.slug.trim() || '…' })} error={errorOf('slug')}>
          {(control) => (
            <input
              {...control}
              type="text"
              maxLength={PROJECT_LIMITS.slug}
              spellCheck={false}
              autoCapitalize="none"
              value={values.slug}
              onChange={(event) => setField('slug', event.target.value)}
              className={`${control.className} font-mono text-sm`}
            />
          )}
        </AdminField>
        <AdminField id="project-category" label={t('category')} error={errorOf('category')}>
          {(control) => (
            <select
              {...control}
              value={values.category}
              onChange={(event) => setField('category', event.target.value as ProjectCategory | '')}
            >
              <option value="">{t('categoryPlaceholder')}</option>
              {PROJECT_CATEGORIES.map((category) => (
                <option key={category} value={category}>
                  {category}
                </option>
              ))}
            </select>
          )}
        </AdminField>
      </div>
      <ProjectStatusField value={values.status} onChange={(status) => setField('status', status)} />
      <div className="flex items-start gap-3 rounded-2xl bg-cream/70 px-4 py-3">
        <input
          id="project-featured"
          type="checkbox"
          checked={values.featured}
          onChange={(event) => setField('featured', event.target.checked)}
          aria-describedby="project-featured-help"
          className="mt-0.5 size-5 shrink-0 accent-rose-deep"
        />
        <div>
          <label htmlFor="project-featured" className="text-sm font-semibold text-plum">
            {t('featured')}
          </label>
          <p id="project-featured-help" className="text-xs text-muted">
            {t('featuredHelp')}
          </p>
        </div>
      </div>
    </FormSection>
  );
}
