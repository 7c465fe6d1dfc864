import { getAdminLocale } from '@/lib/admin/locale';
import { getAdminTranslator } from '@/lib/admin/messages';

export interface CredentialsHint {
  username: string;
  password: string;
}

/** The default sign-in, shown only while it still works (never in production). */
export async function CredentialsHintBox({ hint }: { hint: CredentialsHint }) {
  const t = await getAdminTranslator('AdminLogin', await getAdminLocale());
  return (
    <aside aria-labelledby="credentials-hint-title" className="rounded-2xl border border-gold/40 bg-cream px-4 py-3 text-sm text-ink">
      <h2 id="credentials-hint-title" className="font-sans text-sm font-semibold text-plum">
        {t('hintTitle')}
      </h2>
      <p className="mt-1 font-mono text-[13px]">{t('hintUsername', { username: hint.username })}</p>
      <p className="font-mono text-[13px]">{t('hintPassword', { password: hint.password })}</p>
      <p className="mt-1 text-xs text-muted">{t('hintNote')}</p>
    </aside>
  );
}
