'use client';

import { useState, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import { toast } from 'sonner';
import { useSWRConfig } from 'swr';
import { useSessionRecheck } from '@/components/admin/shell/use-admin-session';
import { ApiError } from '@/lib/api/admin';
import { errorsOfDetail, type FieldErrors } from './detail-errors';

interface WholeSave<Saved> {
  /** The SWR key the saved record is read under, updated with what the server answered. */
  path: string;
  /** Problems found before sending, by field path (empty when none); shown instead of sending. */
  check: () => FieldErrors;
  save: () => Promise<Saved>;
  onSaved: (saved: Saved) => void;
  /** The toasts' texts, and what the console names on a failure. */
  texts: { saved: string; saveFailed: string; what: string };
}

/** Shows a refusal's messages at once, then takes the focus to the first field they name. */
function showAndFocus(form: HTMLFormElement, show: () => void) {
  flushSync(show);
  form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
}

/**
 * A settings form saved whole (PUT): its errors (its own checks, then the server's 400 "path:
 * message" at each field, the focus on the first), its busy state and its toasts; a lapsed
 * session sends the admin to sign in.
 */
export function useWholeSave<Saved>({ path, check, save, onSaved, texts }: WholeSave<Saved>) {
  const { mutate } = useSWRConfig();
  const recheckSession = useSessionRecheck();
  const [errors, setErrors] = useState<FieldErrors>({});
  const [saving, setSaving] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const problems = check();
    if (Object.keys(problems).length > 0) return showAndFocus(form, () => setErrors(problems));
    setErrors(problems);
    setSaving(true);
    try {
      const saved = await save();
      await mutate(path, saved, { revalidate: false });
      onSaved(saved);
      toast.success(texts.saved);
    } catch (failure) {
      console.error(`Saving ${texts.what} failed`, failure);
      const detail = failure instanceof ApiError && failure.status === 400 ? failure.detail : null;
      if (detail) showAndFocus(form, () => setErrors(errorsOfDetail(detail)));
      toast.error(failure instanceof ApiError && failure.detail ? failure.detail : texts.saveFailed, { duration: 10_000 });
      recheckSession(failure);
    } finally {
      setSaving(false);
    }
  }

  return { errors, saving, submit: (event: FormEvent<HTMLFormElement>) => void submit(event) };
}
