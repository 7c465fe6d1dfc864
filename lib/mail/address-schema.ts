import { z } from '@/lib/zod';
import { checkEmailAddress, DOMAIN_LABEL_MAX_OCTETS, EMAIL_MAX_OCTETS, LOCAL_PART_MAX_OCTETS, type EmailProblem } from './address';

export const INVALID_EMAIL = 'Enter a valid email address';

export const EMAIL_PROBLEMS: Record<EmailProblem, string> = {
  invalid: INVALID_EMAIL,
  'too-long': `Use at most ${EMAIL_MAX_OCTETS} characters`,
  'local-part-too-long': `Use at most ${LOCAL_PART_MAX_OCTETS} characters before the @`,
  'domain-label-too-long': `Use at most ${DOMAIN_LABEL_MAX_OCTETS} characters between the dots of the domain`,
};

export const emailAddressSchema = z.string({ error: INVALID_EMAIL }).transform((value, context) => {
  const checked = checkEmailAddress(value);
  if ('address' in checked) return checked.address;
  context.addIssue({ code: 'custom', message: EMAIL_PROBLEMS[checked.problem] });
  return z.NEVER;
});
