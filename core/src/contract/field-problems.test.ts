import { describe, expect, it } from 'vitest';
import { BuyerPatchSchema } from './buyer-client.ts';
import { fieldProblemsUnder } from './field-problems.ts';

describe('fieldProblemsUnder: a form checks what it sends with the rules the api answers beside each field', () => {
  it('spec §5: a blank first name, an address that is none and an extension of letters, each named by its field', () => {
    expect(fieldProblemsUnder(BuyerPatchSchema, { firstName: ' ', lastName: 'Chen', emailAddress: 'olivia@', telNumberExtension: 'x12', faxNumber: null })).toEqual({
      firstName: { key: 'errors.fieldRequired', fieldLabel: 'fields.firstName' },
      emailAddress: { key: 'errors.invalidEmail' },
      telNumberExtension: { key: 'errors.invalidExtension', fieldLabel: 'fields.telephoneExtension' },
    });
  });

  it('finds nothing in details the api takes', () => {
    expect(fieldProblemsUnder(BuyerPatchSchema, { firstName: 'Élise', lastName: "O'Neil", emailAddress: "anne.o'neil@northwind.ca", telNumber: '514 555-0199', title: null })).toEqual({});
  });

  it('an address pasted with spaces around it is the address, kept trimmed; one far too long is told its length', () => {
    expect(BuyerPatchSchema.parse({ emailAddress: ' olivia.chen@northwind.ca ', secondaryEmailAddress: '  Olivia@Example.ca ' })).toEqual({ emailAddress: 'olivia.chen@northwind.ca', secondaryEmailAddress: 'Olivia@Example.ca' });
    expect(fieldProblemsUnder(BuyerPatchSchema, { emailAddress: `${'a'.repeat(250)}@b.ca` })).toEqual({ emailAddress: { key: 'errors.fieldTooLong', fieldLabel: 'fields.emailAddress', params: { max: 254 } } });
  });

  it('spec §5: an email address left blank is said missing, not badly typed', () => {
    expect(fieldProblemsUnder(BuyerPatchSchema, { emailAddress: '  ' })).toEqual({ emailAddress: { key: 'errors.fieldRequired', fieldLabel: 'fields.emailAddress' } });
  });
});
