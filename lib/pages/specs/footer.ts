import { paragraph, plain, text } from '@/lib/forms/fields';

export const footer = {
  description: paragraph(400),
  focus: text(120),
  socialUrl: plain(300, { format: 'url' }),
  socialLabel: text(80),
  copyright: text(160),
} as const;
