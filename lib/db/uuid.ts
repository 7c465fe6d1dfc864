// A UUID as Postgres writes it. Ids from a path or a body are checked with this before any query:
// Postgres answers another string with an error (a 500), where the client should see "not found".
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const isUuid = (value: string): boolean => UUID.test(value);
