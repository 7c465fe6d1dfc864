import { DEFAULT_VIDEO_EMBED_HOSTS, embeddableVideoUrl } from '@/lib/security/video-embeds.mjs';

describe('embeddableVideoUrl', () => {
  it('frames the players of the video hosts, http ones over https (an https page may not frame http)', () => {
    expect(embeddableVideoUrl('https://www.youtube.com/embed/abc123', DEFAULT_VIDEO_EMBED_HOSTS)).toBe(
      'https://www.youtube.com/embed/abc123',
    );
    expect(embeddableVideoUrl('https://www.youtube-nocookie.com/embed/abc123?start=5', DEFAULT_VIDEO_EMBED_HOSTS)).toBe(
      'https://www.youtube-nocookie.com/embed/abc123?start=5',
    );
    expect(embeddableVideoUrl(' http://player.vimeo.com/video/1 ', DEFAULT_VIDEO_EMBED_HOSTS)).toBe('https://player.vimeo.com/video/1');
    expect(embeddableVideoUrl('https://Player.Vimeo.com/video/1', DEFAULT_VIDEO_EMBED_HOSTS)).toBe('https://player.vimeo.com/video/1');
  });

  it('frames no other site, nor the video sites’ own pages, which refuse to be framed', () => {
    for (const url of [
      'https://evil.example/embed/abc123',
      'https://www.youtube.com.evil.example/embed/abc123',
      'https://evil.example/?https://www.youtube.com/embed/abc123',
      'https://youtu.be/abc123',
      'https://vimeo.com/1',
    ]) {
      expect(embeddableVideoUrl(url, DEFAULT_VIDEO_EMBED_HOSTS)).toBeNull();
    }
  });

  it('frames only what the policy’s https://host sources allow: the default port and no user name', () => {
    expect(embeddableVideoUrl('https://www.youtube.com:8443/embed/abc123', DEFAULT_VIDEO_EMBED_HOSTS)).toBeNull();
    expect(embeddableVideoUrl('https://user@www.youtube.com/embed/abc123', DEFAULT_VIDEO_EMBED_HOSTS)).toBeNull();
  });

  it('follows the configured hosts, so a host taken off the list is no longer framed', () => {
    expect(embeddableVideoUrl('https://video.example.org/v/1', ['video.example.org'])).toBe('https://video.example.org/v/1');
    expect(embeddableVideoUrl('https://www.youtube.com/embed/abc123', ['player.vimeo.com'])).toBeNull();
  });

  it('refuses anything that is not an http(s) address', () => {
    for (const url of [
      null,
      undefined,
      '',
      'javascript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      '/videos/a.mp4',
      'ftp://www.youtube.com/a',
      'not a url',
    ]) {
      expect(embeddableVideoUrl(url, DEFAULT_VIDEO_EMBED_HOSTS)).toBeNull();
    }
  });
});
