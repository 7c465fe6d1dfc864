'use client';

import useSWR from 'swr';
import { listAdminProducts } from '@/lib/api/admin-products';
import { useSessionRecheck } from '@/components/admin/shell/use-admin-session';
import { PRODUCTS_KEY } from '@/lib/api/admin-keys';

export { PRODUCTS_KEY };

/** Every product, inactive ones too, in the shop's order. */
export function useAdminProducts() {
  const recheckSession = useSessionRecheck();
  return useSWR(PRODUCTS_KEY, listAdminProducts, {
    revalidateOnFocus: false,
    shouldRetryOnError: false,
    onError: (error) => {
      console.error('Failed to fetch products', error);
      recheckSession(error);
    },
  });
}
