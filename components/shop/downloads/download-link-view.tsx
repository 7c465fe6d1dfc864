import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { ButtonLink } from '@/components/ui/button-link';
import type { Locale } from '@/i18n/routing';
import type { DownloadLinkView as LinkView } from '@/lib/shop/downloads/links';
import { formatLinkDate } from './link-date';
import { StateIcon } from '@/components/ui/state-icon';

const ICONS = {
  valid: { path: 'M12 4v11m0 0l-4.5-4.5M12 15l4.5-4.5M5 19.5h14', tone: 'bg-sage/30 text-plum' },
  expired: { path: 'M12 7v5l3 2M12 21a9 9 0 100-18 9 9 0 000 18z', tone: 'bg-blush text-rose-deep' },
  'used-up': { path: 'M12 4v11m0 0l-4.5-4.5M12 15l4.5-4.5M5 19.5h14', tone: 'bg-gold/25 text-plum' },
  refunded: { path: 'M9 14L4 9l5-5M4 9h10.5a5.5 5.5 0 010 11H11', tone: 'bg-blush text-rose-deep' },
  unknown: { path: 'M9.1 9a3 3 0 015.8 1c0 2-3 3-3 3m.1 4h.01M12 21a9 9 0 100-18 9 9 0 000 18z', tone: 'bg-blush text-rose-deep' },
} as const;

interface DownloadLinkViewProps {
  /** The link as the database has it; null when the token is unknown or forged. */
  link: LinkView | null;
  token: string;
  locale: Locale;
}

/**
 * The page a receipt's link opens: while the link is valid, what it downloads and how much of it
 * is left; otherwise why it no longer works and how to get a new one.
 */
export async function DownloadLinkView({ link, token, locale }: DownloadLinkViewProps) {
  const t = await getTranslations({ locale, namespace: 'Downloads' });
  const state = link?.state ?? 'unknown';
  const icon = ICONS[state];
  const valid = link?.state === 'valid' ? link : null;
  return (
    <section className="flex min-h-[70vh] items-center px-5 py-16 sm:px-8 sm:py-24">
      <div className="mx-auto w-full max-w-xl rounded-3xl bg-white px-6 py-12 text-center shadow-sm ring-1 ring-plum/5 sm:px-12">
        <StateIcon path={icon.path} tone={icon.tone} />
        {valid ? (
          <>
            <p className="mt-6 text-sm font-semibold uppercase tracking-[0.2em] text-rose-deep">{t('linkEyebrow')}</p>
            <h1 className="mt-3 text-3xl sm:text-4xl">{valid.productTitle}</h1>
            <dl className="mt-8 grid gap-4 rounded-2xl bg-cream px-6 py-5 text-left sm:grid-cols-2">
              <div>
                <dt className="text-xs font-semibold uppercase tracking-wider text-muted">{t('downloadsLeftLabel')}</dt>
                <dd className="mt-1 font-serif text-lg text-plum">
                  {t('downloadsLeft', { left: valid.downloadsLeft, max: valid.maxDownloads })}
                </dd>
              </div>
              <div>
                <dt className="text-xs font-semibold uppercase tracking-wider text-muted">{t('validUntilLabel')}</dt>
                <dd className="mt-1 font-serif text-lg text-plum">
                  <time dateTime={valid.expiresAt.toISOString()}>{formatLinkDate(valid.expiresAt, locale)}</time>
                </dd>
              </div>
            </dl>
            {/* A plain link: the answer is an attachment, so the browser saves it and stays here. */}
            <a
              href={`/api/downloads/${encodeURIComponent(token)}`}
              className="mt-8 inline-flex items-center justify-center gap-2 rounded-full bg-rose-deep px-7 py-3 text-sm font-semibold text-white transition-colors hover:bg-plum"
            >
              <svg
                aria-hidden="true"
                viewBox="0 0 24 24"
                className="size-4"
                fill="none"
                stroke="currentColor"
                strokeWidth="2.2"
                strokeLinecap="round"
                strokeLinejoin="round"
              >
                <path d={ICONS.valid.path} />
              </svg>
              {t('download')}
            </a>
            <p className="mt-6 text-sm text-muted">{t('downloadNote')}</p>
          </>
        ) : (
          <Explanation {...explanation(link, locale, t)}>
            {link?.state === 'refunded' ? (
              <>
                <ButtonLink href="/contact">{t('contactUs')}</ButtonLink>
                <ButtonLink href="/digital-products" variant="secondary">
                  {t('browseProducts')}
                </ButtonLink>
              </>
            ) : (
              <>
                <ButtonLink href="/downloads">{t('getNewLink')}</ButtonLink>
                <ButtonLink href="/contact" variant="secondary">
                  {t('contactUs')}
                </ButtonLink>
              </>
            )}
          </Explanation>
        )}
      </div>
    </section>
  );
}

type Translate = Awaited<ReturnType<typeof getTranslations>>;

/** Why a link no longer downloads (expired, used up, refunded, or not a link of ours), in words. */
function explanation(link: LinkView | null, locale: Locale, t: Translate): { title: string; text: string } {
  if (!link) return { title: t('unknownTitle'), text: t('unknownText') };
  if (link.state === 'refunded') return { title: t('refundedTitle'), text: t('refundedText', { product: link.productTitle }) };
  if (link.state === 'used-up') return { title: t('usedUpTitle'), text: t('usedUpText', { max: link.maxDownloads }) };
  return { title: t('expiredTitle'), text: t('expiredText', { date: formatLinkDate(link.expiresAt, locale) }) };
}

function Explanation({ title, text, children }: { title: string; text: string; children: ReactNode }) {
  return (
    <>
      <h1 className="mt-6 text-3xl sm:text-4xl">{title}</h1>
      <p className="mt-4 leading-relaxed text-muted">{text}</p>
      <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">{children}</div>
    </>
  );
}
