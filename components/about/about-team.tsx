import { OptimizedImage } from '@/components/ui/optimized-image';
import { SectionHeading } from '@/components/ui/section-heading';
import { getPageContent } from '@/lib/content/pages';

/** The studio's people, once the studio has added someone in the admin; no section until then. */
export async function AboutTeam() {
  const { team } = await getPageContent('about');
  if (team.people.length === 0) return null;
  return (
    <section aria-labelledby="team-title" className="mx-auto max-w-7xl px-5 pb-20 sm:px-8 lg:pb-28">
      <SectionHeading id="team-title" title={team.title} lead={team.lead ?? undefined} />
      <ul className="grid gap-8 sm:grid-cols-2 lg:grid-cols-3">
        {team.people.map((person) => (
          <li key={person.id} className="rounded-3xl bg-white p-6 shadow-sm ring-1 ring-plum/5">
            {person.photo.src && (
              <OptimizedImage
                src={person.photo.src}
                alt={person.photo.alt}
                width={600}
                height={750}
                sizes="(min-width: 1024px) 360px, (min-width: 640px) 45vw, 100vw"
                className="mb-6 aspect-[4/5] h-auto w-full rounded-2xl object-cover"
              />
            )}
            <h3 className="text-xl">{person.name}</h3>
            <p className="mt-1 text-sm font-semibold uppercase tracking-widest text-rose-deep">{person.role}</p>
            {person.bio && <p className="mt-3 leading-relaxed text-muted">{person.bio}</p>}
          </li>
        ))}
      </ul>
    </section>
  );
}
