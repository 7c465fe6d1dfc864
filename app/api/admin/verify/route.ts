import { requireAdmin } from '@/lib/auth/require-admin';
import { sessionView } from '@/lib/auth/session-view';
import { handle } from '@/lib/http/handle';
import { jsonNoStore } from '@/lib/http/responses';

export const GET = handle(async (request) => jsonNoStore(sessionView(await requireAdmin(request, 'account'))));
