import type { AdminNamespace } from './messages';

// The parts of the admin catalogue each section's client components use (AdminIntlProvider):
// a page ships only its own texts.

/** The dashboard and the Projects section: the project cards, their form, its editor and uploads. */
export const PROJECTS_NAMESPACES = [
  'AdminDashboard',
  'ProjectForm',
  'ImageUpload',
  'RichTextEditor',
] as const satisfies readonly AdminNamespace[];

/** The Testimonials section: its list and its form. */
export const TESTIMONIALS_NAMESPACES = ['AdminTestimonials', 'TestimonialForm'] as const satisfies readonly AdminNamespace[];

/** The Products section: the product list, its form and the image upload it reuses. */
export const PRODUCTS_NAMESPACES = ['AdminProducts', 'ProductForm', 'ImageUpload'] as const satisfies readonly AdminNamespace[];

/** The Messages section: the inbox, its reader and its filters. */
export const MESSAGES_NAMESPACES = ['AdminMessages'] as const satisfies readonly AdminNamespace[];

/** The Orders section: the chart, the filters, the list and its actions. */
export const ORDERS_NAMESPACES = ['AdminOrders'] as const satisfies readonly AdminNamespace[];
