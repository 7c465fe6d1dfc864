import { getTranslations } from 'next-intl/server';
import { ButtonLink } from '@/components/ui/button-link';
import { FaqList } from '@/components/ui/faq-list';
import { StarRating } from '@/components/ui/star-rating';
import { OptimizedImage } from '@/components/ui/optimized-image';
import { getPageContent } from '@/lib/content/pages';
import type { DigitalProduct } from '@/lib/content/types';
import { sanitizeRichText } from '@/lib/rich-text/sanitize';
import { getCategoryText } from './category-text';

/** The sample reviews on a product page (docs/behaviour.md#product-page) are written per category, all five stars. */
const REVIEW_RATING = 5;

/** Below a product: the preview placeholder, sample reviews, buyers' questions and the way back to the shop. */
export async function ProductExtras({ product }: { product: Pick<DigitalProduct, 'image_url' | 'category'> }) {
  const [t, tCommon, categoryText, { product: texts }] = await Promise.all([
    getTranslations('ProductDetail'),
    getTranslations('Common'),
    getCategoryText(),
    getPageContent('shop'),
  ]);
  const { reviews } = categoryText(product.category);
  // Buyers' questions about their purchase; the lost-link answer links to the re-send form.
  const faq = texts.faq.map((entry) => ({ key: entry.id, question: entry.question, answerHtml: sanitizeRichText(entry.answer) }));
  return (
    <section className="bg-blush/40 py-16">
      <div className="mx-auto grid max-w-7xl gap-10 px-5 sm:px-8 lg:grid-cols-2">
        <div>
          <h2 className="text-3xl">{t('previewTitle')}</h2>
          {/* The video is not made yet: a still of the product and a plain note, with nothing that looks like a control. */}
          <figure className="relative mt-6 aspect-[4/3] overflow-hidden sm:aspect-video rounded-3xl bg-plum shadow-sm">
            <OptimizedImage
              src={product.image_url}
              alt=""
              fill
              sizes="(min-width: 1024px) 600px, 100vw"
              className="object-cover opacity-60 saturate-[0.8]"
            />
            <div aria-hidden="true" className="absolute inset-0 bg-linear-to-t from-plum via-plum/60 to-plum/10" />
            <figcaption className="absolute inset-x-0 bottom-0 p-5 text-cream sm:p-8">
              <p className="font-serif text-xl leading-snug text-cream sm:text-3xl">{t('previewSoon')}</p>
              <p className="mt-2 max-w-md text-sm leading-relaxed text-cream/85">{t('previewNote')}</p>
            </figcaption>
          </figure>
        </div>
        {reviews.length > 0 && (
          <div>
            <h2 className="text-3xl">{texts.reviewsTitle}</h2>
            <ul className="mt-6 flex flex-col gap-6">
              {reviews.map((review) => (
                <li key={review.id}>
                  <figure className="rounded-3xl bg-white p-7 shadow-sm ring-1 ring-plum/5">
                    <StarRating rating={REVIEW_RATING} label={tCommon('ratingLabel', { rating: REVIEW_RATING })} />
                    <blockquote className="mt-4 font-serif text-lg leading-relaxed text-ink">
                      <p>{t('quote', { text: review.text })}</p>
                    </blockquote>
                    <figcaption className="mt-4 text-sm">
                      <span className="font-semibold text-plum">{review.name}</span>
                      <span className="text-muted">, {review.role}</span>
                    </figcaption>
                  </figure>
                </li>
              ))}
            </ul>
          </div>
        )}
      </div>
      {faq.length > 0 && (
        <div className="mx-auto mt-16 max-w-3xl px-5 sm:px-8">
          <h2 id="product-faq-title" className="text-center text-3xl">
            {texts.faqTitle}
          </h2>
          <div className="mt-8">
            <FaqList entries={faq} />
          </div>
        </div>
      )}
      <div className="mt-14 text-center">
        <ButtonLink href="/digital-products" variant="secondary">
          {t('browseAll')}
        </ButtonLink>
      </div>
    </section>
  );
}
