import type { ProjectFormValues, RequiredField } from './project-form-values';
import type { SetField } from './use-project-form';

/** What each part of the project form gets from the form. */
export interface FormPartProps {
  values: ProjectFormValues;
  setField: SetField;
  /** The message of a required field while it is invalid. */
  errorOf: (field: RequiredField) => string | undefined;
}
