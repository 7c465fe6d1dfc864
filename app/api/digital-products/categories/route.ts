import { getProductCategories } from '@/lib/content/products';
import { handle } from '@/lib/http/handle';
import { jsonOk } from '@/lib/http/responses';

export const GET = handle(async () => jsonOk(await getProductCategories()));
