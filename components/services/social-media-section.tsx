import { ButtonLink } from '@/components/ui/button-link';
import { getPageContent } from '@/lib/content/pages';
import { EYEBROW, SECTION_TITLE } from '@/components/ui/section-heading';
import { CheckList } from './check-list';

/** Anchor the footer's 'Social Media Design' link scrolls to (docs/behaviour.md#footer). */
export const SOCIAL_MEDIA_ANCHOR = 'social-media';

export async function SocialMediaSection() {
  const { social } = await getPageContent('services');
  return (
    <section id={SOCIAL_MEDIA_ANCHOR} aria-labelledby="social-media-title" className="mx-auto max-w-7xl px-5 py-20 sm:px-8 lg:py-28">
      <div className="grid items-center gap-10 rounded-[2.5rem] bg-white p-8 shadow-sm ring-1 ring-plum/5 sm:p-12 md:grid-cols-[3fr_2fr]">
        <div>
          <p className={EYEBROW}>{social.eyebrow}</p>
          <h2 id="social-media-title" className={`mt-4 ${SECTION_TITLE}`}>
            {social.title}
          </h2>
          <p className="mt-4 text-lg leading-relaxed text-muted">{social.text}</p>
          <ButtonLink href="/digital-products" className="mt-8">
            {social.cta}
          </ButtonLink>
        </div>
        <CheckList items={social.features.map((feature) => feature.text)} className="rounded-3xl bg-cream p-8 text-ink" />
      </div>
    </section>
  );
}
