/** A tag as a hashtag; spaces have no place in one, so 'web design' reads '#webdesign'. */
export function hashtag(tag: string): string {
  return `#${tag.replace(/\s+/g, '')}`;
}
