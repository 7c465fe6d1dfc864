import { getTranslations } from 'next-intl/server';
import { labelsFor } from '@/i18n/labels';
import { Link } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';
import { ResendForm } from './resend-form';

const FORM_KEYS = [
  'email',
  'emailHint',
  'emailPlaceholder',
  'emailError',
  'submit',
  'sending',
  'failure',
  'rateLimited',
  'sentTitle',
  'sentText',
  'anotherAddress',
] as const;
const STEPS = ['enter', 'receive', 'download'] as const;

/** The form's card beside a short "how it works", in the page's language. */
export async function ResendDownloads({ locale }: { locale: Locale }) {
  const t = await getTranslations('Downloads');
  const labels = labelsFor(FORM_KEYS, (key) => t(key));
  const sentHelp = t.rich('sentHelp', {
    link: (chunks) => (
      <Link href="/contact" className="font-semibold text-rose-deep underline-offset-4 hover:text-plum hover:underline">
        {chunks}
      </Link>
    ),
  });
  return (
    <div className="mx-auto grid max-w-6xl items-start gap-8 px-5 pb-20 sm:px-8 lg:grid-cols-12 lg:gap-10">
      <section aria-labelledby="resend-form-title" className="rounded-3xl bg-white p-6 shadow-sm ring-1 ring-plum/5 sm:p-10 lg:col-span-7">
        <h2 id="resend-form-title" className="sr-only">
          {t('formTitle')}
        </h2>
        <ResendForm locale={locale} labels={{ ...labels, sentHelp }} />
      </section>
      <section aria-labelledby="resend-steps-title" className="rounded-3xl bg-blush/40 p-6 sm:p-10 lg:col-span-5">
        <h2 id="resend-steps-title" className="text-2xl">
          {t('stepsTitle')}
        </h2>
        <ol className="mt-6 space-y-5">
          {STEPS.map((step, index) => (
            <li key={step} className="flex items-start gap-4">
              <span
                aria-hidden="true"
                className="inline-flex size-9 shrink-0 items-center justify-center rounded-full bg-white font-serif text-lg text-rose-deep ring-1 ring-plum/10"
              >
                {index + 1}
              </span>
              <span className="pt-1.5 leading-relaxed text-ink">{t(`steps.${step}`)}</span>
            </li>
          ))}
        </ol>
      </section>
    </div>
  );
}
