import { catalogueTranslator } from '@/i18n/catalogues';
import { organisationLine } from '@/lib/shop/seller/format';
import { isValidOrganisationNumber } from '@/lib/shop/seller/organisation-number';

// The seller's organisation number: the Brønnøysund register's mod-11 rule, and how it reads.

describe('the organisation number check', () => {
  it.each(['923609016', '974760673', '987 654 325', '916 000 006'])('takes %s', (number) => {
    expect(isValidOrganisationNumber(number)).toBe(true);
  });

  it.each([
    ['a wrong check digit', '923609017'],
    ['one digit changed', '923609116'],
    ['check digit 10, never issued', '912345670'],
    ['eight digits', '92360901'],
    ['ten digits', '9236090160'],
    ['a letter', '92360901A'],
    ['a dash', '923-609-016'],
    ['empty', ''],
  ])('refuses %s', (_label, number) => {
    expect(isValidOrganisationNumber(number)).toBe(false);
  });
});

describe('the organisation number line', () => {
  const seller = { organisation_number: '923609016', vat_registered: true };

  it('groups the digits and adds MVA when VAT-registered, in each language', () => {
    expect(organisationLine(seller, catalogueTranslator('en', 'Seller'))).toBe('Org. no. 923 609 016 MVA');
    expect(organisationLine(seller, catalogueTranslator('no', 'Seller'))).toBe('Org.nr. 923 609 016 MVA');
    expect(organisationLine({ ...seller, vat_registered: false }, catalogueTranslator('en', 'Seller'))).toBe('Org. no. 923 609 016');
  });

  it('is empty without a number', () => {
    expect(organisationLine({ ...seller, organisation_number: '' }, catalogueTranslator('en', 'Seller'))).toBe('');
  });
});
