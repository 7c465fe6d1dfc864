import { isStorableText } from '@/lib/db/text';
import { z } from '@/lib/zod';
import { INBOX_LIMITS, MESSAGE_BOXES, SERVICE_FILTERS, type MessagePatch, type MessageQuery } from './query';

const emptyAsAbsent = (value: unknown) => (value === '' ? undefined : value);

export const messageQuerySchema: z.ZodType<MessageQuery, unknown> = z.object({
  q: z
    .string()
    .trim()
    .max(INBOX_LIMITS.search, { error: `Use at most ${INBOX_LIMITS.search} characters` })
    // A NUL cannot be compared with a text column (the query would fail).
    .refine(isStorableText, { error: 'Text must be valid Unicode without NUL characters' })
    .default(''),
  service: z.preprocess(emptyAsAbsent, z.enum(SERVICE_FILTERS, { error: `Use one of: ${SERVICE_FILTERS.join(', ')}` }).optional()),
  box: z.preprocess(emptyAsAbsent, z.enum(MESSAGE_BOXES, { error: `Use one of: ${MESSAGE_BOXES.join(', ')}` }).default('inbox')),
});

export const messagePatchSchema = z
  .strictObject(
    {
      read: z.boolean({ error: 'Use true or false' }).optional(),
      archived: z.boolean({ error: 'Use true or false' }).optional(),
    },
    { error: (issue) => (issue.code === 'invalid_type' ? 'Send a JSON object with read and/or archived' : undefined) },
  )
  .refine((patch) => patch.read !== undefined || patch.archived !== undefined, {
    error: 'Send read and/or archived (true or false)',
  }) satisfies z.ZodType<MessagePatch, unknown>;
