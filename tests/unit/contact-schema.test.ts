import { fieldsInDetail } from '@/lib/contact/fields';
import { contactMessageSchema, invalidFields } from '@/lib/contact/schema';

const valid = { name: 'Ingrid', email: 'ingrid@example.com', service_interest: 'Branding', message: 'Hello' };

describe('the contact message schema', () => {
  it('trims the text fields', () => {
    const parsed = contactMessageSchema.parse({ ...valid, name: '  Ingrid  ', email: ' ingrid@example.com ', message: '\n Hello \n' });
    expect(parsed).toMatchObject({ name: 'Ingrid', email: 'ingrid@example.com', message: 'Hello' });
  });

  it.each(['', '   ', null, undefined])('reads a service interest of %j as none', (serviceInterest) => {
    expect(contactMessageSchema.parse({ ...valid, service_interest: serviceInterest }).service_interest).toBeUndefined();
  });

  it('keeps a known service interest, trimmed', () => {
    expect(contactMessageSchema.parse({ ...valid, service_interest: ' Branding & Website ' }).service_interest).toBe('Branding & Website');
  });

  it('lists the invalid visitor fields in form order', () => {
    const result = contactMessageSchema.safeParse({ message: '', email: 'x', name: '', service_interest: 'Yoga', locale: 'de' });
    expect(result.success).toBe(false);
    if (!result.success) expect(invalidFields(result.error)).toEqual(['name', 'email', 'service_interest', 'message']);
  });
});

describe('fieldsInDetail', () => {
  it('finds the fields named in a 400 detail of POST /api/contact', () => {
    expect(fieldsInDetail('name: Enter your name; email: Enter a valid email address; message: Enter your message')).toEqual([
      'name',
      'email',
      'message',
    ]);
    expect(fieldsInDetail('service_interest: Choose one of: Website Design, Branding')).toEqual(['service_interest']);
  });

  it('finds none in a detail about something else', () => {
    expect(fieldsInDetail('The request body is not valid JSON')).toEqual([]);
    expect(fieldsInDetail('Unrecognized key: "phone"')).toEqual([]);
  });
});
