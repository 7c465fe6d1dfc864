import { StatList } from '@/components/ui/stat-list';
import { getPageContent } from '@/lib/content/pages';

// The figures are the home page's (edited once, in the admin's Pages › Home › Stats); this page
// lists them in its own order (docs/behaviour.md#testimonials), any the studio adds after them.
const ORDER = ['clients', 'projects', 'satisfaction', 'years'];
const rank = (id: string) => (ORDER.includes(id) ? ORDER.indexOf(id) : ORDER.length);

export async function TestimonialStats() {
  const { stats } = await getPageContent('home');
  const items = [...stats.items].sort((a, b) => rank(a.id) - rank(b.id));
  return (
    <section aria-label={stats.label} className="mx-auto max-w-7xl px-5 sm:px-8">
      <StatList
        tone="light"
        className="rounded-[2.5rem] bg-white px-6 py-12 shadow-sm ring-1 ring-plum/5"
        stats={items.map(({ value, label }) => ({ value, label }))}
      />
    </section>
  );
}
