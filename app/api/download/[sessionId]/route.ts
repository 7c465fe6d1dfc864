import { handle, NO_STORE } from '@/lib/http';
import { downloadDeliverable } from '@/lib/payments/download';

type Context = { params: Promise<{ sessionId: string }> };

export const GET = handle<Context>(async (_request, { params }) => {
  const { filename, text } = await downloadDeliverable((await params).sessionId);
  return new Response(text, {
    headers: {
      ...NO_STORE,
      'Content-Type': 'text/plain; charset=utf-8',
      'Content-Disposition': `attachment; filename="${filename}"`,
    },
  });
});
