import { OptimizedImage } from '@/components/ui/optimized-image';
import { SectionHeading } from '@/components/ui/section-heading';
import { getPageContent } from '@/lib/content/pages';
import type { ReadPage } from '@/lib/pages/content';

type Person = ReadPage<'about'>['team']['people'][number];

function Portrait({ person, sizes }: { person: Person; sizes: string }) {
  if (!person.photo.src) return null;
  return (
    <OptimizedImage
      src={person.photo.src}
      alt={person.photo.alt}
      width={600}
      height={750}
      sizes={sizes}
      className="aspect-[4/5] h-auto w-full rounded-2xl bg-blush object-cover"
    />
  );
}

function Role({ person }: { person: Person }) {
  return <p className="mt-1 text-sm font-semibold uppercase tracking-widest text-rose-deep">{person.role}</p>;
}

/**
 * The studio's people, once the studio has added someone in the admin; no section until then. One
 * person (a founder) gets the width: the portrait beside the name and bio; more share a grid.
 */
export async function AboutTeam() {
  const { team } = await getPageContent('about');
  if (team.people.length === 0) return null;
  const [only] = team.people;
  return (
    <section aria-labelledby="team-title" className="mx-auto max-w-7xl px-5 pb-20 sm:px-8 lg:pb-28">
      <SectionHeading id="team-title" title={team.title} lead={team.lead ?? undefined} />
      {team.people.length === 1 && only ? (
        <div className="grid items-center gap-8 md:grid-cols-12 md:gap-16">
          <div className="md:col-span-5">
            <Portrait person={only} sizes="(min-width: 1280px) 480px, (min-width: 768px) 40vw, 100vw" />
          </div>
          <div className="md:col-span-7">
            <h3 className="text-3xl sm:text-4xl">{only.name}</h3>
            <Role person={only} />
            {only.bio && <p className="mt-6 max-w-xl text-lg leading-relaxed text-muted">{only.bio}</p>}
          </div>
        </div>
      ) : (
        <ul className="grid gap-10 sm:grid-cols-2 lg:grid-cols-3">
          {team.people.map((person) => (
            <li key={person.id}>
              <Portrait person={person} sizes="(min-width: 1024px) 400px, (min-width: 640px) 45vw, 100vw" />
              <h3 className="mt-6 text-xl">{person.name}</h3>
              <Role person={person} />
              {person.bio && <p className="mt-3 leading-relaxed text-muted">{person.bio}</p>}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
