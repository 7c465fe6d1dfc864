import type { ControlProps } from '@/components/ui/form-field';
import type { ServiceInterest } from '@/lib/contact/fields';

export interface ServiceOption {
  value: ServiceInterest;
  label: string;
}

/** The service-interest select of the contact form and the booking form: empty means a general inquiry. */
export function ServiceSelect({
  control,
  placeholder,
  services,
}: {
  control: ControlProps;
  placeholder: string;
  services: ServiceOption[];
}) {
  return (
    <div className="relative">
      <select {...control} name="service_interest" defaultValue="" className={`${control.className} appearance-none pr-12`}>
        <option value="">{placeholder}</option>
        {services.map((service) => (
          <option key={service.value} value={service.value}>
            {service.label}
          </option>
        ))}
      </select>
      <svg
        aria-hidden="true"
        viewBox="0 0 20 20"
        className="pointer-events-none absolute right-4 top-1/2 size-5 -translate-y-1/2 fill-none stroke-plum"
        strokeWidth="1.8"
      >
        <path d="M5 8l5 5 5-5" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
    </div>
  );
}
