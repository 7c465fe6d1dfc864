import { Link } from '@/i18n/navigation';
import { projectHref } from '@/i18n/paths';
import type { Project } from '@/lib/content/types';
import { ArrowIcon } from '@/components/ui/arrow-icon';

/**
 * A project's name as the link to its case study, for a card or figure marked `group relative`:
 * its ::after covers the whole of it (so the picture is the link too), and so does its focus ring.
 */
export function ProjectTitleLink({ project }: { project: Project }) {
  return (
    <Link
      href={projectHref(project)}
      className="transition-colors group-hover:text-rose-deep group-focus-within:text-rose-deep after:absolute after:inset-0 after:-m-3 after:rounded-3xl focus-visible:outline-none focus-visible:after:outline-2 focus-visible:after:outline-rose-deep"
    >
      {project.title}
      <span className="ml-2 inline-block text-[0.7em] motion-safe:transition-transform motion-safe:group-hover:translate-x-1">
        <ArrowIcon direction="right" />
      </span>
    </Link>
  );
}
