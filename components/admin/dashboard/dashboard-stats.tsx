'use client';

import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import type { ProjectStats } from '@/components/admin/projects/project-display';
import { StatFigure } from './stat-figure';

const ICONS: Record<keyof ProjectStats, ReactNode> = {
  total: <path d="M4 6.5A2.5 2.5 0 016.5 4h11A2.5 2.5 0 0120 6.5v11a2.5 2.5 0 01-2.5 2.5h-11A2.5 2.5 0 014 17.5zM4 9h16M9 9v11" />,
  featured: <path d="M12 3.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8L12 16.9l-5.2 2.7 1-5.8-4.3-4.1 5.9-.9z" />,
  images: (
    <path d="M4 6.5A2.5 2.5 0 016.5 4h11A2.5 2.5 0 0120 6.5v11a2.5 2.5 0 01-2.5 2.5h-11A2.5 2.5 0 014 17.5zM4 16l4.5-4.5 4 4 2.5-2.5L20 18M15.5 9.5h.01" />
  ),
};

const LABELS = { total: 'totalProjects', featured: 'featuredProjects', images: 'totalImages' } as const;

/** The three project figures of the dashboard. */
export function DashboardStats({ stats }: { stats: ProjectStats }) {
  const t = useTranslations('AdminDashboard');
  return (
    <dl aria-label={t('statsLabel')} className="grid grid-cols-3 gap-3 sm:gap-4">
      {(Object.keys(LABELS) as (keyof ProjectStats)[]).map((key) => (
        <StatFigure key={key} label={t(LABELS[key])} value={stats[key]} icon={ICONS[key]} />
      ))}
    </dl>
  );
}
