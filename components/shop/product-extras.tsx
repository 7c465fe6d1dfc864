import { getTranslations } from 'next-intl/server';
import { ButtonLink } from '@/components/ui/button-link';
import { FaqList } from '@/components/ui/faq-list';
import { StarRating } from '@/components/ui/star-rating';
import { Link } from '@/i18n/navigation';

/** The two sample reviews shown on every product page (SPEC section 2), with their star ratings. */
const REVIEWS = [
  { key: 'first', rating: 5 },
  { key: 'second', rating: 5 },
] as const;

/** Questions buyers ask about their purchase; the lost-link answer leads to the re-send form. */
const QUESTIONS = ['delivery', 'lostLink'] as const;

/** Below a product: the preview placeholder, sample reviews, buyers' questions and the way back to the shop. */
export async function ProductExtras() {
  const [t, tCommon] = await Promise.all([getTranslations('ProductDetail'), getTranslations('Common')]);
  const faq = QUESTIONS.map((key) => ({
    key,
    question: t(`faq.${key}.question`),
    answer: t.rich(`faq.${key}.answer`, {
      link: (chunks) => (
        <Link href="/downloads" className="font-semibold text-rose-deep underline-offset-4 hover:text-plum hover:underline">
          {chunks}
        </Link>
      ),
    }),
  }));
  return (
    <section className="bg-blush/40 py-16">
      <div className="mx-auto grid max-w-7xl gap-10 px-5 sm:px-8 lg:grid-cols-2">
        <div>
          <h2 className="text-3xl">{t('previewTitle')}</h2>
          <div className="mt-6 flex aspect-video flex-col items-center justify-center gap-4 rounded-3xl bg-[linear-gradient(135deg,var(--color-plum),color-mix(in_srgb,var(--color-rose-deep)_70%,var(--color-plum)))] text-cream shadow-sm">
            <span className="inline-flex size-16 items-center justify-center rounded-full bg-cream/15 ring-1 ring-cream/40">
              <svg aria-hidden="true" viewBox="0 0 24 24" className="ml-1 size-7 fill-current">
                <path d="M8 5.5v13l10.5-6.5z" />
              </svg>
            </span>
            <p className="font-medium">{t('previewSoon')}</p>
          </div>
        </div>
        <div>
          <h2 className="text-3xl">{t('reviewsTitle')}</h2>
          <ul className="mt-6 flex flex-col gap-6">
            {REVIEWS.map((review) => (
              <li key={review.key}>
                <figure className="rounded-3xl bg-white p-7 shadow-sm ring-1 ring-plum/5">
                  <StarRating rating={review.rating} label={tCommon('ratingLabel', { rating: review.rating })} />
                  <blockquote className="mt-4 font-serif text-lg leading-relaxed text-ink">
                    <p>{t('quote', { text: t(`reviews.${review.key}.text`) })}</p>
                  </blockquote>
                  <figcaption className="mt-4 text-sm">
                    <span className="font-semibold text-plum">{t(`reviews.${review.key}.name`)}</span>
                    <span className="text-muted">, {t(`reviews.${review.key}.role`)}</span>
                  </figcaption>
                </figure>
              </li>
            ))}
          </ul>
        </div>
      </div>
      <div className="mx-auto mt-16 max-w-3xl px-5 sm:px-8">
        <h2 id="product-faq-title" className="text-center text-3xl">
          {t('faqTitle')}
        </h2>
        <div className="mt-8">
          <FaqList entries={faq} />
        </div>
      </div>
      <div className="mt-14 text-center">
        <ButtonLink href="/digital-products" variant="secondary">
          {t('browseAll')}
        </ButtonLink>
      </div>
    </section>
  );
}
