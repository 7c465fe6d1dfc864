'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { toast } from 'sonner';
import { ApiError } from '@/lib/api/admin';
import { checkShape } from '@/lib/forms/check';
import { isShown } from '@/lib/forms/conditions';
import type { Shape } from '@/lib/forms/fields';
import { useSessionRecheck } from '@/components/admin/shell/use-admin-session';
import { useFailureText } from '@/components/admin/ui/use-failure-text';
import { errorKeyOf, fieldErrorsOf, problemsOf } from './errors';
import type { Widgets } from './form-context';
import type { useFormEditor } from './use-form-editor';
import { recordBody, type Content } from './values';

export interface RecordSaveTexts<Saved = unknown> {
  /** Or made of the saved record ("Code SPRING25 created"). */
  created: string | ((saved: Saved) => string);
  updated: string;
}

/** What the custom fields' own checks find (their widgets' `check`), keyed as the server would name it. */
function widgetProblems(fields: Shape, widgets: Widgets | undefined, content: Content) {
  return Object.entries(fields).flatMap(([name, field]) => {
    const check = field.kind === 'custom' && isShown(field, content) ? widgets?.[field.widget]?.check : undefined;
    return (check?.(content[name]) ?? []).map(({ path, message }) => ({ key: path ? `${name}.${path}` : name, message }));
  });
}

/**
 * Saving a described record: the form's own check first (its messages in the admin's language);
 * then the API, whose refusals land at the fields they name, and the rest above the buttons. A
 * refusal keeps every value, so the admin corrects and saves again.
 */
export function useRecordSave<Saved>({
  fields,
  editor,
  creating,
  save,
  onSaved,
  texts,
  widgets,
  namespace,
}: {
  fields: Shape;
  editor: ReturnType<typeof useFormEditor>;
  creating: boolean;
  save: (body: Content) => Promise<Saved>;
  onSaved: (saved: Saved) => void | Promise<void>;
  texts: RecordSaveTexts<Saved>;
  /** The custom fields' inputs, whose checks' problems are the form's messages `<namespace>.errors.<key>`. */
  widgets?: Widgets;
  namespace: string;
}) {
  const t = useTranslations('AdminForm');
  const own = useTranslations();
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  /** Counts refused saves: each takes the focus to the first wrong field once, not at every later edit. */
  const [refusals, setRefusals] = useState(0);
  const recheckSession = useSessionRecheck();
  const failureText = useFailureText();

  /** The form's own check, as a save does it: false, with the messages at the fields, when something is wrong. */
  function check(): boolean {
    const order = Object.keys(fields);
    const place = (key: string) => order.indexOf(key.split('.')[0]!);
    const problems = [
      ...checkShape(fields, editor.content).map(({ key, rule, values }) => ({ key, message: t(`errors.${rule}`, values) })),
      ...widgetProblems(fields, widgets, editor.content).map(({ key, message }) => ({
        key,
        message: own(`${namespace}.errors.${message}` as never),
      })),
    ].sort((a, b) => place(a.key) - place(b.key));
    if (problems.length === 0) return true;
    // The first problem of each field, in the form's order (a list of them reads top down).
    const errors = fieldErrorsOf(problems);
    editor.dispatch({ type: 'errors', errors });
    setRefusals((count) => count + 1);
    return false;
  }

  async function submit() {
    if (saving) return;
    setFailure(null);
    const sent = editor.content;
    if (!check()) return;
    setSaving(true);
    try {
      const saved = await save(recordBody(fields, sent));
      toast.success(!creating ? texts.updated : typeof texts.created === 'function' ? texts.created(saved) : texts.created);
      await onSaved(saved);
    } catch (error) {
      const detail = error instanceof ApiError ? error.detail : null;
      const refusal = error instanceof ApiError ? error.refusal : null;
      // A refusal the admin's messages word (a taken code) at the field it names, else the server's parts at theirs.
      const problems = refusal
        ? [{ key: refusal.values.field ? errorKeyOf(fields, sent, refusal.values.field) : null, message: failureText(error, detail ?? '') }]
        : detail
          ? problemsOf(fields, sent, detail)
          : [];
      editor.dispatch({ type: 'errors', errors: fieldErrorsOf(problems) });
      const general = problems.filter((problem) => problem.key === null).map((problem) => problem.message);
      setFailure(general.length > 0 ? general.join('; ') : detail ? null : t('saveFailed'));
      setSaving(false);
      setRefusals((count) => count + 1);
      recheckSession(error);
    }
  }

  return { submit, check, saving, failure, refusals };
}
