import { getTranslations } from 'next-intl/server';

/**
 * Says, on a previewed page (a project's edits, a page's draft), that the public does not see it, with the way out of draft mode.
 * `returnTo` is where leaving goes: the page itself, as the public sees it (or its 404).
 */
export async function PreviewBanner({ returnTo }: { returnTo: string }) {
  const t = await getTranslations('PreviewBanner');
  return (
    <div role="status" className="sticky top-20 z-40 bg-plum px-5 py-3 text-sm text-white shadow-md">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-x-6 gap-y-2">
        <p>
          <strong className="font-semibold">{t('label')}</strong> <span className="text-white/85">{t('text')}</span>
        </p>
        {/* A plain link: leaving must reach the server, which clears the draft-mode cookie. */}
        <a
          href={`/api/preview/exit?to=${encodeURIComponent(returnTo)}`}
          className="rounded-full bg-white px-4 py-1.5 font-semibold text-plum hover:bg-blush"
        >
          {t('exit')}
        </a>
      </div>
    </div>
  );
}
