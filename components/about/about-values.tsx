import { SectionHeading } from '@/components/ui/section-heading';
import { IconBadge } from '@/components/ui/icon-badge';
import { getPageContent } from '@/lib/content/pages';

// By the value's id; a value the studio adds gets the heart.
const ICONS = new Map([
  ['passion', 'M12 20s-7-4.4-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.6-7 10-7 10z'],
  ['excellence', 'M12 3l2.5 6.5L21 12l-6.5 2.5L12 21l-2.5-6.5L3 12l6.5-2.5z'],
  ['results', 'M4 18l6-6 4 4 6-8M15 8h5v5'],
  ['female', 'M12 14a5 5 0 1 0 0-10 5 5 0 0 0 0 10zM12 14v7M9 18h6'],
]);
const DEFAULT_ICON = ICONS.get('passion')!;

export async function AboutValues() {
  const { values } = await getPageContent('about');
  return (
    <section className="bg-blush/40 py-20 lg:py-28">
      <div className="mx-auto max-w-7xl px-5 sm:px-8">
        <SectionHeading title={values.title} lead={values.lead} />
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {values.items.map((value) => (
            <li key={value.id} className="rounded-3xl bg-white p-8 shadow-sm ring-1 ring-plum/5">
              <IconBadge path={ICONS.get(value.id) ?? DEFAULT_ICON} />
              <h3 className="mt-6 text-xl">{value.title}</h3>
              <p className="mt-3 leading-relaxed text-muted">{value.text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
