'use client';

import { AdminField } from './admin-field';

export interface NewPasswordTexts {
  password: string;
  repeat: string;
  help: string;
  mismatch: string;
}

/** Both typed, and the same: what a form choosing a password waits for before it sends. */
export const passwordsAgree = ({ password, repeat }: { password: string; repeat: string }) => password !== '' && password === repeat;

/**
 * A new password typed twice (a reset link, an invitation, the account page), named for password
 * managers as a new one. The second field says so once it is as long as the first and differs;
 * `error` is the server's word on the password itself (too easy to guess).
 */
export function NewPasswordFields({
  id,
  texts,
  value,
  onChange,
  error,
}: {
  id: string;
  texts: NewPasswordTexts;
  value: { password: string; repeat: string };
  onChange: (value: { password: string; repeat: string }) => void;
  error?: string;
}) {
  const { password, repeat } = value;
  const differs = repeat !== '' && repeat.length >= password.length && repeat !== password;
  return (
    <>
      <AdminField id={id} label={texts.password} help={texts.help} error={error}>
        {(control) => (
          <input
            {...control}
            type="password"
            name="new-password"
            autoComplete="new-password"
            value={password}
            onChange={(event) => onChange({ password: event.target.value, repeat })}
          />
        )}
      </AdminField>
      <AdminField id={`${id}-repeat`} label={texts.repeat} error={differs ? texts.mismatch : undefined}>
        {(control) => (
          <input
            {...control}
            type="password"
            name="new-password-repeat"
            autoComplete="new-password"
            value={repeat}
            onChange={(event) => onChange({ password, repeat: event.target.value })}
          />
        )}
      </AdminField>
    </>
  );
}
