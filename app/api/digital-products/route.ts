import { getDigitalProducts } from '@/lib/content/products';
import { handle, jsonOk, parseLocale } from '@/lib/http';

export const GET = handle(async (request) => jsonOk(await getDigitalProducts(parseLocale(request))));
