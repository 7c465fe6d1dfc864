'use client';

import { useTranslations } from 'next-intl';
import { useState, type FormEvent } from 'react';
import { refusedField } from '@/components/admin/auth/refused-field';
import { AdminField } from '@/components/admin/ui/admin-field';
import { primaryButtonClass, secondaryButtonClass } from '@/components/admin/ui/field-styles';
import { useFailureToast } from '@/components/admin/ui/use-admin-action';
import { useFailureText } from '@/components/admin/ui/use-failure-text';
import { confirmTotp, type TotpStart } from '@/lib/api/admin-account';

/** The key in groups of four, as authenticator apps show it: easier to type by hand. */
const grouped = (secret: string) => secret.match(/.{1,4}/g)?.join(' ') ?? secret;

/**
 * Setting up two-factor sign-in: the QR code to scan (the server's SVG, shown as an image so none
 * of it runs as markup), the key to type by hand instead, then a code from the app to prove it
 * works. Answers the recovery codes the server made.
 */
export function TotpSetup({
  start,
  onConfirmed,
  onCancel,
}: {
  start: TotpStart;
  onConfirmed: (codes: string[] | null) => void;
  onCancel: () => void;
}) {
  const t = useTranslations('AdminAccount');
  const failureText = useFailureText();
  const failed = useFailureToast();
  const [code, setCode] = useState('');
  const [checking, setChecking] = useState(false);
  const [wrong, setWrong] = useState<string | null>(null);
  const ready = /^\d{6}$/.test(code);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!ready || checking) return;
    setChecking(true);
    setWrong(null);
    try {
      const { recovery_codes } = await confirmTotp(code);
      onConfirmed(recovery_codes);
    } catch (failure) {
      if (refusedField(failure) === 'code') setWrong(failureText(failure, t('confirmFailed')));
      else failed(failure, t('confirmFailed'));
      setCode('');
      setChecking(false);
    }
  }

  return (
    <form onSubmit={submit} noValidate>
      <ol className="list-decimal space-y-5 pl-5 text-sm text-ink marker:font-semibold marker:text-rose-deep">
        <li className="pl-1">
          <p>{t('scanStep')}</p>
          {/* eslint-disable-next-line @next/next/no-img-element -- an inline SVG made by the server, nothing for next/image to optimise. */}
          <img
            src={`data:image/svg+xml;utf8,${encodeURIComponent(start.qr_svg)}`}
            alt={t('qrAlt')}
            width={192}
            height={192}
            className="mt-3 size-48 rounded-xl bg-white p-2 ring-1 ring-plum/10"
          />
          <p className="mt-3 text-muted">{t('manualStep')}</p>
          <p className="mt-1">
            <span className="sr-only">{t('secretLabel')}: </span>
            <code className="select-all break-all rounded-lg bg-cream px-2 py-1 font-mono text-sm tracking-wider text-plum">
              {grouped(start.secret)}
            </code>
          </p>
        </li>
        <li className="pl-1">
          <p className="mb-3">{t('codeStep')}</p>
          <AdminField id="totp-code" label={t('codeLabel')} error={wrong ?? undefined}>
            {(control) => (
              <input
                {...control}
                name="otp"
                inputMode="numeric"
                autoComplete="one-time-code"
                pattern="[0-9]*"
                maxLength={6}
                value={code}
                onChange={(event) => setCode(event.target.value.replace(/\D/g, '').slice(0, 6))}
                className={`${control.className} max-w-48 font-mono tracking-widest tabular-nums`}
              />
            )}
          </AdminField>
        </li>
      </ol>
      <div className="mt-6 flex flex-wrap gap-2">
        <button type="submit" disabled={!ready || checking} className={`${primaryButtonClass} min-h-11`}>
          {checking ? t('confirming') : t('confirm')}
        </button>
        <button type="button" onClick={onCancel} className={`${secondaryButtonClass} min-h-11`}>
          {t('cancel')}
        </button>
      </div>
    </form>
  );
}
