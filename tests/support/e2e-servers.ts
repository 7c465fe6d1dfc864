// The e2e servers (scripts/e2e-server.mjs): the main one, and the same build on a database of its
// own, with an analytics id, for specs whose writes would change what the public-page specs count.
export const MAIN_SERVER = `http://localhost:${Number(process.env.E2E_PORT ?? 3100)}`;
export const SECOND_SERVER = `http://localhost:${Number(process.env.E2E_PORT ?? 3100) + 1}`;
export const E2E_SERVERS = [MAIN_SERVER, SECOND_SERVER] as const;
