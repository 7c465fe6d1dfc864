'use client';

import { useTranslations } from 'next-intl';
import { CopyButton } from '@/components/admin/ui/copy-button';
import { primaryButtonClass, secondaryButtonClass } from '@/components/admin/ui/field-styles';
import { LineIcon } from '@/components/admin/ui/line-icon';

/** The file the codes download as: plain text, one code a line. */
const CODES_FILE = 'recovery-codes.txt';

/**
 * A fresh set of recovery codes, shown this once (the server keeps only their hashes): to copy, to
 * download as a text file, and "I have saved them" to put them away.
 */
export function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const t = useTranslations('AdminAccount');
  const text = `${codes.join('\n')}\n`;
  return (
    <div className="rounded-2xl bg-cream p-4 ring-1 ring-gold/40 sm:p-5">
      <h3 className="font-sans text-base font-semibold text-plum">{t('codesTitle')}</h3>
      <p className="mt-1 text-sm text-muted">{t('codesLead')}</p>
      <ul aria-label={t('codesListLabel')} className="mt-4 grid grid-cols-2 gap-x-4 gap-y-2 font-mono text-sm tabular-nums text-ink">
        {codes.map((code) => (
          <li key={code} className="select-all rounded-lg bg-white px-3 py-1.5 text-center ring-1 ring-plum/10">
            {code}
          </li>
        ))}
      </ul>
      <div className="mt-4 flex flex-wrap gap-2">
        <CopyButton text={text} label={t('copyCodes')} done={t('codesCopied')} failed={t('copyFailed')} />
        <a
          href={`data:text/plain;charset=utf-8,${encodeURIComponent(text)}`}
          download={CODES_FILE}
          className={`${secondaryButtonClass} min-h-11`}
        >
          <LineIcon d="M12 4v11M7.5 10.5L12 15l4.5-4.5M5 19h14" className="size-4" />
          {t('downloadCodes')}
        </a>
        <button type="button" onClick={onDone} className={`${primaryButtonClass} min-h-11`}>
          {t('codesSaved')}
        </button>
      </div>
    </div>
  );
}
