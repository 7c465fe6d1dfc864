import { getTranslations } from 'next-intl/server';
import { ButtonLink } from '@/components/ui/button-link';
import { FaqList } from '@/components/ui/faq-list';
import { StarRating } from '@/components/ui/star-rating';
import { getEnv } from '@/lib/env';
import { embeddableVideoUrl } from '@/lib/security/video-embeds.mjs';
import { getPageContent } from '@/lib/content/pages';
import type { DigitalProduct } from '@/lib/content/types';
import { sanitizeRichText } from '@/lib/rich-text/sanitize';
import { getCategoryText } from './category-text';
import { PRODUCT_END_ID } from './product-detail';

/** The sample reviews on a product page (docs/behaviour.md#product-page) are written per category, all five stars. */
const REVIEW_RATING = 5;

// What embedded players (YouTube, Vimeo) need; nothing that reaches beyond the frame.
const ALLOW = 'accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture; web-share; fullscreen';

/**
 * Below a product: its preview video when it has one (from a configured video host), sample
 * reviews, buyers' questions and the way back to the shop, which ends the product's content.
 */
export async function ProductExtras({ product }: { product: Pick<DigitalProduct, 'title' | 'category' | 'video_url'> }) {
  const [t, tCommon, categoryText, { product: texts }] = await Promise.all([
    getTranslations('ProductDetail'),
    getTranslations('Common'),
    getCategoryText(),
    getPageContent('shop'),
  ]);
  const { reviews } = categoryText(product.category);
  const video = embeddableVideoUrl(product.video_url, getEnv().VIDEO_EMBED_HOSTS);
  // Buyers' questions about their purchase; the lost-link answer links to the re-send form.
  const faq = texts.faq.map((entry) => ({ key: entry.id, question: entry.question, answerHtml: sanitizeRichText(entry.answer) }));
  return (
    <section className="bg-blush/40 py-16">
      <div className="mx-auto grid max-w-7xl gap-10 px-5 sm:px-8 lg:grid-cols-2">
        {video && (
          <div className="lg:col-span-2">
            <h2 className="text-3xl">{t('video')}</h2>
            <div className="relative mt-6 aspect-video overflow-hidden rounded-3xl bg-plum">
              <iframe
                src={video}
                title={t('videoTitle', { title: product.title })}
                allow={ALLOW}
                allowFullScreen
                loading="lazy"
                referrerPolicy="strict-origin-when-cross-origin"
                className="absolute inset-0 size-full border-0"
              />
            </div>
          </div>
        )}
        {reviews.length > 0 && (
          <div className="lg:col-span-2">
            <h2 className="text-3xl">{texts.reviewsTitle}</h2>
            <ul className="mt-6 grid gap-6 md:grid-cols-2">
              {reviews.map((review) => (
                <li key={review.id} className="flex">
                  <figure className="w-full rounded-3xl bg-white p-7 shadow-sm ring-1 ring-plum/5">
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
          <h2 id="product-faq-title" className="text-3xl">
            {texts.faqTitle}
          </h2>
          <div className="mt-8">
            <FaqList entries={faq} />
          </div>
        </div>
      )}
      <div id={PRODUCT_END_ID} className="mt-14 text-center">
        <ButtonLink href="/digital-products" variant="secondary">
          {t('browseAll')}
        </ButtonLink>
      </div>
    </section>
  );
}
