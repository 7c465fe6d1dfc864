'use client';

import { useTranslations } from 'next-intl';
import { ModalDialog } from '@/components/admin/ui/modal-dialog';
import { ProjectForm, type ProjectFormProps } from './project-form';

interface ProjectFormModalProps {
  project: ProjectFormProps['project'];
  onClose: () => void;
  onSaved: ProjectFormProps['onSaved'];
}

/** The create/edit form in a modal dialog (loaded on demand by the dashboard). */
export function ProjectFormModal({ project, onClose, onSaved }: ProjectFormModalProps) {
  const t = useTranslations('ProjectForm');
  return (
    <ModalDialog titleId="project-form-title" title={project ? t('editTitle') : t('createTitle')} closeLabel={t('close')} onClose={onClose}>
      <ProjectForm project={project} onCancel={onClose} onSaved={onSaved} />
    </ModalDialog>
  );
}
