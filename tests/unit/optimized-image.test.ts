import { createElement } from 'react';
import { imageConfigDefault } from 'next/dist/shared/lib/image-config';
import { renderToStaticMarkup } from 'react-dom/server';
import type { OptimizedImage as OptimizedImageType } from '@/components/ui/optimized-image';

// next/image throws for a site path with a query string (images.localPatterns allows none by
// default), which broke every page showing such a picture with a 500. New addresses cannot have
// one (lib/projects/input.ts); a row stored before is shown unoptimized instead.

/** The component under Next's production image configuration, which `next build` inlines. */
function loadWithNextImageConfig(): typeof OptimizedImageType {
  const env = process.env;
  let component: typeof OptimizedImageType | undefined;
  try {
    // Next reads it as an object that its build defines; process.env itself only holds strings.
    process.env = {
      ...env,
      __NEXT_IMAGE_OPTS: { ...imageConfigDefault, localPatterns: [{ pathname: '**', search: '' }] } as unknown as string,
    };
    jest.isolateModules(() => {
      component = (jest.requireActual('@/components/ui/optimized-image') as { OptimizedImage: typeof OptimizedImageType }).OptimizedImage;
    });
  } finally {
    process.env = env;
  }
  return component!;
}

const OptimizedImage = loadWithNextImageConfig();
const decode = (value: string) =>
  value
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
const srcOf = (src: string) =>
  decode(/ src="([^"]*)"/.exec(renderToStaticMarkup(createElement(OptimizedImage, { src, alt: '', width: 400, height: 300 })))?.[1] ?? '');

describe('OptimizedImage', () => {
  it('serves a site picture through the image optimizer', () => {
    expect(srcOf('/images/a.webp')).toMatch(/^\/_next\/image\?url=%2Fimages%2Fa\.webp&w=/);
  });

  it('shows a site path with a query string as it is, instead of throwing', () => {
    const src = '/images/a.png?"><script>alert(1)</script>';
    expect(srcOf(src)).toBe(src);
  });

  it("writes next/image's fill style as utilities, and keeps a style of the caller's own", () => {
    const fill = renderToStaticMarkup(
      createElement(OptimizedImage, { src: '/images/a.webp', alt: '', fill: true, sizes: '50vw', className: 'object-cover' }),
    );
    expect(fill).not.toContain('style=');
    expect(fill).toContain('class="object-cover absolute inset-0 size-full text-transparent"');
    const own = renderToStaticMarkup(
      createElement(OptimizedImage, { src: '/images/a.webp', alt: '', fill: true, sizes: '50vw', style: { objectPosition: 'top' } }),
    );
    expect(own).toMatch(/style="position:absolute;height:100%;width:100%;left:0;top:0;right:0;bottom:0;[^"]*object-position:top/);
    expect(own).not.toContain('class=');
  });
});
