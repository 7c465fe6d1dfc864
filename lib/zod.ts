import { z } from 'zod';

// zod for modules that also run in the browser. On its first object schema, zod probes whether
// it may compile validators with `new Function`; the site's Content-Security-Policy refuses that
// (no 'unsafe-eval'), so each probe would be reported as a violation. In the browser it is told
// not to try. The server keeps the compiled validators.
if (typeof window !== 'undefined') z.config({ jitless: true });

export { z };
