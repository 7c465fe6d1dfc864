/** @jest-environment jsdom */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SystemCards } from '@/components/admin/system/system-cards';
import { UnsentReceipts } from '@/components/admin/system/unsent-receipts';
import { SYSTEM_NAMESPACES } from '@/lib/admin/namespaces';
import type { SystemStatus } from '@/lib/api/admin-system';
import { renderAdmin } from '../support/admin-ui';

// The System panel's parts (docs/admin.md#system): what an owner reads, in either language, and
// Send now on a waiting receipt. Its figures come from tests/api/system-admin.test.ts's handler.

const STATUS: SystemStatus = {
  mail: {
    sent_last_day: 14,
    refused_last_day: 3,
    sending: true,
    unsent_receipts: [
      {
        id: 'f6d9a1c2-0000-4000-8000-000000000001',
        order_id: 'f6d9a1c2-0000-4000-8000-0000000000aa',
        receipt_number: 1042,
        recipient: 'ada@example.com',
        due_at: '2026-11-28T09:30:00.000Z',
        attempts: 14,
        status: 'failed',
        last_error: '421 Service not available',
      },
    ],
  },
  backup: { finished_at: '2026-11-29T03:15:00.000Z', bytes: 9_400_000, database: 'pglite', overdue: true },
  storage: { database_bytes: 52_428_800, disk_free_bytes: 20_000_000_000, disk_total_bytes: 42_500_000_000 },
  version: { app: '0.1.0', node: 'v24.21.0', database: 'pglite', started_at: '2026-12-01T08:00:00.000Z' },
};

it('tells mail, the newest backup (and that it is old), storage and what runs', () => {
  renderAdmin(<SystemCards status={STATUS} />, SYSTEM_NAMESPACES);
  const mail = screen.getByRole('region', { name: 'Mail in the last 24 hours' });
  expect(within(mail).getByText('Sent').nextSibling).toHaveTextContent('14');
  expect(within(mail).getByText('Refused').nextSibling).toHaveTextContent('3');
  const backups = screen.getByRole('region', { name: 'Backups' });
  expect(backups).toHaveTextContent('9.4 MB');
  expect(backups).toHaveTextContent('Over 26 hours old');
  expect(screen.getByRole('region', { name: 'Storage' })).toHaveTextContent('20 GB free of 42.5 GB');
  expect(screen.getByRole('region', { name: 'Running' })).toHaveTextContent('Embedded (PGlite)');
});

it('says so when no backup was noted and mail cannot leave, in Norwegian too', () => {
  renderAdmin(<SystemCards status={{ ...STATUS, backup: null, mail: { ...STATUS.mail, sending: false } }} />, SYSTEM_NAMESPACES, 'no');
  expect(screen.getByRole('region', { name: 'Sikkerhetskopier' })).toHaveTextContent('Ingen sikkerhetskopi er registrert');
  expect(screen.getByRole('region', { name: 'E-post siste døgn' })).toHaveTextContent('SMTP_URL er ikke satt');
  expect(screen.getByRole('region', { name: 'Lagring' })).toHaveTextContent('20 GB ledig av 42,5 GB');
});

it('lists a waiting receipt with what the mail server said, and sends it on Send now', async () => {
  const onSend = jest.fn();
  renderAdmin(<UnsentReceipts receipts={STATUS.mail.unsent_receipts} busyId={null} onSend={onSend} />, SYSTEM_NAMESPACES);
  const item = screen.getByRole('listitem');
  expect(item).toHaveTextContent('Receipt 1042');
  expect(item).toHaveTextContent('Given up');
  expect(item).toHaveTextContent('14 attempts');
  expect(item).toHaveTextContent('Last answer: 421 Service not available');
  await userEvent.setup().click(within(item).getByRole('button', { name: 'Send receipt 1042 to ada@example.com now' }));
  expect(onSend).toHaveBeenCalledWith(STATUS.mail.unsent_receipts[0]);
});
