import { getTranslations } from 'next-intl/server';
import type { ReadPage } from '@/lib/pages/content';
import { safeImageSrc } from '@/lib/rich-text/urls';
import { OptimizedImage } from '@/components/ui/optimized-image';

type Person = ReadPage<'about'>['team']['people'][number];

interface BookingIntroProps {
  call: ReadPage<'book'>['call'];
  /** Who the visitor meets: the About page's first person, if the team has one. */
  host: Person | undefined;
  minutes: number;
  intlLocale: string;
}

const icon = {
  clock: 'M12 7v5l3 2M21 12a9 9 0 1 1-18 0 9 9 0 0 1 18 0z',
  video: 'M15 10l5-3v10l-5-3M4 7h11v10H4z',
};

function Fact({ path, children }: { path: string; children: React.ReactNode }) {
  return (
    <li className="flex gap-3">
      <svg aria-hidden="true" viewBox="0 0 24 24" className="mt-0.5 size-5 shrink-0 fill-none stroke-rose-deep stroke-[1.6]">
        <path d={path} strokeLinecap="round" strokeLinejoin="round" />
      </svg>
      <span>{children}</span>
    </li>
  );
}

/**
 * Who you meet, what the call is, how long and how it happens: the panel beside the calendar, as
 * Cal.com and Calendly show it, rendered on the server with the page.
 */
export function BookingIntro({ call, host, minutes, intlLocale }: BookingIntroProps) {
  const duration = new Intl.NumberFormat(intlLocale, { style: 'unit', unit: 'minute', unitDisplay: 'long' }).format(minutes);
  const portrait = host ? safeImageSrc(host.photo.src) : null;
  return (
    <div className="space-y-6" data-testid="booking-intro">
      {host && (
        <div className="flex items-center gap-4">
          {portrait && (
            <OptimizedImage
              src={portrait}
              alt={host.photo.alt}
              width={64}
              height={64}
              className="size-16 shrink-0 rounded-full bg-blush object-cover"
            />
          )}
          <p className="leading-snug">
            <span className="block font-semibold text-plum">{host.name}</span>
            <span className="block text-sm text-muted">{host.role}</span>
          </p>
        </div>
      )}
      <h2 className="text-2xl sm:text-3xl">{call.title}</h2>
      <ul className="space-y-3 text-ink">
        <Fact path={icon.clock}>{duration}</Fact>
        <Fact path={icon.video}>{call.format}</Fact>
      </ul>
    </div>
  );
}

/** What to bring to the call (the studio's words): under the panel on a wide screen, after the times on a phone. */
export async function BookingPrepare({ text }: { text: string }) {
  const t = await getTranslations('Booking');
  return (
    <section aria-labelledby="booking-prepare">
      <h2 id="booking-prepare" className="font-sans text-sm font-semibold uppercase tracking-wider text-muted">
        {t('prepareTitle')}
      </h2>
      <p className="mt-2 leading-relaxed text-ink">{text}</p>
    </section>
  );
}
