import 'server-only';
import { escape } from 'html-escaper';
import { LOCALE_TAGS } from '@/i18n/locales';
import { routing, type Locale } from '@/i18n/routing';
import { getAdminTranslator } from '@/lib/admin/messages';
import { STUDIO_NAME } from '@/lib/site';
import type { AdminRole } from './roles';

// The mails the admin sends its own people, in the language each chose (docs/admin.md#team). Only
// the studio's words and a link: nothing a visitor typed reaches them.

const asLocale = (locale: string | null): Locale =>
  routing.locales.includes(locale as Locale) ? (locale as Locale) : routing.defaultLocale;

/** The lead paragraphs, the link on its own line, then the signature. */
function compose(locale: Locale, subject: string, lead: string[], url: string, signature: string) {
  const paragraphs = [...lead.map(escape), `<a href="${escape(url)}">${escape(url)}</a>`, escape(signature)];
  return {
    subject,
    text: [...lead, url, signature].join('\n\n'),
    html: `<!doctype html><html lang="${LOCALE_TAGS[locale].language}"><body style="font-family:Helvetica,Arial,sans-serif;color:#3a2433;max-width:560px;margin:0 auto;padding:24px;">
${paragraphs.map((paragraph) => `<p>${paragraph}</p>`).join('\n')}
</body></html>`,
  };
}

export async function invitationMail(locale: string | null, { inviter, role, url }: { inviter: string; role: AdminRole; url: string }) {
  const language = asLocale(locale);
  const t = await getAdminTranslator('AdminMails', language);
  const studio = STUDIO_NAME;
  return compose(
    language,
    t('inviteSubject', { studio }),
    [t('greeting'), t('inviteIntro', { inviter, studio, role: t(`roles.${role}`) }), t('inviteAction')],
    url,
    t('signature', { studio }),
  );
}

export async function passwordResetMail(locale: string | null, url: string) {
  const language = asLocale(locale);
  const t = await getAdminTranslator('AdminMails', language);
  const studio = STUDIO_NAME;
  return compose(
    language,
    t('resetSubject', { studio }),
    [t('greeting'), t('resetIntro', { studio }), t('resetAction')],
    url,
    t('signature', { studio }),
  );
}
