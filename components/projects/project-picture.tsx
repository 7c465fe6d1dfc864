import { ViewTransition } from 'react';
import type { Project } from '@/lib/content/types';
import { safeImageSrc } from '@/lib/rich-text/urls';
import { OptimizedImage } from '@/components/ui/optimized-image';
import { heroAlt } from './project-alt';

/** A hovered card or figure (`group`) zooms its picture slowly; not under reduced motion (app/globals.css). */
export const HOVER_ZOOM = 'zoom-on-hover';

/** The picture a project is shown by (its hero image, else its list image), if it has a usable one. */
export const projectPictureSrc = (project: Pick<Project, 'hero_image' | 'image_url'>) =>
  safeImageSrc(project.hero_image ?? project.image_url ?? undefined);

/**
 * A project's picture filling its frame (the frame sets the size, so nothing moves as it arrives),
 * named by the admin's alt text; `sizes` is the width the frame is shown at. Between the list (or
 * the home page) and the case study, the card's picture becomes the case study's header: one
 * picture moving, a view transition named by the project (`morph`, app/globals.css). It runs
 * on no other change (`default="none"`) and not at all under reduced motion.
 */
export function ProjectPicture({
  project,
  sizes,
  priority = false,
  className = '',
}: {
  project: Project;
  sizes: string;
  priority?: boolean;
  className?: string;
}) {
  const src = projectPictureSrc(project);
  if (!src) return null;
  return (
    <ViewTransition name={`project-${project.slug}`} share="morph" default="none">
      <OptimizedImage
        src={src}
        alt={heroAlt(project)}
        fill
        priority={priority}
        unoptimized={!src.startsWith('/')}
        sizes={sizes}
        className={`object-cover ${className}`}
      />
    </ViewTransition>
  );
}
