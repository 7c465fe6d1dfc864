import { z } from '@/lib/zod';

// Ids from a path or a body are checked with this before any query: Postgres answers a string that
// is not a UUID with an error (a 500), where the client should see "not found". z.guid() accepts any
// 8-4-4-4-12 hex id, as Postgres does; z.uuid() would also demand an RFC 9562 version and variant.
const UUID = z.guid();

export const isUuid = (value: string): boolean => UUID.safeParse(value).success;
