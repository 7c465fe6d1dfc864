/**
 * A tag as a hashtag, each word capitalised so the words stay readable without spaces (and screen
 * readers say them apart): 'social media design' reads '#SocialMediaDesign'.
 */
export function hashtag(tag: string): string {
  const words = tag.trim().split(/\s+/).filter(Boolean);
  return `#${words.map((word) => word.charAt(0).toLocaleUpperCase() + word.slice(1)).join('')}`;
}
