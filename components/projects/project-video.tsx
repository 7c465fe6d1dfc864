import { getTranslations } from 'next-intl/server';
import { getEnv } from '@/lib/env';
import { embeddableVideoUrl } from '@/lib/security/video-embeds.mjs';
import { SectionLabel } from './section-label';

// What embedded players (YouTube, Vimeo) need; nothing that reaches beyond the frame.
const ALLOW = 'accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture; web-share; fullscreen';

/**
 * The project's video in a wide 16:9 frame; nothing when there is none or its address is not on
 * one of the video hosts (VIDEO_EMBED_HOSTS), which may have changed since it was saved.
 */
export async function ProjectVideo({ url, title }: { url: string | null; title: string }) {
  const src = embeddableVideoUrl(url, getEnv().VIDEO_EMBED_HOSTS);
  if (!src) return null;
  const t = await getTranslations('ProjectDetail');
  return (
    <section aria-labelledby="project-video" className="mx-auto mt-24 max-w-7xl px-5 sm:px-8 lg:mt-32">
      <SectionLabel id="project-video">{t('video')}</SectionLabel>
      <div className="relative mt-8 aspect-video overflow-hidden rounded-2xl bg-plum lg:mt-12">
        <iframe
          src={src}
          title={t('videoTitle', { title })}
          allow={ALLOW}
          allowFullScreen
          loading="lazy"
          referrerPolicy="strict-origin-when-cross-origin"
          className="absolute inset-0 size-full border-0"
        />
      </div>
    </section>
  );
}
