'use client';

import { useTranslations } from 'next-intl';
import { toast } from 'sonner';
import { deleteTestimonial } from '@/lib/api/admin-testimonials';
import type { AdminTestimonial } from '@/lib/testimonials/input';
import { AddButton } from '@/components/admin/ui/add-button';
import { AdminPageHeader } from '@/components/admin/ui/admin-page-header';
import { EmptyState } from '@/components/admin/ui/empty-state';
import { lazyFormModal } from '@/components/admin/ui/lazy-form-modal';
import { Spinner } from '@/components/admin/ui/spinner';
import { failureText, useConfirmedDelete } from '@/components/admin/ui/use-confirmed-delete';
import { useSectionEditing } from '@/components/admin/ui/use-section-editing';
import { TestimonialRow } from './testimonial-row';
import { useAdminTestimonials } from './use-admin-testimonials';
import { useTestimonialOrder } from './use-testimonial-order';
import { LoadFailed } from '@/components/admin/ui/load-failed';

const loadModal = () => import('./testimonial-form-modal').then((module) => module.TestimonialFormModal);
const TestimonialFormModal = lazyFormModal(loadModal, 'AdminTestimonials');

/** /admin/testimonials: the testimonials in display order, with Add, Edit, Delete and Move up/down. */
export function TestimonialsSection({ homeCount }: { homeCount: number }) {
  const t = useTranslations('AdminTestimonials');
  const { data, error, isLoading, mutate } = useAdminTestimonials();
  const testimonials = data ?? [];
  const { editing, record, openNew, edit, close, saved, preload } = useSectionEditing(data, loadModal, mutate);
  const { move, announcement } = useTestimonialOrder(testimonials, mutate);
  const handleDelete = useConfirmedDelete<AdminTestimonial>({
    noun: 'testimonial',
    confirmTitle: (testimonial) => t('confirmDelete', { name: testimonial.client_name }),
    remove: (testimonial) => deleteTestimonial(testimonial.id),
    onDeleted: (testimonial) => {
      toast.success(t('deleted'));
      return mutate((current) => current?.filter((item) => item.id !== testimonial.id));
    },
    onFailed: (failure) => toast.error(failureText(failure, t('deleteFailed'))),
    reload: () => mutate(),
  });

  return (
    <main className="mx-auto max-w-6xl px-4 pb-20 pt-8 sm:px-8">
      <AdminPageHeader title={t('title')} lead={t('lead')} actions={<AddButton label={t('add')} onClick={openNew} onPreload={preload} />} />
      <p
        id="testimonials-order-note"
        className="mb-6 flex items-start gap-3 rounded-2xl bg-white/70 px-4 py-3 text-sm text-ink ring-1 ring-plum/10"
      >
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          className="mt-0.5 size-5 shrink-0 fill-none stroke-rose-deep"
          strokeWidth="1.8"
          strokeLinecap="round"
        >
          <circle cx="12" cy="12" r="9" />
          <path d="M12 11v6M12 7.5h.01" />
        </svg>
        {t('orderNote', { count: homeCount })}
      </p>
      {isLoading && data === undefined ? (
        <Spinner label={t('loading')} />
      ) : error && !data ? (
        <LoadFailed message={t('loadFailed')} retry={t('retry')} onRetry={() => void mutate()} />
      ) : testimonials.length === 0 ? (
        <EmptyState
          heading="h2"
          title={t('emptyTitle')}
          lead={t('emptyLead')}
          actionLabel={t('emptyAction')}
          onAction={openNew}
          icon={
            <path d="M4.5 6.5A2.5 2.5 0 017 4h10a2.5 2.5 0 012.5 2.5v7A2.5 2.5 0 0117 16h-6l-4.5 4v-4H7a2.5 2.5 0 01-2.5-2.5zM9 9h6M9 12h4" />
          }
        />
      ) : (
        <ol aria-label={t('listLabel')} aria-describedby="testimonials-order-note" className="space-y-4">
          {testimonials.map((testimonial, index) => (
            <li key={testimonial.id}>
              <TestimonialRow
                testimonial={testimonial}
                position={index + 1}
                total={testimonials.length}
                onMove={move}
                onEdit={edit}
                onDelete={handleDelete}
              />
            </li>
          ))}
        </ol>
      )}
      <p role="status" className="sr-only">
        {announcement}
      </p>
      {editing && <TestimonialFormModal testimonial={record} homeCount={homeCount} onClose={close} onSaved={saved} />}
    </main>
  );
}
