import { expect } from '@playwright/test';
import type { RecordKind } from '@/lib/content/translations';
import type { AnyRecordDescription } from '@/lib/forms/record';
import { articleDescription } from '@/lib/journal/fields';
import { projectDescription } from '@/lib/projects/fields';
import { productDescription } from '@/lib/shop/products/fields';
import { testimonialDescription } from '@/lib/testimonials/fields';
import { pdfFile } from '../../support/tiny-files';
import { idOf, type Widget } from './fill';

// The sections whose records the admin creates, edits, translates and deletes: what the flow needs
// beyond each kind's description. Only what a description cannot say is here: where the list's
// words are, which field names a record in its list, the state publishing changes, and the values
// and inputs a kind's own fields take.

export interface RecordSection {
  /** Its kind, and its address under /admin and its tab (`AdminShell.sections.<section>`) unless `path` names them. */
  section: RecordKind;
  path?: string;
  description: AnyRecordDescription;
  /** The form's messages (`fields`, `create`, `created`, …). */
  form: string;
  /** The list's messages, each key taking the record's name as `arg`. */
  list: { add: string; menu?: string; edit: string; delete: string; confirm: string; deleted?: string; arg: 'title' | 'name' };
  /** The field whose default-language text names the record in the list. */
  nameField: string;
  /** A new record is made unpublished (`hidden`, the list tags it `tag`), then published (`shown`). */
  publish?: { field: string; hidden: string; shown: string; tag: string };
  values?: Record<string, string>;
  widgets?: Record<string, Widget>;
  /** Another spec reads the whole list in order (admin-testimonials.spec.ts): the flow takes the list's lock. */
  readWhole?: boolean;
  /** Where the admin API lists the kind's records and deletes one (`<item>/<id>`): a failed flow's record is removed there. */
  api: { list: string; item: string };
}

const productWidgets: Record<string, Widget> = {
  // Left blank, each other currency gets the price's suggestion.
  prices: async () => {},
  file: async (form, name) => {
    const file = pdfFile('A flow of the admin');
    await form.root.locator(`#${idOf(form, name)}-input`).setInputFiles(file);
    await expect(form.root.getByText(file.name, { exact: true })).toBeVisible();
  },
};

export const RECORD_SECTIONS: RecordSection[] = [
  {
    section: 'projects',
    description: projectDescription,
    form: 'ProjectForm',
    list: {
      add: 'AdminProjects.add',
      menu: 'AdminProjects.actionsLabel',
      edit: 'AdminProjects.editLabel',
      delete: 'AdminProjects.delete',
      confirm: 'AdminProjects.confirmDelete',
      deleted: 'AdminProjects.deleted',
      arg: 'title',
    },
    nameField: 'title',
    publish: { field: 'status', hidden: 'draft', shown: 'published', tag: 'AdminProjects.tags.status' },
    api: { list: '/api/admin/projects', item: '/api/projects' },
  },
  {
    section: 'articles',
    path: 'journal',
    description: articleDescription,
    form: 'ArticleForm',
    list: {
      add: 'AdminJournal.add',
      menu: 'AdminJournal.actionsLabel',
      edit: 'AdminJournal.editLabel',
      delete: 'AdminJournal.delete',
      confirm: 'AdminJournal.confirmDelete',
      deleted: 'AdminJournal.deleted',
      arg: 'title',
    },
    nameField: 'title',
    publish: { field: 'status', hidden: 'draft', shown: 'published', tag: 'AdminJournal.tags.status' },
    api: { list: '/api/admin/articles', item: '/api/admin/articles' },
  },
  {
    section: 'products',
    description: productDescription,
    form: 'ProductForm',
    list: {
      add: 'AdminProducts.add',
      menu: 'AdminProducts.actionsLabel',
      edit: 'AdminProducts.editLabel',
      delete: 'AdminProducts.delete',
      confirm: 'AdminProducts.confirmDelete',
      deleted: 'AdminProducts.deleted',
      arg: 'title',
    },
    nameField: 'title',
    publish: { field: 'active', hidden: 'false', shown: 'true', tag: 'AdminProducts.tags.active' },
    // Dollars as typed (lib/shop/products/input.ts), above the smallest charge.
    values: { price: '12.50' },
    widgets: productWidgets,
    api: { list: '/api/admin/products', item: '/api/admin/products' },
  },
  {
    section: 'testimonials',
    description: testimonialDescription,
    form: 'TestimonialForm',
    list: {
      add: 'AdminTestimonials.add',
      menu: 'AdminTestimonials.actionsLabel',
      edit: 'AdminTestimonials.editLabel',
      delete: 'AdminTestimonials.delete',
      confirm: 'AdminTestimonials.confirmDelete',
      deleted: 'AdminTestimonials.deleted',
      arg: 'title',
    },
    nameField: 'client_name',
    // A new testimonial leads the list until it is ordered.
    readWhole: true,
    api: { list: '/api/admin/testimonials', item: '/api/admin/testimonials' },
  },
];
