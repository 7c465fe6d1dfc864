'use client';

import { useTranslations } from 'next-intl';
import { fetchSystemStatus, sendMailNow, SYSTEM_PATH, type UnsentReceipt } from '@/lib/api/admin-system';
import { useAdminData } from '@/components/admin/shell/use-admin-data';
import { AdminPageHeader } from '@/components/admin/ui/admin-page-header';
import { secondaryButtonClass } from '@/components/admin/ui/field-styles';
import { Loaded } from '@/components/admin/ui/loaded';
import { useAdminAction } from '@/components/admin/ui/use-admin-action';
import { SystemCards } from './system-cards';
import { UnsentReceipts } from './unsent-receipts';

/** /admin/system (owners): mail of the last day and the receipts still waiting, backups, storage, version (docs/admin.md#system). */
export function SystemSection() {
  const t = useTranslations('AdminSystem');
  const status = useAdminData(SYSTEM_PATH, fetchSystemStatus, 'the system state');
  const { busy, run } = useAdminAction(status.mutate);
  const send = (receipt: UnsentReceipt) =>
    void run(receipt.id, () => sendMailNow(receipt.id), {
      done: () => t('sendQueued', { email: receipt.recipient }),
      failed: t('sendFailed'),
    });
  return (
    <main className="mx-auto max-w-6xl px-4 pb-20 pt-8 sm:px-8">
      <AdminPageHeader
        title={t('title')}
        lead={t('lead')}
        actions={
          <button type="button" className={secondaryButtonClass} onClick={() => void status.mutate()}>
            {t('refresh')}
          </button>
        }
      />
      <div className="mt-6">
        <Loaded state={status} namespace="AdminSystem">
          {(data) => (
            <>
              <SystemCards status={data} />
              <UnsentReceipts receipts={data.mail.unsent_receipts} busyId={busy} onSend={send} />
            </>
          )}
        </Loaded>
      </div>
    </main>
  );
}
