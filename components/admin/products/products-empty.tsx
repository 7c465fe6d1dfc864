'use client';

import { useTranslations } from 'next-intl';
import { primaryButtonClass } from '@/components/admin/ui/field-styles';

/** What the Products section shows before the first product. */
export function ProductsEmpty({ onAdd }: { onAdd: () => void }) {
  const t = useTranslations('AdminProducts');
  return (
    <div className="flex flex-col items-center rounded-3xl border-2 border-dashed border-plum/15 bg-white/60 px-6 py-16 text-center">
      <h2 className="text-2xl">{t('emptyTitle')}</h2>
      <p className="mt-2 text-muted">{t('emptyLead')}</p>
      <button type="button" onClick={onAdd} className={`${primaryButtonClass} mt-6`}>
        {t('emptyAction')}
      </button>
    </div>
  );
}
