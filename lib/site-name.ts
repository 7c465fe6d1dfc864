// Apart from lib/site.ts, which reads the configuration: lib/env.ts needs the name too, to refuse
// an admin password made of it.
export const STUDIO_NAME = 'Nordlys Studio';
