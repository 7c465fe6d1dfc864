import 'server-only';
import { createRateLimiter, type RateLimit } from '@/lib/rate-limit/limiter';

// Each receipt PDF is written anew (a few dozen milliseconds of the server's time): per address,
// as generous as the downloads of the same page.
export const RECEIPT_PDF_RATE_LIMIT: RateLimit = { name: 'receipt-pdf', points: 30, windowSeconds: 10 * 60 };

export const receiptPdfRateLimiter = createRateLimiter(RECEIPT_PDF_RATE_LIMIT);
