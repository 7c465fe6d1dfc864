import type { TranslationStatusView } from '@/components/admin/ui/use-translation-status';
import type { ProjectFormValues, RequiredField } from './project-form-values';
import type { SetField, SetText } from './use-project-form';

/** What each part of the project form gets from the form. */
export interface FormPartProps {
  values: ProjectFormValues;
  setField: SetField;
  /** Sets one language's text of a translatable field. */
  setText: SetText;
  /** The message of a required field while it is invalid. */
  errorOf: (field: RequiredField) => string | undefined;
}

/** What the parts with translation inputs get besides: the record's translation status. */
export interface TranslatedPartProps extends Pick<FormPartProps, 'values' | 'setText'> {
  translation: TranslationStatusView;
}
