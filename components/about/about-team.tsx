import { OptimizedImage } from '@/components/ui/optimized-image';
import { SectionHeading } from '@/components/ui/section-heading';
import type { ReadPage } from '@/lib/pages/content';

type Team = ReadPage<'about'>['team'];

/** The people behind the studio, when the studio has named any (the about page's team fields). */
export function AboutTeam({ team }: { team: Team }) {
  if (team.people.length === 0) return null;
  return (
    <section aria-labelledby="team-title" className="py-20">
      <div className="mx-auto max-w-7xl px-5 sm:px-8">
        <SectionHeading id="team-title" title={team.title} lead={team.lead ?? undefined} />
        <ul className="grid gap-x-8 gap-y-12 sm:grid-cols-2 lg:grid-cols-3">
          {team.people.map((person) => (
            <li key={person.id}>
              {person.photo.src && (
                <OptimizedImage
                  src={person.photo.src}
                  alt={person.photo.alt}
                  width={600}
                  height={750}
                  sizes="(min-width: 1024px) 30vw, (min-width: 640px) 45vw, 90vw"
                  className="aspect-[4/5] w-full rounded-3xl object-cover"
                />
              )}
              <h3 className="mt-5 text-2xl">{person.name}</h3>
              <p className="mt-1 text-sm font-semibold uppercase tracking-[0.16em] text-rose-deep">{person.role}</p>
              {person.bio && <p className="mt-3 leading-relaxed text-muted">{person.bio}</p>}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
