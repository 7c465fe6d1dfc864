import { paragraph, plain, text } from '@/lib/forms/fields';

export const footer = {
  description: paragraph(400),
  focus: text(120, { label: 'Line beside the copyright' }),
  socialUrl: plain(300, { format: 'url', label: 'Social link' }),
  socialLabel: text(80, { label: 'Social link’s name', help: 'Read by screen readers: where the icon leads.' }),
  copyright: text(160, { help: '{year} and {studio} are replaced by the year and the studio’s name.' }),
} as const;
