import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { FIELD_LIMITS, type User } from '@ott/contract';
import { useUpdateProfile } from '@/api/profile/update-profile.ts';
import { ApiError } from '@/lib/api-client.ts';
import { FormActions } from '@/ui/form-actions.tsx';
import { InputField } from '@/ui/input-field.tsx';
import { Modal } from '@/ui/modal.tsx';
import { useValidationMessages } from '@/ui/validation-message.ts';

interface EditProfileModalProps {
  user: User;
  onClose(): void;
  /** A 403 ends the session (SPEC 4 'Auth'). */
  onSessionExpired(): void;
}

type Errors = Partial<Record<'first_name' | 'last_name', string>>;

/** SPEC 2.15 edit modal: first and last name required, phone read-only. Rendered only while open. */
export function EditProfileModal({ user, onClose, onSessionExpired }: EditProfileModalProps) {
  const { t } = useTranslation('profile');
  const { fieldMessages } = useValidationMessages();
  const [firstName, setFirstName] = useState(user.first_name ?? '');
  const [lastName, setLastName] = useState(user.last_name ?? '');
  const [errors, setErrors] = useState<Errors>({});
  const update = useUpdateProfile(user.phone);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const next: Errors = {};
    if (!firstName.trim()) next.first_name = t('firstNameRequired');
    if (!lastName.trim()) next.last_name = t('lastNameRequired');
    setErrors(next);
    if (next.first_name || next.last_name) return;
    update.mutate(
      { first_name: firstName, last_name: lastName },
      {
        onSuccess: () => {
          toast.success(t('profileUpdated'));
          onClose();
        },
        onError: (error) => {
          if (error instanceof ApiError && error.status === 403) {
            toast.error(t('sessionExpired'));
            onSessionExpired();
            return;
          }
          // Invalid input: worded in the screen's language, under the field it concerns.
          const byField = fieldMessages(error);
          const first = Object.values(byField)[0];
          if (first) {
            setErrors({ first_name: byField.first_name, last_name: byField.last_name });
            toast.error(first);
            return;
          }
          // A 404 means the server has no update endpoint yet; its 'Not found' says nothing useful.
          const serverMessage = error instanceof ApiError && error.status !== 404 ? error.serverMessage : null;
          toast.error(serverMessage ?? t('updateFailed'));
        },
      },
    );
  };

  return (
    <Modal open onClose={onClose} title={t('editTitle')} className="max-w-md">
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        <InputField label={t('firstName')} value={firstName} onChange={setFirstName} error={errors.first_name} autoComplete="given-name" maxLength={FIELD_LIMITS.first_name} />
        <InputField label={t('lastName')} value={lastName} onChange={setLastName} error={errors.last_name} autoComplete="family-name" maxLength={FIELD_LIMITS.last_name} />
        <InputField label={t('phone')} value={user.phone} readOnly hint={t('phoneReadOnly')} />
        <FormActions cancelLabel={t('cancel')} onCancel={onClose} submitLabel={t('saveChanges')} pendingLabel={t('saving')} isPending={update.isPending} />
      </form>
    </Modal>
  );
}
