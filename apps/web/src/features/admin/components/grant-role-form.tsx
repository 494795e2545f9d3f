// Grant a role by mobile number: the contract's checks first (the server's own messages), then the
// server's answer; its refusals show in the form, its success in a toast, and the list refreshes.
import { useRef, useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { useTranslation } from 'react-i18next';
import { ADMIN_MESSAGES, OPERATOR_ROLES, PHONE_LENGTH } from '@ott/contract';
import { ApiError } from '@/lib/api-client.ts';
import { Button } from '@/ui/button.tsx';
import { InputField } from '@/ui/input-field.tsx';
import { SectionCard } from '@/ui/section-card.tsx';
import { SelectField } from '@/ui/select-field.tsx';
import { useGrantRole } from '../api/operators.ts';
import { checkGrantForm, type GrantFormErrors } from '../lib/grant-form.ts';
import { errorMessage, translateMessage } from '../lib/server-message.ts';

type FormErrors = GrantFormErrors & { form?: string };

/** The server's refusal, placed by field (a phone with no account belongs to the phone field). */
function refusalOf(error: unknown): FormErrors {
  if (!(error instanceof ApiError)) return {};
  const phone = error.fieldError('phone') ?? (error.serverMessage === ADMIN_MESSAGES.noAccountForPhone ? error.serverMessage : null);
  const role = error.fieldError('role');
  return { phone: phone ?? undefined, role: role ?? undefined };
}

export function GrantRoleForm() {
  const { t } = useTranslation('admin');
  const grant = useGrantRole();
  const [phone, setPhone] = useState('');
  const [role, setRole] = useState('');
  const [errors, setErrors] = useState<FormErrors>({});
  const form = useRef<HTMLFormElement>(null);

  const focusFirstInvalid = () => requestAnimationFrame(() => form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (grant.isPending) return;
    const checked = checkGrantForm(phone, role);
    if ('errors' in checked) {
      setErrors(checked.errors);
      focusFirstInvalid();
      return;
    }
    setErrors({});
    grant.mutate(checked.body, {
      onSuccess: (result) => {
        toast.success(translateMessage(t, result.message));
        setPhone('');
        setRole('');
      },
      onError: (error) => {
        const placed = refusalOf(error);
        setErrors(placed.phone || placed.role ? placed : { form: errorMessage(t, error) });
        focusFirstInvalid();
      },
    });
  };

  return (
    <SectionCard title={t('grantTitle')}>
      <form ref={form} noValidate onSubmit={submit} className="grid gap-4 md:grid-cols-[minmax(0,1fr)_minmax(0,14rem)_auto] md:items-start">
        <InputField
          label={t('phone')}
          value={phone}
          onChange={(value) => {
            setPhone(value);
            setErrors((e) => ({ ...e, phone: undefined, form: undefined }));
          }}
          inputMode="numeric"
          autoComplete="off"
          maxLength={PHONE_LENGTH + 4}
          placeholder={t('phonePlaceholder')}
          error={errors.phone ? translateMessage(t, errors.phone) : null}
          hint={t('grantHint')}
        />
        <SelectField
          label={t('role')}
          placeholder={t('chooseRole')}
          value={role}
          options={OPERATOR_ROLES.map((value) => ({ value, label: t(`role_${value}`) }))}
          onChange={(value) => {
            setRole(value);
            setErrors((e) => ({ ...e, role: undefined, form: undefined }));
          }}
          error={errors.role ? translateMessage(t, errors.role) : null}
        />
        <Button type="submit" className="md:mt-7" disabled={grant.isPending} aria-busy={grant.isPending || undefined}>
          {grant.isPending ? t('granting') : t('grant')}
        </Button>
        {errors.form && (
          <p role="alert" className="text-sm text-brand-2 md:col-span-3">
            {errors.form}
          </p>
        )}
      </form>
    </SectionCard>
  );
}
