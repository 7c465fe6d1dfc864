'use client';

import dynamic from 'next/dynamic';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { toast } from 'sonner';
import { ApiError } from '@/lib/api/admin';
import { deleteTestimonial } from '@/lib/api/admin-testimonials';
import type { AdminTestimonial } from '@/lib/testimonials/input';
import { useSessionRecheck } from '@/components/admin/shell/use-admin-session';
import { AdminPageHeader } from '@/components/admin/ui/admin-page-header';
import { primaryButtonClass, secondaryButtonClass } from '@/components/admin/ui/field-styles';
import { EmptyState } from '@/components/admin/ui/empty-state';
import { ModalLoading } from '@/components/admin/ui/modal-loading';
import { Spinner } from '@/components/admin/ui/spinner';
import { useEditFromAddress } from '@/components/admin/ui/use-edit-from-address';
import { TestimonialRow } from './testimonial-row';
import { useAdminTestimonials } from './use-admin-testimonials';
import { useTestimonialOrder } from './use-testimonial-order';
import { useConfirm } from '@/components/admin/ui/confirm-dialog';

const loadModal = () => import('./testimonial-form-modal').then((module) => module.TestimonialFormModal);

// The form (and the schema it checks with) is fetched when it is first opened.
const TestimonialFormModal = dynamic(loadModal, { ssr: false, loading: () => <ModalLoadingText /> });

function ModalLoadingText() {
  const t = useTranslations('AdminTestimonials');
  return <ModalLoading label={t('modalLoading')} />;
}

/** `null`: closed; `'new'`: creating; a testimonial: editing it. */
type Editing = AdminTestimonial | 'new' | null;

/** /admin/testimonials: the testimonials in display order, with Add, Edit, Delete and Move up/down. */
export function TestimonialsSection({ homeCount }: { homeCount: number }) {
  const t = useTranslations('AdminTestimonials');
  const { data, error, isLoading, mutate } = useAdminTestimonials();
  const testimonials = data ?? [];
  const [editing, setEditing] = useState<Editing>(null);
  const { move, announcement } = useTestimonialOrder(testimonials, mutate);
  const recheckSession = useSessionRecheck();
  const confirm = useConfirm();
  useEditFromAddress(data, setEditing);

  async function handleDelete(testimonial: AdminTestimonial) {
    if (!(await confirm({ title: t('confirmDelete', { name: testimonial.client_name }) }))) return;
    try {
      await deleteTestimonial(testimonial.id);
      toast.success(t('deleted'));
      await mutate((current) => current?.filter((item) => item.id !== testimonial.id));
    } catch (failure) {
      console.error('Failed to delete testimonial', failure);
      toast.error(failure instanceof ApiError && failure.detail ? failure.detail : t('deleteFailed'));
      recheckSession(failure);
      await mutate();
    }
  }

  const openNew = () => setEditing('new');
  const preload = () => void loadModal();

  return (
    <main className="mx-auto max-w-6xl px-4 pb-20 pt-8 sm:px-8">
      <AdminPageHeader
        title={t('title')}
        lead={t('lead')}
        actions={
          <button type="button" onClick={openNew} onPointerEnter={preload} onFocus={preload} className={primaryButtonClass}>
            <span aria-hidden="true" className="text-lg leading-none">
              +
            </span>
            {t('add')}
          </button>
        }
      />
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
      {isLoading ? (
        <Spinner label={t('loading')} />
      ) : error && !data ? (
        <div role="alert" className="flex flex-col items-center gap-4 rounded-3xl bg-white px-6 py-12 text-center ring-1 ring-plum/5">
          <p className="text-ink">{t('loadFailed')}</p>
          <button type="button" onClick={() => void mutate()} className={secondaryButtonClass}>
            {t('retry')}
          </button>
        </div>
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
                onEdit={setEditing}
                onDelete={handleDelete}
              />
            </li>
          ))}
        </ol>
      )}
      <p role="status" className="sr-only">
        {announcement}
      </p>
      {editing && (
        <TestimonialFormModal
          testimonial={editing === 'new' ? null : editing}
          homeCount={homeCount}
          onClose={() => setEditing(null)}
          onSaved={async () => {
            setEditing(null);
            await mutate();
          }}
        />
      )}
    </main>
  );
}
