'use client';

import { useState, type FormEvent } from 'react';
import useSWR from 'swr';
import { passwordsAgree } from '@/components/admin/ui/new-password-fields';
import { linkRefused, refusedField } from './refused-field';

/**
 * What the invitation and reset pages share: the link read once (`read`), a new password typed
 * twice, and its saving (`save`), after which `onSaved` runs. `broken` is the link's refusal (used,
 * expired, withdrawn), whether found on arrival or on saving; `passwordRefusal` is a refusal of the
 * password itself (too weak), shown at its field, and `otherRefusal` anything else.
 */
export function useLinkPassword<Link>(
  key: string,
  token: string,
  read: (token: string) => Promise<Link>,
  save: (token: string, password: string) => Promise<unknown>,
  onSaved: () => void,
) {
  const link = useSWR([key, token], () => read(token), { revalidateOnFocus: false, shouldRetryOnError: false });
  const [value, setValue] = useState({ password: '', repeat: '' });
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!passwordsAgree(value) || saving) return;
    setSaving(true);
    setFailure(null);
    try {
      await save(token, value.password);
      onSaved();
    } catch (refusal) {
      setFailure(refusal);
      setSaving(false);
    }
  }

  const onPassword = failure !== null && refusedField(failure) === 'password';
  return {
    link: link.data,
    broken: (link.error as unknown) ?? (linkRefused(failure) ? failure : null),
    value,
    setValue,
    saving,
    ready: passwordsAgree(value) && !saving,
    submit,
    passwordRefusal: onPassword ? failure : null,
    otherRefusal: failure !== null && !onPassword ? failure : null,
  };
}
