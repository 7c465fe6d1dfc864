import type { AdminProduct, AdminProductFile, ProductInput } from '@/lib/products/input';
import { ApiError, detailOf, JSON_HEADERS, request } from './admin';

// Browser side of the products admin calls (/api/admin/products, /api/admin/product-files).

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

/**
 * Uploads a product file as the raw request body (the server streams it into the database) and
 * returns what was stored. XMLHttpRequest for its upload progress; `onProgress` gets whole percents.
 */
export function uploadProductFile(file: File, onProgress: (percent: number) => void): Promise<AdminProductFile> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `/api/admin/product-files?name=${encodeURIComponent(file.name)}`);
    xhr.withCredentials = true;
    xhr.responseType = 'text';
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.setRequestHeader('Content-Type', 'application/octet-stream');
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onload = () => {
      let body: unknown = null;
      try {
        body = JSON.parse(xhr.responseText);
      } catch {
        // A proxy's HTML error page: the status alone says what happened.
      }
      if (xhr.status === 201 && body && typeof body === 'object' && 'id' in body) resolve(body as AdminProductFile);
      else reject(new ApiError(xhr.status, detailOf(body)));
    };
    xhr.onerror = () => reject(new TypeError('Network error during upload'));
    xhr.onabort = () => reject(new TypeError('Upload aborted'));
    xhr.send(file);
  });
}
