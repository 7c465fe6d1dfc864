import { OptimizedImage } from '@/components/ui/optimized-image';
import { getPageContent } from '@/lib/content/pages';

export async function AboutPhilosophy() {
  const { header, philosophy } = await getPageContent('about');
  return (
    <section
      aria-labelledby="philosophy-title"
      className="mx-auto grid max-w-6xl items-center gap-12 px-5 pb-20 sm:px-8 md:grid-cols-2 lg:gap-20"
    >
      <div className="relative">
        <div aria-hidden="true" className="absolute -inset-3 -z-10 rotate-2 rounded-[2rem] bg-blush" />
        <OptimizedImage
          src="/images/about-studio.webp"
          alt={header.imageAlt}
          width={1200}
          height={1500}
          // The largest element of the page on phones and wide screens alike: fetched at once, first.
          priority
          sizes="(min-width: 1152px) 530px, (min-width: 768px) 45vw, 100vw"
          className="h-auto w-full rounded-3xl shadow-sm ring-1 ring-plum/5"
        />
      </div>
      <div>
        <p className="text-sm font-semibold uppercase tracking-[0.2em] text-rose-deep">{philosophy.eyebrow}</p>
        <h2 id="philosophy-title" className="mt-4 text-3xl sm:text-4xl">
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
