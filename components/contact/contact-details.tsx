import { getTranslations } from 'next-intl/server';
import { getStudioContact } from '@/lib/site';
import { OptimizedImage } from '@/components/ui/optimized-image';

const ICONS = {
  email: 'M3 6h18v12H3zM3 7l9 6 9-6',
  consultation: 'M4 5h16v11H8l-4 4zM8 9h8M8 12h5',
  phone: 'M5 3h4l2 5-2.5 1.5a11 11 0 005 5L15 12l5 2v4a2 2 0 01-2 2A16 16 0 013 5a2 2 0 012-2z',
  clock: 'M12 3a9 9 0 100 18 9 9 0 000-18zM12 7v5l3 2',
} as const;

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

/** The studio's e-mail, consultation and phone links, a picture of the studio and the response promise. */
export async function ContactDetails() {
  const t = await getTranslations('ContactPage');
  const { email, phone } = getStudioContact();
  const links = [
    { key: 'email', label: t('emailLabel'), href: `mailto:${email}`, text: email },
    {
      key: 'consultation',
      label: t('consultationLabel'),
      href: `mailto:${email}?subject=${encodeURIComponent(t('consultationSubject'))}`,
      text: t('consultationLink'),
    },
    { key: 'phone', label: t('phoneLabel'), href: `tel:${phone.replace(/[^\d+]/g, '')}`, text: phone },
  ] as const;

  return (
    <div className="space-y-8">
      <OptimizedImage
        src="/images/contact-studio.webp"
        width={1200}
        height={900}
        alt={t('imageAlt')}
        sizes="(min-width: 1280px) 480px, (min-width: 1024px) 38vw, 100vw"
        className="h-auto w-full rounded-3xl shadow-sm ring-1 ring-plum/5"
      />
      <section aria-labelledby="contact-details-title" className="rounded-3xl bg-white p-6 shadow-sm ring-1 ring-plum/5 sm:p-8">
        <h2 id="contact-details-title" className="text-2xl sm:text-3xl">
          {t('detailsTitle')}
        </h2>
        <p className="mt-3 leading-relaxed text-muted">{t('detailsLead')}</p>
        <ul className="mt-6 space-y-5">
          {links.map((link) => (
            <li key={link.key} className="flex items-center gap-4">
              <Icon path={ICONS[link.key]} />
              <div className="min-w-0">
                <p className="text-sm text-muted">{link.label}</p>
                <a
                  href={link.href}
                  className="inline-flex min-h-11 items-center break-words font-semibold text-plum underline-offset-4 transition-colors hover:text-rose-deep hover:underline"
                >
                  {link.text}
                </a>
              </div>
            </li>
          ))}
        </ul>
        <div className="mt-8 flex items-center gap-4 rounded-2xl bg-cream p-4">
          <Icon path={ICONS.clock} />
          <div>
            <p className="font-semibold text-plum">{t('responseTitle')}</p>
            <p className="text-sm text-muted">{t('responseText')}</p>
          </div>
        </div>
      </section>
    </div>
  );
}
