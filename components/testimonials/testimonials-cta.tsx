import { getTranslations } from 'next-intl/server';
import { ButtonLink } from '@/components/ui/button-link';

export async function TestimonialsCta() {
  const t = await getTranslations('TestimonialsPage');
  return (
    <section className="px-5 py-20 sm:px-8">
      <div className="mx-auto max-w-5xl rounded-[2.5rem] bg-plum px-8 py-16 text-center text-cream sm:px-16">
        <h2 className="text-3xl text-cream sm:text-4xl">{t('ctaTitle')}</h2>
        <p className="mx-auto mt-4 max-w-2xl text-lg text-cream/80">{t('ctaText')}</p>
        <div className="mt-10 flex flex-col justify-center gap-4 sm:flex-row">
          <ButtonLink href="/contact" variant="light">
            {t('ctaContact')}
          </ButtonLink>
          <ButtonLink href="/services" className="border border-cream/40 !bg-transparent text-cream hover:!bg-cream/10">
            {t('ctaServices')}
          </ButtonLink>
        </div>
      </div>
    </section>
  );
}
