import { createElement } from 'react';
import { imageConfigDefault } from 'next/dist/shared/lib/image-config';
import { renderToStaticMarkup } from 'react-dom/server';
import type { getImageProps as GetImageProps } from 'next/image';
import type { OptimizedImage as OptimizedImageType } from '@/components/ui/optimized-image';
import { widthTemplate } from '@/components/ui/optimized-image';

// next/image throws for a site path with a query string (images.localPatterns allows none by
// default), which broke every page showing such a picture with a 500. New addresses cannot have
// one (lib/projects/input.ts); a row stored before is shown unoptimized instead.

/** The component and next/image under Next's production image configuration, which `next build` inlines. */
function loadWithNextImageConfig() {
  const env = process.env;
  let component: typeof OptimizedImageType | undefined;
  let nextImageProps: typeof GetImageProps | undefined;
  try {
    // Next reads it as an object that its build defines; process.env itself only holds strings.
    process.env = {
      ...env,
      __NEXT_IMAGE_OPTS: { ...imageConfigDefault, localPatterns: [{ pathname: '**', search: '' }] } as unknown as string,
    };
    jest.isolateModules(() => {
      component = (jest.requireActual('@/components/ui/optimized-image') as { OptimizedImage: typeof OptimizedImageType }).OptimizedImage;
      nextImageProps = (jest.requireActual('next/image') as { getImageProps: typeof GetImageProps }).getImageProps;
    });
  } finally {
    process.env = env;
  }
  return { OptimizedImage: component!, getImageProps: nextImageProps! };
}

const { OptimizedImage, getImageProps } = loadWithNextImageConfig();
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
    expect(fill).toContain('class="object-cover img-fill"');
    const own = renderToStaticMarkup(
      createElement(OptimizedImage, { src: '/images/a.webp', alt: '', fill: true, sizes: '50vw', style: { objectPosition: 'top' } }),
    );
    expect(own).toMatch(/style="position:absolute;height:100%;width:100%;left:0;top:0;right:0;bottom:0;[^"]*object-position:top/);
    expect(own).not.toContain('class=');
  });

  it("writes next/image's srcset and src, while its props carry one address and the widths", () => {
    const props = { src: '/images/projects/a/cover-1080.webp', alt: 'A cover', fill: true, sizes: '(min-width: 768px) 50vw, 100vw' };
    const element = OptimizedImage(props);
    expect(element.props).not.toHaveProperty('srcSet');
    expect(element.props).not.toHaveProperty('src');
    const markup = decode(renderToStaticMarkup(element));
    const { srcSet, src } = getImageProps(props).props;
    expect(srcSet?.split(', ').length).toBeGreaterThan(3);
    expect(markup).toContain(` srcSet="${srcSet}"`);
    expect(markup).toContain(` src="${src}"`);
  });

  it("writes next/image's lazy loading without carrying it in the props, and a priority picture's eager one", () => {
    const props = { src: '/images/a.webp', alt: '', fill: true, sizes: '100vw' };
    const lazy = OptimizedImage(props);
    expect(lazy.props).not.toHaveProperty('loading');
    expect(lazy.props).not.toHaveProperty('decoding');
    expect(renderToStaticMarkup(lazy)).toMatch(/ loading="lazy" decoding="async"/);
    const eager = renderToStaticMarkup(OptimizedImage({ ...props, priority: true }));
    expect(eager).not.toContain('loading="lazy"');
    expect(eager).toContain('fetchPriority="high"');
    expect(eager).toContain('decoding="async"');
  });
});

describe('widthTemplate', () => {
  it('cuts the width out of the address where every candidate and the fallback fit, also when the path holds the width', () => {
    const at = (width: number) => `/_next/image?url=%2Fa%2F640.webp&w=${width}&q=75`;
    expect(widthTemplate(`${at(384)} 384w, ${at(640)} 640w, ${at(1080)} 1080w`, at(1080))).toEqual({
      template: ['/_next/image?url=%2Fa%2F640.webp&w=', '&q=75'],
      widths: [384, 640, 1080],
    });
  });

  it('gives none for a fallback other than the largest candidate, density descriptors or addresses that differ otherwise', () => {
    expect(widthTemplate('/a?w=384 384w, /a?w=640 640w', '/a?w=384')).toBeUndefined();
    expect(widthTemplate('/a?w=384 1x, /a?w=768 2x', '/a?w=768')).toBeUndefined();
    expect(widthTemplate('/a?w=384 384w, /b?w=640 640w', '/b?w=640')).toBeUndefined();
    expect(widthTemplate(undefined, '/a.webp')).toBeUndefined();
  });
});
