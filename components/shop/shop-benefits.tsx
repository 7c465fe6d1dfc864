import { getTranslations } from 'next-intl/server';
import { IconBadge } from '@/components/ui/icon-badge';

const BENEFITS = [
  { title: 'instantTitle', text: 'instantText', icon: 'M12 4v11m0 0l-4-4m4 4l4-4M5 19h14' },
  { title: 'qualityTitle', text: 'qualityText', icon: 'M12 3l2.5 6.5L21 12l-6.5 2.5L12 21l-2.5-6.5L3 12l6.5-2.5z' },
  { title: 'customizeTitle', text: 'customizeText', icon: 'M4 20l4-1 11-11-3-3L5 16l-1 4zM14 6l3 3' },
] as const;

/** The three reasons to buy, under the page header. */
export async function ShopBenefits() {
  const t = await getTranslations('ShopPage');
  return (
    <section aria-label={t('benefitsLabel')} className="mx-auto max-w-6xl px-5 sm:px-8">
      <ul className="grid gap-6 md:grid-cols-3">
        {BENEFITS.map((benefit) => (
          <li key={benefit.title} className="flex gap-5 rounded-3xl bg-white p-7 shadow-sm ring-1 ring-plum/5">
            <IconBadge path={benefit.icon} className="shrink-0" />
            <div>
              <h2 className="font-serif text-xl">{t(benefit.title)}</h2>
              <p className="mt-2 text-sm leading-relaxed text-muted">{t(benefit.text)}</p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
