import { getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import { ArrowIcon } from '@/components/ui/arrow-icon';
import { SECTION_TITLE } from '@/components/ui/section-heading';
import { getPageContent } from '@/lib/content/pages';

/**
 * The services as a numbered, ruled index beside the section's heading, each row one link
 * to /services (its "Learn more" covers the row, so the whole row is the target). No rule under
 * the last row: the next section's heading row draws the one rule between the two.
 */
export async function ServicesTeaser() {
  const [t, { services }] = await Promise.all([getTranslations('HomePage'), getPageContent('home')]);
  return (
    <section className="mx-auto grid max-w-7xl gap-x-16 gap-y-10 px-5 py-24 sm:px-8 lg:grid-cols-12 lg:py-32">
      <div className="lg:col-span-4">
        <h2 className={SECTION_TITLE}>{services.title}</h2>
        <p className="mt-4 max-w-md text-lg leading-relaxed text-muted">{services.lead}</p>
      </div>
      <ol className="lg:col-span-8">
        {services.items.map((service, index) => (
          <li
            key={service.id}
            className="group relative grid gap-x-8 gap-y-3 border-t border-plum/15 py-8 sm:grid-cols-[3rem_1fr_auto] sm:items-baseline"
          >
            <span aria-hidden="true" className="font-serif text-lg text-rose-deep">
              {String(index + 1).padStart(2, '0')}
            </span>
            <div>
              <h3 className="text-2xl transition-colors group-hover:text-rose-deep sm:text-3xl">{service.title}</h3>
              <p className="mt-3 max-w-xl leading-relaxed text-muted">{service.text}</p>
            </div>
            <Link
              href="/services"
              className="inline-flex min-h-11 items-center gap-2 text-sm font-semibold text-rose-deep after:absolute after:inset-0 focus-visible:outline-none focus-visible:after:outline-2 focus-visible:after:outline-rose-deep"
            >
              {/* The same words on every row's link would not say where each leads: to screen readers
                  listing links, and to search engines, the hidden part names the service. */}
              {t.rich('learnMore', {
                service: service.title,
                hidden: (chunks) => <span className="sr-only">{chunks}</span>,
              })}
              <span className="motion-safe:transition-transform motion-safe:group-hover:translate-x-1">
                <ArrowIcon direction="right" />
              </span>
            </Link>
          </li>
        ))}
      </ol>
    </section>
  );
}
