import type { AdminProduct, AdminProductFile, ProductInput } from '@/lib/shop/products/input';
import { apiError, JSON_HEADERS, request } from './admin';
import { uploadWithProgress } from './upload-with-progress';

export function listAdminProducts(): Promise<AdminProduct[]> {
  return request('/api/admin/products', { headers: JSON_HEADERS });
}

export function createProduct(input: ProductInput): Promise<AdminProduct> {
  return request('/api/admin/products', { method: 'POST', headers: JSON_HEADERS, body: JSON.stringify(input) });
}

export function updateProduct(id: string, input: ProductInput): Promise<AdminProduct> {
  return request(`/api/admin/products/${encodeURIComponent(id)}`, { method: 'PUT', headers: JSON_HEADERS, body: JSON.stringify(input) });
}

export async function deleteProduct(id: string): Promise<void> {
  await request<void>(`/api/admin/products/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export async function uploadProductFile(file: File, onProgress: (percent: number) => void): Promise<AdminProductFile> {
  const { status, body } = await uploadWithProgress(
    `/api/admin/product-files?name=${encodeURIComponent(file.name)}`,
    file,
    { 'Content-Type': 'application/octet-stream' },
    onProgress,
  );
  if (status === 201 && body && typeof body === 'object' && 'id' in body) return body as AdminProductFile;
  throw apiError(status, body);
}
