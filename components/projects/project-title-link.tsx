import { Link } from '@/i18n/navigation';
import { projectHref } from '@/i18n/paths';
import type { Project } from '@/lib/content/types';
import { ArrowIcon } from '@/components/ui/arrow-icon';

/**
 * A project's name as the link to its case study, for a card or figure marked `group relative`:
 * its ::after covers the whole of it (so the picture is the link too), and so does its focus ring
 * (the `card-link` utility, app/globals.css).
 */
export function ProjectTitleLink({ project }: { project: Project }) {
  return (
    <Link href={projectHref(project)} className="card-link">
      {project.title}
      <span className="ml-2 inline-block text-[0.7em] motion-safe:transition-transform motion-safe:group-hover:translate-x-1">
        <ArrowIcon direction="right" />
      </span>
    </Link>
  );
}
