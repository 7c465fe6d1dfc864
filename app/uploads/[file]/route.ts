import { handle } from '@/lib/http/handle';
import { serveImage } from '@/lib/uploads/serve-image';

type Context = RouteContext<'/uploads/[file]'>;

// Outside app/[locale]: next.config.mjs's locale rewrites skip paths with a dot and /uploads, so an image address is never localized.
export const GET = handle<Context>(async (request, { params }) => serveImage(request, (await params).file));
export const HEAD = GET;
