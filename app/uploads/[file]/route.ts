import { handle } from '@/lib/http';
import { serveImage } from '@/lib/uploads/serve-image';

type Context = { params: Promise<{ file: string }> };

// Outside app/[locale]: proxy.ts skips paths with a dot, so an image address is never localized.
export const GET = handle<Context>(async (request, { params }) => serveImage(request, (await params).file));
export const HEAD = GET;
