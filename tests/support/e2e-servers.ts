// The second e2e server (scripts/e2e-server.mjs): the same build on a database of its own, with an
// analytics id, for specs whose writes would change what the public-page specs count.
export const SECOND_SERVER = `http://localhost:${Number(process.env.E2E_PORT ?? 3100) + 1}`;
