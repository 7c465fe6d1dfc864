'use client';

import { PROJECT_TAGS, type ProjectTag } from '@/lib/projects/options';
import { labelClass } from '@/components/admin/ui/field-styles';

interface TagPickerProps {
  label: string;
  value: ProjectTag[];
  onChange: (tags: ProjectTag[]) => void;
}

/** The fixed tags (docs/behaviour.md#project-form) as toggle buttons. */
export function TagPicker({ label, value, onChange }: TagPickerProps) {
  const toggle = (tag: ProjectTag) => onChange(value.includes(tag) ? value.filter((chosen) => chosen !== tag) : [...value, tag]);
  return (
    <div role="group" aria-labelledby="project-tags-label">
      <p id="project-tags-label" className={labelClass}>
        {label}
      </p>
      <div className="flex flex-wrap gap-2">
        {PROJECT_TAGS.map((tag) => (
          <button
            key={tag}
            type="button"
            aria-pressed={value.includes(tag)}
            onClick={() => toggle(tag)}
            className="rounded-full border border-plum/15 bg-white px-3.5 py-1.5 text-sm text-plum transition-colors hover:border-rose-deep aria-pressed:border-rose-deep aria-pressed:bg-rose-deep aria-pressed:text-white"
          >
            {tag}
          </button>
        ))}
      </div>
    </div>
  );
}
