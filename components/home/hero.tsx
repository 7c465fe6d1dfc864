import { ButtonLink } from '@/components/ui/button-link';
import { EYEBROW } from '@/components/ui/section-heading';
import { getPageContent } from '@/lib/content/pages';

/**
 * The headline, set large and to the left, with the lead and the two ways in beside it on wide
 * screens: short enough that the featured work below starts within the first screen. The blush
 * glow fades out inside the section, so no edge of it shows against what follows.
 */
export async function Hero() {
  const { hero } = await getPageContent('home');
  return (
    <section className="bg-[radial-gradient(44rem_26rem_at_88%_0%,var(--color-blush),transparent_70%)]">
      <div className="mx-auto max-w-7xl px-5 pb-12 pt-10 sm:px-8 sm:pt-14 lg:pb-14 lg:pt-10">
        <p className={EYEBROW}>{hero.eyebrow}</p>
        <div className="mt-5 grid gap-x-16 gap-y-8 lg:mt-6 lg:grid-cols-12 lg:items-end">
          <h1 className="text-5xl leading-[1.02] tracking-tight text-balance sm:text-7xl lg:col-span-8 lg:text-[5.25rem]">{hero.title}</h1>
          <div className="lg:col-span-4 lg:pb-2">
            <p className="max-w-xl text-lg leading-relaxed text-muted">{hero.lead}</p>
            <div className="mt-8 flex flex-col gap-3 sm:flex-row">
              <ButtonLink href="/services" className="min-h-12">
                {hero.ctaServices}
              </ButtonLink>
              <ButtonLink href="/projects" variant="secondary" className="min-h-12">
                {hero.ctaProjects}
              </ButtonLink>
            </div>
          </div>
        </div>
      </div>
    </section>
  );
}
