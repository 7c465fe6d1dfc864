import { getTranslations } from 'next-intl/server';

const BENEFITS = [
  { title: 'instantTitle', text: 'instantText', icon: 'M12 4v11m0 0l-4-4m4 4l4-4M5 19h14' },
  { title: 'qualityTitle', text: 'qualityText', icon: 'M12 3l2.5 6.5L21 12l-6.5 2.5L12 21l-2.5-6.5L3 12l6.5-2.5z' },
  { title: 'customizeTitle', text: 'customizeText', icon: 'M4 20l4-1 11-11-3-3L5 16l-1 4zM14 6l3 3' },
] as const;

/** The three reasons to buy, as a quiet band between hairlines under the page header: the products are the page. */
export async function ShopBenefits() {
  const t = await getTranslations('ShopPage');
  return (
    <section aria-label={t('benefitsLabel')} className="mx-auto max-w-7xl px-5 sm:px-8">
      <ul className="grid gap-5 border-y border-plum/15 py-6 md:grid-cols-3 md:gap-10 md:py-8">
        {BENEFITS.map((benefit) => (
          <li key={benefit.title} className="flex gap-4">
            <svg
              aria-hidden="true"
              viewBox="0 0 24 24"
              className="mt-0.5 size-6 shrink-0 text-rose-deep"
              fill="none"
              stroke="currentColor"
              strokeWidth="1.6"
              strokeLinecap="round"
              strokeLinejoin="round"
            >
              <path d={benefit.icon} />
            </svg>
            <div>
              <h2 className="font-serif text-lg leading-snug">{t(benefit.title)}</h2>
              <p className="mt-1 text-sm leading-relaxed text-muted">{t(benefit.text)}</p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
