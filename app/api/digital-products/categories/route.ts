import { getProductCategories } from '@/lib/content/products';
import { handle, jsonOk } from '@/lib/http';

export const GET = handle(async () => jsonOk(await getProductCategories()));
