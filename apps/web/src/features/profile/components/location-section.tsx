import { useTranslation } from 'react-i18next';
import { FIELD_LIMITS, type Region } from '@ott/contract';
import { useStates } from '@/api/catalogue/list-states.ts';
import { useConstituencies, useDistricts } from '@/api/regions/list-regions.ts';
import { InputField } from '@/ui/input-field.tsx';
import { SectionCard } from '@/ui/section-card.tsx';
import { SelectField } from '@/ui/select-field.tsx';
import type { FormErrors, ProfileForm } from '../lib/profile-form.ts';

interface LocationSectionProps {
  form: ProfileForm;
  errors: FormErrors;
  set(field: keyof ProfileForm, value: string): void;
}

const options = (regions: Pick<Region, 'id' | 'name'>[] | undefined) => (regions ?? []).map((r) => ({ value: String(r.id), label: r.name }));

/** State → district → constituency; the lists load as the level above is chosen. */
export function LocationSection({ form, errors, set }: LocationSectionProps) {
  const { t } = useTranslation('profile');
  const states = useStates();
  const districts = useDistricts(form.state);
  const constituencies = useConstituencies(form.district);
  const failed = states.isError || districts.isError || constituencies.isError;
  const err = (field: keyof ProfileForm) => errors[field] || undefined;
  return (
    <SectionCard title={t('locationDetails')}>
      {failed && (
        <p role="alert" className="mb-4 rounded-lg bg-brand-2/10 px-3 py-2 text-sm text-brand-2 ring-1 ring-brand-2/30">
          {t('regionsFailed')}
        </p>
      )}
      <div className="grid grid-cols-[minmax(0,1fr)] gap-4 sm:grid-cols-[repeat(2,minmax(0,1fr))]">
        <SelectField label={t('state')} placeholder={t('selectState')} value={form.state} options={options(states.data)} onChange={(v) => set('state', v)} />
        <SelectField
          label={t('district')}
          placeholder={t('selectDistrict')}
          value={form.district}
          options={options(districts.data)}
          disabled={!form.state}
          onChange={(v) => set('district', v)}
        />
        <SelectField
          label={t('constituency')}
          placeholder={t('selectConstituency')}
          value={form.constituency}
          options={options(constituencies.data)}
          disabled={!form.district}
          onChange={(v) => set('constituency', v)}
        />
        <InputField label={t('mandalOptional')} value={form.mandal} onChange={(v) => set('mandal', v)} maxLength={FIELD_LIMITS.mandal} />
        <InputField label={t('villageOptional')} value={form.village} onChange={(v) => set('village', v)} maxLength={FIELD_LIMITS.village} />
        <InputField
          label={t('pincodeOptional')}
          inputMode="numeric"
          maxLength={FIELD_LIMITS.pincode}
          value={form.pincode}
          onChange={(v) => set('pincode', v.replace(/\D/g, '').slice(0, FIELD_LIMITS.pincode))}
          error={err('pincode')}
          autoComplete="postal-code"
        />
        <div className="sm:col-span-2">
          <InputField
            label={t('address')}
            value={form.address}
            onChange={(v) => set('address', v)}
            autoComplete="street-address"
            maxLength={FIELD_LIMITS.address}
          />
        </div>
      </div>
    </SectionCard>
  );
}
