'use client';

import { useTranslations } from 'next-intl';
import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { ApiError, createProject, updateProject } from '@/lib/api/admin';
import type { AdminProject } from '@/lib/projects/input';
import { primaryButtonClass, secondaryButtonClass } from '@/components/admin/ui/field-styles';
import { DraftOffer } from '@/components/admin/ui/draft-offer';
import { draftKey } from '@/components/admin/ui/draft-store';
import { useFormComfort } from '@/components/admin/ui/use-form-comfort';
import { ProjectFormBasics } from './project-form-basics';
import { ProjectFormContent } from './project-form-content';
import { ProjectFormDetails } from './project-form-details';
import { ProjectFormMedia } from './project-form-media';
import { ProjectFormSeo } from './project-form-seo';
import { ProjectFormTranslations } from './project-form-translations';
import { firstGalleryImageWithoutAlt, projectPayload, type ProjectFormValues, type RequiredField } from './project-form-values';
import { galleryAltId } from './gallery-field';
import { ProjectPreviewLinks, useProjectPreview } from './project-preview';
import { useSessionRecheck } from '@/components/admin/shell/use-admin-session';
import { useTranslationStatus } from '@/components/admin/ui/use-translation-status';
import { fieldLabeller } from '@/lib/admin/translation-fields';
import { PROJECTS_KEY } from './use-admin-projects';
import { useProjectForm } from './use-project-form';

export interface ProjectFormProps {
  /** The project to edit, or null to create one. */
  project: AdminProject | null;
  onCancel: () => void;
  onSaved: () => void | Promise<void>;
}

// Where focus goes when a required field is found empty on submit.
const FOCUS_TARGETS: Record<RequiredField, (values: ProjectFormValues) => string> = {
  title: () => '#project-title',
  slug: () => '#project-slug',
  category: () => '#project-category',
  hero_image: () => '#project-hero-image',
  hero_image_alt: () => '#project-hero-image-alt',
  image_gallery: (values) => `#${galleryAltId(firstGalleryImageWithoutAlt(values))}`,
  short_description: () => '#project-short-description',
  full_description: () => '[aria-labelledby="project-full-description-label"][contenteditable]',
};

export function ProjectForm({ project, onCancel, onSaved }: ProjectFormProps) {
  const t = useTranslations('ProjectForm');
  const { values, opened, errors, setField, setText, validate, replace } = useProjectForm(project);
  const [saving, setSaving] = useState(false);
  const [heroBusy, setHeroBusy] = useState(false);
  const [galleryBusy, setGalleryBusy] = useState(false);
  const uploading = heroBusy || galleryBusy;
  const { bindForm, ...comfort } = useFormComfort({
    draftKey: draftKey('projects', project?.id ?? 'new'),
    values,
    saved: opened,
    restore: replace,
    busy: saving || uploading,
  });
  const recheckSession = useSessionRecheck();
  const translation = useTranslationStatus('projects', project, { labelOf: fieldLabeller('projects', t), listKey: PROJECTS_KEY });
  const errorOf = (field: RequiredField) => (errors.includes(field) ? t(`errors.${field}`) : undefined);

  /** Checks the form as a save would; false (focus on the first empty field) when it cannot be sent. */
  function checked(form: HTMLFormElement | null): boolean {
    const invalid = validate();
    if (!invalid[0]) return true;
    form?.querySelector<HTMLElement>(FOCUS_TARGETS[invalid[0]](values))?.focus();
    return false;
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (saving || uploading || !checked(event.currentTarget)) return;
    setSaving(true);
    try {
      const payload = projectPayload(values);
      await (project ? updateProject(project.id, payload) : createProject(payload));
      toast.success(project ? t('updated') : t('created'));
      comfort.clear();
      await onSaved();
    } catch (error) {
      console.error('Failed to save project', error);
      window.alert(error instanceof ApiError && error.detail ? error.detail : t('saveFailed'));
      setSaving(false);
      recheckSession(error);
    }
  }

  const parts = { values, setField, setText, errorOf };
  const preview = useProjectPreview(values, checked);
  return (
    <form ref={bindForm} noValidate onSubmit={handleSubmit} className="flex min-h-0 flex-1 flex-col">
      {/* A restored draft remounts the fields: the rich-text editor holds its own text. */}
      <div key={comfort.revision} className="flex-1 space-y-5 overflow-y-auto overscroll-contain px-4 py-5 sm:px-8 sm:py-6">
        <DraftOffer offer={comfort.offer} />
        <p className="text-sm text-muted">{t('requiredNote')}</p>
        <ProjectFormBasics {...parts} />
        <ProjectFormMedia {...parts} translation={translation} onHeroBusy={setHeroBusy} onGalleryBusy={setGalleryBusy} />
        <ProjectFormContent {...parts} />
        <ProjectFormDetails {...parts} />
        <ProjectFormTranslations {...parts} translation={translation} />
        <ProjectFormSeo {...parts} translation={translation} />
      </div>
      <div className="flex flex-wrap items-center justify-end gap-3 border-t border-plum/10 bg-white px-4 py-4 sm:px-8">
        {uploading && (
          <p role="status" className="mr-auto text-xs text-muted">
            {t('uploadingNote')}
          </p>
        )}
        <ProjectPreviewLinks links={preview.links} />
        <button type="button" onClick={onCancel} className={secondaryButtonClass}>
          {t('cancel')}
        </button>
        <button
          type="button"
          onClick={(event) => void preview.open(event.currentTarget.form)}
          disabled={preview.busy || uploading}
          className={secondaryButtonClass}
        >
          {preview.busy ? t('previewing') : t('preview')}
        </button>
        <button type="submit" disabled={saving || uploading} className={primaryButtonClass}>
          {saving ? t('saving') : project ? t('update') : t('create')}
        </button>
      </div>
    </form>
  );
}
