import { z } from 'zod';

// In the browser zod's `new Function` probe would be a CSP violation (no 'unsafe-eval'): jitless there.
if (typeof window !== 'undefined') z.config({ jitless: true });

export { z };
