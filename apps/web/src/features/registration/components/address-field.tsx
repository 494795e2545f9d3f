// The address with suggestions after a 300 ms pause (SPEC 2.7, 9) and the SPEC 8 messages of the
// address provider.
import { Loader2, MapPin } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { FIELD_LIMITS } from '@ott/contract';
import type { RegistrationForm } from '../hooks/use-registration-form.ts';
import { fieldId } from '../lib/registration-form.ts';
import { SuggestInput } from './suggest-input.tsx';

export function AddressField({ form }: { form: RegistrationForm }) {
  const { t } = useTranslation('registration');
  const { address, values } = form;
  const status = address.error ? null : address.searching ? t('searchingAddresses') : address.filled ? t(address.filled === 'address' ? 'addressFilled' : 'addressPincodeFilled') : null;
  return (
    <div>
      <SuggestInput
        id={fieldId('address')}
        label={t('address')}
        placeholder={t('addressPlaceholder')}
        autoComplete="street-address"
        maxLength={FIELD_LIMITS.address}
        value={values.address}
        error={form.error('address')}
        suggestions={address.items.map((c) => ({ key: c.id, label: c.description }))}
        open={address.open}
        listLabel={t('addressSuggestions')}
        onChange={(text) => {
          form.form.setText('address', text);
          address.typed(text, form.addressContext());
        }}
        onOpen={address.reopen}
        onClose={address.close}
        onPick={(key) => {
          const candidate = address.items.find((c) => c.id === key);
          if (candidate) address.choose(candidate);
        }}
        trailing={
          <span className="mr-2.5 inline-flex text-white/40" aria-hidden="true">
            {address.searching ? <Loader2 className="size-5 animate-spin" /> : <MapPin className="size-5" />}
          </span>
        }
      />
      {address.providerError && (
        <p role="alert" className="mt-2 text-sm text-amber-300">
          {t(address.providerError)}
        </p>
      )}
      {address.error ? (
        <p role="alert" className="mt-2 text-sm text-brand-2">
          {t(address.error)}
        </p>
      ) : (
        <p role="status" className="mt-2 min-h-5 text-xs text-white/55">
          {status ?? t('addressHint')}
        </p>
      )}
    </div>
  );
}
