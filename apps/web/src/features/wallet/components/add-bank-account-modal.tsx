import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { useAddBankAccount, type BankAccountFields } from '@/api/wallet/add-bank-account.ts';
import { ApiError } from '@/lib/api-client.ts';
import { FormActions } from '@/ui/form-actions.tsx';
import { InputField } from '@/ui/input-field.tsx';
import { Modal } from '@/ui/modal.tsx';
import { BANK_FIELD_TEXT, BANK_FIELDS, emptyBankAccount, missingBankFields, trimmedBankAccount, type BankField } from '../lib/bank-account-form.ts';

interface AddBankAccountModalProps {
  open: boolean;
  phone: string;
  onClose(): void;
}

/** SPEC 2.18 / 5 'Bank account': holder name, account number, IFSC and bank name, all required. */
export function AddBankAccountModal({ open, phone, onClose }: AddBankAccountModalProps) {
  const { t } = useTranslation('wallet');
  return (
    <Modal open={open} onClose={onClose} title={t('addBankAccount')} className="max-w-md">
      <AddBankAccountForm phone={phone} onDone={onClose} />
    </Modal>
  );
}

const INPUT_PROPS: Record<BankField, { autoComplete: string; inputMode?: 'numeric'; autoCapitalize?: string; maxLength: number }> = {
  account_holder_name: { autoComplete: 'name', maxLength: 120 },
  account_number: { autoComplete: 'off', inputMode: 'numeric', maxLength: 40 },
  ifsc_code: { autoComplete: 'off', autoCapitalize: 'characters', maxLength: 20 },
  bank_name: { autoComplete: 'off', maxLength: 120 },
};

/** Mounted only while the modal is open, so every opening starts empty. */
function AddBankAccountForm({ phone, onDone }: { phone: string; onDone(): void }) {
  const { t } = useTranslation('wallet');
  const [fields, setFields] = useState<BankAccountFields>(emptyBankAccount);
  const [errors, setErrors] = useState<Partial<Record<BankField, string>>>({});
  const add = useAddBankAccount(phone);
  const formRef = useRef<HTMLFormElement>(null);
  // Set when a submit finds errors: the first field in error then takes the focus.
  const focusFirstError = useRef(false);

  useEffect(() => {
    if (!focusFirstError.current) return;
    focusFirstError.current = false;
    formRef.current?.querySelector<HTMLInputElement>('[aria-invalid="true"]')?.focus();
  }, [errors]);

  const onChange = (field: BankField, value: string) => {
    setFields((current) => ({ ...current, [field]: field === 'ifsc_code' ? value.toUpperCase() : value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const onServerError = (error: Error) => {
    const fieldErrors: Partial<Record<BankField, string>> = {};
    if (error instanceof ApiError) {
      for (const field of BANK_FIELDS) {
        const message = error.fieldError(field);
        if (message) fieldErrors[field] = message;
      }
    }
    if (Object.keys(fieldErrors).length > 0) {
      focusFirstError.current = true;
      setErrors(fieldErrors);
      return;
    }
    // A 404 here is a missing endpoint; its 'Not found' tells the viewer nothing.
    const serverMessage = error instanceof ApiError && error.status !== 404 ? error.serverMessage : null;
    toast.error(serverMessage ?? t('addFailed'));
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (add.isPending) return;
    const missing = missingBankFields(fields);
    setErrors(Object.fromEntries(missing.map((field) => [field, t(BANK_FIELD_TEXT[field].required)])));
    if (missing.length > 0) {
      focusFirstError.current = true;
      return;
    }
    add.mutate(trimmedBankAccount(fields), {
      onSuccess: (result) => {
        toast.success(result.message || t('bankAccountAdded'));
        onDone();
      },
      onError: onServerError,
    });
  };

  return (
    <form ref={formRef} onSubmit={onSubmit} noValidate className="space-y-4">
      {BANK_FIELDS.map((field) => (
        <InputField
          key={field}
          label={t(BANK_FIELD_TEXT[field].label)}
          value={fields[field]}
          onChange={(value) => onChange(field, value)}
          error={errors[field]}
          aria-required="true"
          {...INPUT_PROPS[field]}
        />
      ))}
      <FormActions cancelLabel={t('cancel')} onCancel={onDone} submitLabel={t('addAccount')} pendingLabel={t('adding')} isPending={add.isPending} />
    </form>
  );
}
