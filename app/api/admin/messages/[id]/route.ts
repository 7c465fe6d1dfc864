import { NextResponse } from 'next/server';
import { requireAdmin } from '@/lib/auth/require-admin';
import { deleteMessage, getMessage, updateMessage } from '@/lib/inbox/messages';
import { messagePatchSchema } from '@/lib/inbox/schemas';
import { parseJson } from '@/lib/http/body';
import { handle } from '@/lib/http/handle';
import { jsonNoStore } from '@/lib/http/responses';

type Context = RouteContext<'/api/admin/messages/[id]'>;

// Reading a message changes nothing: the screen marks it read with a PATCH when the admin opens it.
export const GET = handle<Context>(async (request, { params }) => {
  await requireAdmin(request, 'messages');
  return jsonNoStore(await getMessage((await params).id));
});

export const PATCH = handle<Context>(async (request, { params }) => {
  await requireAdmin(request, 'messages');
  const patch = await parseJson(request, messagePatchSchema);
  return jsonNoStore(await updateMessage((await params).id, patch));
});

export const DELETE = handle<Context>(async (request, { params }) => {
  await requireAdmin(request, 'messages');
  await deleteMessage((await params).id);
  return new NextResponse(null, { status: 204 });
});
