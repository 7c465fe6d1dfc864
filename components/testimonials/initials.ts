/** Up to two initials of a person's name, for the circle beside a testimonial: 'Maja Lindqvist' reads 'ML'. */
export function initials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const picked = words.length > 1 ? [words[0], words[words.length - 1]] : words;
  return picked.map((word) => (Array.from(word ?? '')[0] ?? '').toLocaleUpperCase()).join('');
}
