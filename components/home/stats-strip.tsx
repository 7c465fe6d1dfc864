import { StatList } from '@/components/ui/stat-list';
import { getPageContent } from '@/lib/content/pages';

export async function StatsStrip() {
  const { stats } = await getPageContent('home');
  return (
    <section aria-label={stats.label} className="bg-plum text-cream">
      <StatList tone="dark" className="mx-auto max-w-6xl px-5 py-12 sm:px-8" stats={stats.items} />
    </section>
  );
}
