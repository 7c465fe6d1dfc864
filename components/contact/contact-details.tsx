import { getLocale, getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { OptimizedImage } from '@/components/ui/optimized-image';
import { localizedPath } from '@/i18n/paths';
import { asLocale } from '@/i18n/locale';
import { getPageContent } from '@/lib/content/pages';

const ICONS = {
  email: 'M3 6h18v12H3zM3 7l9 6 9-6',
  consultation: 'M4 5h16v11H8l-4 4zM8 9h8M8 12h5',
  phone: 'M5 3h4l2 5-2.5 1.5a11 11 0 005 5L15 12l5 2v4a2 2 0 01-2 2A16 16 0 013 5a2 2 0 012-2z',
  location: 'M12 21s-7-6.2-7-11a7 7 0 1114 0c0 4.8-7 11-7 11zM12 12.5a2.5 2.5 0 100-5 2.5 2.5 0 000 5z',
  hours: 'M4 6h16v14H4zM4 10h16M8 3v4M16 3v4',
  social: 'M14 4h6v6M20 4l-9 9M18 14v6H4V6h6',
  clock: 'M12 3a9 9 0 100 18 9 9 0 000-18zM12 7v5l3 2',
} as const;

const linkClass =
  'inline-flex min-h-11 items-center break-words font-semibold text-plum underline-offset-4 transition-colors hover:text-rose-deep hover:underline';
// A value without a link keeps the rows' rhythm of the links above it.
const valueClass = 'flex min-h-11 items-center font-semibold text-plum';

function Icon({ path }: { path: string }) {
  return (
    <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-2xl bg-blush text-rose-deep">
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        className="size-5"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        <path d={path} />
      </svg>
    </span>
  );
}

function Detail({ icon, label, children }: { icon: string; label: string; children: ReactNode }) {
  return (
    <li className="flex items-center gap-4">
      <Icon path={icon} />
      <div className="min-w-0">
        <p className="text-sm text-muted">{label}</p>
        {children}
      </div>
    </li>
  );
}

/** The studio's e-mail, booking and phone links (its address, hours and social links when set), a picture of the studio and the response promise. */
export async function ContactDetails() {
  const [t, { details, social }, locale] = await Promise.all([getTranslations('ContactPage'), getPageContent('contact'), getLocale()]);
  const { email, phone } = details;
  const links = [
    { key: 'email', label: t('emailLabel'), href: `mailto:${email}`, text: email },
    // Prefer to talk? A call is booked on the booking page (issue 35), no longer asked for by mail.
    { key: 'consultation', label: t('consultationLabel'), href: localizedPath('/book', asLocale(locale)), text: t('consultationLink') },
    { key: 'phone', label: t('phoneLabel'), href: `tel:${phone.replace(/[^\d+]/g, '')}`, text: phone },
  ] as const;

  return (
    <div className="space-y-8">
      <OptimizedImage
        src="/images/contact-studio.webp"
        width={1200}
        height={900}
        alt={details.imageAlt}
        sizes="(min-width: 1280px) 480px, (min-width: 1024px) 38vw, 100vw"
        className="h-auto w-full rounded-3xl shadow-sm ring-1 ring-plum/5"
      />
      <section aria-labelledby="contact-details-title" className="rounded-3xl bg-white p-6 shadow-sm ring-1 ring-plum/5 sm:p-8">
        <h2 id="contact-details-title" className="text-2xl sm:text-3xl">
          {details.title}
        </h2>
        <p className="mt-3 leading-relaxed text-muted">{details.lead}</p>
        <ul className="mt-6 space-y-5">
          {links.map((link) => (
            <Detail key={link.key} icon={ICONS[link.key]} label={link.label}>
              <a href={link.href} className={linkClass}>
                {link.text}
              </a>
            </Detail>
          ))}
          {details.location && (
            <Detail icon={ICONS.location} label={t('locationLabel')}>
              <p className={valueClass}>{details.location}</p>
            </Detail>
          )}
          {details.hours && (
            <Detail icon={ICONS.hours} label={t('hoursLabel')}>
              <p className={valueClass}>{details.hours}</p>
            </Detail>
          )}
          {social.length > 0 && (
            <Detail icon={ICONS.social} label={t('socialLabel')}>
              <div className="flex flex-wrap gap-x-4">
                {social.map((link) => (
                  <a key={link.id} href={link.url} rel="noopener" target="_blank" className={linkClass}>
                    {link.label}
                  </a>
                ))}
              </div>
            </Detail>
          )}
        </ul>
        <div className="mt-8 flex items-center gap-4 rounded-2xl bg-cream p-4">
          <Icon path={ICONS.clock} />
          <div>
            <p className="font-semibold text-plum">{details.responseTitle}</p>
            <p className="text-sm text-muted">{details.responseText}</p>
          </div>
        </div>
      </section>
    </div>
  );
}
