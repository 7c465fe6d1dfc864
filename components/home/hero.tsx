import { getTranslations } from 'next-intl/server';
import { ButtonLink } from '@/components/ui/button-link';

export async function Hero() {
  const t = await getTranslations('HomePage');
  return (
    <section className="relative overflow-hidden bg-[radial-gradient(40rem_28rem_at_90%_0%,var(--color-blush),transparent_70%),radial-gradient(30rem_24rem_at_0%_100%,color-mix(in_srgb,var(--color-sage)_25%,transparent),transparent_70%)]">
      <div className="relative mx-auto max-w-5xl px-5 pb-20 pt-16 text-center sm:px-8 sm:pt-24">
        <p className="text-sm font-semibold uppercase tracking-[0.2em] text-rose-deep">{t('eyebrow')}</p>
        <h1 className="mt-6 text-5xl leading-tight sm:text-6xl lg:text-7xl">{t('title')}</h1>
        <p className="mx-auto mt-6 max-w-2xl text-lg leading-relaxed text-muted sm:text-xl">{t('lead')}</p>
        <div className="mt-10 flex flex-col justify-center gap-4 sm:flex-row">
          <ButtonLink href="/services">{t('ctaServices')}</ButtonLink>
          <ButtonLink href="/projects" variant="secondary">
            {t('ctaProjects')}
          </ButtonLink>
        </div>
      </div>
    </section>
  );
}
