import type { AdminTestimonial, TestimonialInput } from '@/lib/testimonials/input';
import { JSON_HEADERS, request } from './admin';

const PATH = '/api/admin/testimonials';
const itemPath = (id: string) => `${PATH}/${encodeURIComponent(id)}`;

export function fetchAdminTestimonials(): Promise<AdminTestimonial[]> {
  return request(PATH, { headers: JSON_HEADERS });
}

export function createTestimonial(input: TestimonialInput): Promise<AdminTestimonial> {
  return request(PATH, { method: 'POST', headers: JSON_HEADERS, body: JSON.stringify(input) });
}

export function updateTestimonial(id: string, input: TestimonialInput): Promise<AdminTestimonial> {
  return request(itemPath(id), { method: 'PUT', headers: JSON_HEADERS, body: JSON.stringify(input) });
}

export async function deleteTestimonial(id: string): Promise<void> {
  await request<void>(itemPath(id), { method: 'DELETE' });
}

export function saveTestimonialOrder(ids: string[]): Promise<AdminTestimonial[]> {
  return request(`${PATH}/order`, { method: 'PUT', headers: JSON_HEADERS, body: JSON.stringify({ ids }) });
}
