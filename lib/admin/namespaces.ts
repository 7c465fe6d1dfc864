import type { AdminNamespace } from './messages';

export const PROJECTS_NAMESPACES = [
  'AdminDashboard',
  'ProjectForm',
  'ImageUpload',
  'RichTextEditor',
] as const satisfies readonly AdminNamespace[];

export const TESTIMONIALS_NAMESPACES = ['AdminTestimonials', 'TestimonialForm'] as const satisfies readonly AdminNamespace[];

export const PRODUCTS_NAMESPACES = ['AdminProducts', 'ProductForm', 'ImageUpload'] as const satisfies readonly AdminNamespace[];

export const MESSAGES_NAMESPACES = ['AdminMessages'] as const satisfies readonly AdminNamespace[];

export const ORDERS_NAMESPACES = ['AdminOrders'] as const satisfies readonly AdminNamespace[];
