// Texts of the booking page's client parts, translated by their server parents
// (docs/decisions/public-i18n-runtime.md). `{name}` placeholders are filled in the browser, where
// the time and the visitor's address are known.

export const BOOKING_LABEL_KEYS = [
  'calendarTitle',
  'previousMonth',
  'nextMonth',
  'zoneLabel',
  'zoneShown',
  'studioZoneNote',
  'loading',
  'loadFailed',
  'retry',
  'noSlots',
  'writeToUs',
  'dayFull',
  'timesTitle',
  'chooseDay',
  'chosen',
  'chosenMove',
  'formTitle',
  'formWhen',
  'requiredNote',
  'name',
  'email',
  'service',
  'servicePlaceholder',
  'note',
  'notePlaceholder',
  'submit',
  'sending',
  'moveSubmit',
  'moving',
  'taken',
  'nextTimes',
  'invalid',
  'rateLimited',
  'failure',
  'confirmedTitle',
  'movedTitle',
  'yourTime',
  'studioTime',
  'where',
  'invitationSent',
  'pendingTitle',
  'checkEmail',
  'checkFailed',
  'updateSent',
  'moveIntro',
  'moveNotFound',
  'moveClosed',
] as const;

export type BookingLabels = Record<(typeof BOOKING_LABEL_KEYS)[number], string> & {
  errors: { name: string; email: string };
  /** The spam check widget's texts (ALTCHA's string keys). */
  check: Record<string, string>;
  /** The contact form's words for the honeypot, so a screen reader that reaches it hears the same. */
  honeypot: string;
};

export const MANAGE_LABEL_KEYS = [
  'loading',
  'loadFailed',
  'notFoundTitle',
  'notFoundText',
  'when',
  'where',
  'cancelledNote',
  'bookAgain',
  'closedNote',
  'reschedule',
  'cancelTitle',
  'reason',
  'reasonHint',
  'cancel',
  'cancelling',
  'cancelDone',
  'cancelFailed',
] as const;

export type ManageLabels = Record<(typeof MANAGE_LABEL_KEYS)[number], string> & { retry: string };

export const CONFIRM_LABEL_KEYS = [
  'intro',
  'confirm',
  'confirming',
  'doneTitle',
  'doneText',
  'expiredTitle',
  'expiredText',
  'bookAgain',
  'failure',
  'rateLimited',
] as const;

export type ConfirmLabels = Record<(typeof CONFIRM_LABEL_KEYS)[number], string>;

export type { ServiceOption } from '@/components/contact/service-select';

/** `{name}` in a text replaced by its value; an unknown name stays as written. */
export const fill = (text: string, values: Record<string, string>) =>
  text.replace(/\{(\w+)\}/g, (match, key: string) => values[key] ?? match);
