import { getPageContent } from '@/lib/content/pages';

// By the benefit's id; one the studio adds gets the star.
const ICONS = new Map([
  ['instant', 'M12 4v11m0 0l-4-4m4 4l4-4M5 19h14'],
  ['quality', 'M12 3l2.5 6.5L21 12l-6.5 2.5L12 21l-2.5-6.5L3 12l6.5-2.5z'],
  ['customize', 'M4 20l4-1 11-11-3-3L5 16l-1 4zM14 6l3 3'],
]);
const DEFAULT_ICON = ICONS.get('quality')!;

/** The reasons to buy, as a quiet band between hairlines under the page header: the products are the page. */
export async function ShopBenefits() {
  const { benefits } = await getPageContent('shop');
  return (
    <section aria-label={benefits.label} className="mx-auto max-w-7xl px-5 sm:px-8">
      <ul className="grid gap-5 border-y border-plum/15 py-6 md:grid-cols-3 md:gap-10 md:py-8">
        {benefits.items.map((benefit) => (
          <li key={benefit.id} className="flex gap-4">
            <svg
              aria-hidden="true"
              viewBox="0 0 24 24"
              className="mt-0.5 size-6 shrink-0 text-rose-deep"
              fill="none"
              stroke="currentColor"
              strokeWidth="1.6"
              strokeLinecap="round"
              strokeLinejoin="round"
            >
              <path d={ICONS.get(benefit.id) ?? DEFAULT_ICON} />
            </svg>
            <div>
              <h2 className="font-serif text-lg leading-snug">{benefit.title}</h2>
              <p className="mt-1 text-sm leading-relaxed text-muted">{benefit.text}</p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
