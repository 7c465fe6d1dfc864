import { OptimizedImage } from '@/components/ui/optimized-image';
import { EYEBROW, SECTION_TITLE } from '@/components/ui/section-heading';
import { getPageContent } from '@/lib/content/pages';

export async function AboutPhilosophy() {
  const { header, philosophy } = await getPageContent('about');
  return (
    <section
      aria-labelledby="philosophy-title"
      className="mx-auto grid max-w-7xl items-center gap-12 px-5 pb-20 sm:px-8 md:grid-cols-2 lg:gap-20 lg:pb-28"
    >
      {/* Straight and cropped to a calm 4:5, flush with the text column: no tilt, no offset shape. */}
      <div className="overflow-hidden rounded-2xl bg-blush">
        <OptimizedImage
          src="/images/about-studio.webp"
          alt={header.imageAlt}
          width={1200}
          height={1500}
          // The largest element of the page on phones and wide screens alike: fetched at once, first.
          priority
          sizes="(min-width: 1152px) 530px, (min-width: 768px) 45vw, 100vw"
          className="aspect-[4/5] h-auto w-full object-cover"
        />
      </div>
      <div>
        <p className={EYEBROW}>{philosophy.eyebrow}</p>
        <h2 id="philosophy-title" className={`mt-4 ${SECTION_TITLE}`}>
          {philosophy.title}
        </h2>
        {philosophy.paragraphs.map((paragraph) => (
          <p key={paragraph.id} className="mt-6 text-lg leading-relaxed text-muted">
            {paragraph.text}
          </p>
        ))}
        <blockquote className="mt-8 border-l-4 border-petal pl-6 font-serif-italic text-2xl italic leading-snug text-plum">
          {philosophy.quote}
        </blockquote>
      </div>
    </section>
  );
}
