const TONES = {
  dark: { label: 'text-cream/80', value: 'text-petal' },
  light: { label: 'text-muted', value: 'text-rose-deep' },
} as const;

interface StatListProps {
  stats: { value: string; label: string }[];
  tone: keyof typeof TONES;
  className?: string;
}

/** Figures with their labels, as a description list (the label names the figure). */
export function StatList({ stats, tone, className = '' }: StatListProps) {
  return (
    <dl className={`grid grid-cols-2 gap-8 text-center lg:grid-cols-4 ${className}`}>
      {stats.map((stat) => (
        <div key={stat.label} className="flex flex-col-reverse gap-1">
          <dt className={`text-sm ${TONES[tone].label}`}>{stat.label}</dt>
          <dd className={`font-serif text-4xl ${TONES[tone].value}`}>{stat.value}</dd>
        </div>
      ))}
    </dl>
  );
}
