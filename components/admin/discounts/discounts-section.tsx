'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useAdminData } from '@/components/admin/shell/use-admin-data';
import { AddButton } from '@/components/admin/ui/add-button';
import { AdminPageHeader } from '@/components/admin/ui/admin-page-header';
import { EmptyState } from '@/components/admin/ui/empty-state';
import { Loaded } from '@/components/admin/ui/loaded';
import { useAdminAction } from '@/components/admin/ui/use-admin-action';
import { leaveAfterAsking } from '@/components/admin/ui/use-leave-guard';
import { changeDiscountCode, DISCOUNT_CODES_PATH, listDiscountCodes } from '@/lib/api/admin-discounts';
import type { AdminDiscountCode } from '@/lib/shop/discounts/types';
import { DiscountForm } from './discount-form';
import { DiscountList } from './discount-list';

/** /admin/discounts: the discount codes, a new one, and pausing (docs/shop.md#discount-codes). */
export function DiscountsSection() {
  const t = useTranslations('AdminDiscounts');
  const [adding, setAdding] = useState(false);
  const { busy, run } = useAdminAction();
  const codes = useAdminData(DISCOUNT_CODES_PATH, listDiscountCodes, 'the discount codes');

  const pause = (code: AdminDiscountCode, paused: boolean) =>
    run(code.id, () => changeDiscountCode(code.id, { paused }), {
      done: (changed) => t(paused ? 'list.pausedToast' : 'list.resumedToast', { code: changed.code }),
      failed: t('list.changeFailed'),
    }).then(
      (changed) =>
        changed && codes.mutate((list) => list?.map((other) => (other.id === changed.id ? changed : other)), { revalidate: false }),
    );

  const created = (code: AdminDiscountCode) => {
    setAdding(false);
    void codes.mutate((list) => [code, ...(list ?? [])], { revalidate: false });
  };

  return (
    <section aria-labelledby="discounts-heading">
      <AdminPageHeader
        headingId="discounts-heading"
        title={t('title')}
        lead={t('lead')}
        actions={!adding && <AddButton label={t('add')} onClick={() => setAdding(true)} />}
      />
      {/* Cancel with unsaved edits asks first, as a section's dialog does (use-leave-guard.ts). */}
      {adding && <DiscountForm onCreated={created} onCancel={() => leaveAfterAsking(() => setAdding(false))} />}
      <Loaded state={codes} namespace="AdminDiscounts">
        {(list) =>
          list.length > 0 ? (
            <DiscountList codes={list} busy={busy} onPause={(code, paused) => void pause(code, paused)} />
          ) : (
            !adding && (
              <EmptyState heading="h2" title={t('empty')} lead={t('emptyLead')} actionLabel={t('add')} onAction={() => setAdding(true)} />
            )
          )
        }
      </Loaded>
    </section>
  );
}
