'use client';

import type { ReactNode } from 'react';
import type { AnyRecordDescription } from '@/lib/forms/record';
import { DraftOffer } from '@/components/admin/ui/draft-offer';
import { DescribedSections } from './described-sections';
import { FieldFormContext } from './form-context';
import { ProblemList } from './problem-list';
import type { useDescribedForm } from './use-described-form';

interface DescribedFormProps {
  /** What `useDescribedForm` gave for this form. */
  state: ReturnType<typeof useDescribedForm<never>>;
  description: AnyRecordDescription;
  idPrefix: string;
  /** The sections' heading level, one below the form's own heading. */
  heading: 'h2' | 'h3';
  /** Names a problem in the list on top; by default its field's label. */
  labelOf?: (name: string, key: string) => string;
  labelledBy?: string;
  className?: string;
  /** Above the kept-draft offer (the form's heading and lead), and below the fields (a preview). */
  intro?: ReactNode;
  after?: ReactNode;
  /** The buttons at the bottom, Save last. */
  actions: ReactNode;
}

/**
 * A described form on a page of its own (Settings, the availability, a new discount code): its
 * sections, the offer of a kept draft, every problem listed on top as well as at its field, and
 * its buttons; Enter and Ctrl/Cmd+S submit it.
 */
export function DescribedForm({
  state,
  description,
  idPrefix,
  heading,
  labelOf,
  labelledBy,
  className,
  intro,
  after,
  actions,
}: DescribedFormProps) {
  const { editor, form, submit, saving, failure, bindForm, comfort, text, has } = state;
  return (
    <FieldFormContext.Provider value={form}>
      <form
        ref={bindForm}
        id={`${idPrefix}-form`}
        noValidate
        aria-labelledby={labelledBy}
        onSubmit={(event) => {
          event.preventDefault();
          if (!saving) void submit();
        }}
        className={className ?? 'space-y-6'}
      >
        {intro}
        <DraftOffer offer={comfort.offer} />
        <ProblemList errors={editor.errors} failure={failure} labelOf={labelOf ?? ((name) => text(`fields.${name}`))} />
        <DescribedSections description={description} content={editor.content} idPrefix={idPrefix} text={text} has={has} heading={heading} />
        {after}
        <div className="flex justify-end gap-3">{actions}</div>
      </form>
    </FieldFormContext.Provider>
  );
}
