// SPEC 5 'Bank account': the four fields are required (the contract's messages); the server
// checks the formats and its field errors are shown under the same fields.
import type { BankAccountFields } from '@/api/wallet/add-bank-account.ts';

export type BankField = keyof BankAccountFields;
export const BANK_FIELDS: readonly BankField[] = ['account_holder_name', 'account_number', 'ifsc_code', 'bank_name'];

/** The i18n keys of each field's label and 'required' message. */
export const BANK_FIELD_TEXT: Record<BankField, { label: string; required: string }> = {
  account_holder_name: { label: 'accountHolderName', required: 'accountHolderRequired' },
  account_number: { label: 'accountNumber', required: 'accountNumberRequired' },
  ifsc_code: { label: 'ifscCode', required: 'ifscRequired' },
  bank_name: { label: 'bankName', required: 'bankNameRequired' },
};

export const emptyBankAccount = (): BankAccountFields => ({ account_holder_name: '', account_number: '', ifsc_code: '', bank_name: '' });

/** The fields left blank, in form order. */
export const missingBankFields = (fields: BankAccountFields): BankField[] => BANK_FIELDS.filter((field) => !fields[field].trim());

/** What is sent: trimmed values. */
export function trimmedBankAccount(fields: BankAccountFields): BankAccountFields {
  return {
    account_holder_name: fields.account_holder_name.trim(),
    account_number: fields.account_number.trim(),
    ifsc_code: fields.ifsc_code.trim(),
    bank_name: fields.bank_name.trim(),
  };
}
