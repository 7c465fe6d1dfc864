'use client';

import { useTranslations } from 'next-intl';
import { DEFAULT_LOCALE, type LocalizedText } from '@/i18n/localized';
import { createProject, updateProject } from '@/lib/api/admin';
import type { AdminProject, ProjectInput } from '@/lib/projects/input';
import { projectDescription } from '@/lib/projects/fields';
import { withFormModal, type RecordFormProps } from '@/components/admin/collection/record-form-modal';
import { RecordForm } from '@/components/admin/form/record-form';
import { secondaryButtonClass } from '@/components/admin/ui/field-styles';
import { ProjectPreviewLinks, useProjectPreview } from './project-preview';
import { PROJECTS_KEY } from '@/lib/api/admin-keys';

/** An imported project may have only the fields it was made with: its picture and text stand in for the new ones. */
function withLegacyFields(project: AdminProject | null) {
  if (!project) return null;
  const text = (given: LocalizedText | null) =>
    given?.[DEFAULT_LOCALE] ? given : { ...given, [DEFAULT_LOCALE]: project.description ?? '' };
  return {
    ...project,
    hero_image: project.hero_image || project.image_url || '',
    short_description: text(project.short_description),
    full_description: text(project.full_description),
  };
}

/** Create or edit a project: the form its description draws (lib/projects/fields.ts), with a preview of the unsaved values. */
export function ProjectForm({ record: project, onCancel, onSaved }: RecordFormProps<AdminProject>) {
  const t = useTranslations('ProjectForm');
  const preview = useProjectPreview();
  return (
    <RecordForm
      description={projectDescription}
      namespace="ProjectForm"
      kind="projects"
      listKey={PROJECTS_KEY}
      record={withLegacyFields(project)}
      save={(body) => (project ? updateProject(project.id, body as ProjectInput) : createProject(body as ProjectInput))}
      actions={(content, checked) => (
        <>
          <ProjectPreviewLinks links={preview.links} />
          <button
            type="button"
            onClick={() => checked() && void preview.open(content as ProjectInput)}
            disabled={preview.busy}
            className={secondaryButtonClass}
          >
            {preview.busy ? t('previewing') : t('preview')}
          </button>
        </>
      )}
      onCancel={onCancel}
      onSaved={onSaved}
    />
  );
}

export const ProjectFormModal = withFormModal(ProjectForm, 'ProjectForm', 'project');
