// State → district → constituency → mandal → village, then the pincode (SPEC 2.7, 4, 5).
import { useTranslation } from 'react-i18next';
import type { Region } from '@ott/contract';
import { FIELD_LIMITS, PINCODE_LENGTH } from '@ott/contract';
import { TextField } from '@/features/auth/index.ts';
import type { RegistrationForm } from '../hooks/use-registration-form.ts';
import { levelErrorKey, statesErrorDetail, type ListLevel } from '../lib/load-errors.ts';
import { fieldId } from '../lib/registration-form.ts';
import { FormCard } from './form-card.tsx';
import { LoadError } from './load-error.tsx';
import { RegionPicker } from './region-picker.tsx';
import { SelectField } from './select-field.tsx';

const options = (list: Region[] | undefined) => (list ?? []).map((r) => ({ value: String(r.id), label: r.name }));

export function LocationSection({ form }: { form: RegistrationForm }) {
  const { t } = useTranslation('registration');
  const { values, cascade, error } = form;
  const { states, districts, constituencies, mandals, villages } = cascade;
  const levelError = (level: ListLevel, query: { isError: boolean; error: unknown }) => (query.isError ? t(levelErrorKey(level, query.error)) : null);
  const statesProblem = states.isError
    ? t('statesFailed', { message: statesErrorDetail(states.error) })
    : states.isSuccess && states.data.length === 0
      ? t('noStates')
      : null;
  const districtsError = levelError('districts', districts);
  const constituenciesError = levelError('constituencies', constituencies);
  const loading = (query: { isFetching: boolean; data?: unknown }, parent: string) => parent !== '' && query.isFetching && !query.data;

  return (
    <FormCard title={t('location')} description={t('locationHint')}>
      <div className="grid grid-cols-[minmax(0,1fr)] gap-5 sm:grid-cols-[repeat(2,minmax(0,1fr))]">
        <div>
          <SelectField
            id={fieldId('state')}
            label={t('state')}
            placeholder={states.isPending ? t('loadingOptions') : t('selectState')}
            value={values.state}
            options={options(states.data)}
            busy={states.isPending}
            error={error('state')}
            onChange={(id) => form.setLevel('state', id)}
          />
          {statesProblem && <LoadError message={statesProblem} onRetry={() => void states.refetch()} />}
        </div>
        <div>
          <SelectField
            id={fieldId('district')}
            label={t('district')}
            placeholder={loading(districts, values.state) ? t('loadingOptions') : t('selectDistrict')}
            value={values.district}
            options={options(districts.data)}
            disabled={!values.state}
            busy={loading(districts, values.state)}
            error={error('district')}
            onChange={(id) => form.setLevel('district', id)}
          />
          {districtsError && <LoadError message={districtsError} onRetry={() => void districts.refetch()} />}
        </div>
        <div>
          <SelectField
            id={fieldId('constituency')}
            label={t('constituency')}
            placeholder={loading(constituencies, values.district) ? t('loadingOptions') : t('selectConstituency')}
            value={values.constituency}
            options={options(constituencies.data)}
            disabled={!values.district}
            busy={loading(constituencies, values.district)}
            error={error('constituency')}
            onChange={(id) => form.setLevel('constituency', id)}
          />
          {constituenciesError && <LoadError message={constituenciesError} onRetry={() => void constituencies.refetch()} />}
        </div>
        <RegionPicker
          id={fieldId('mandal')}
          label={t('mandal')}
          listPlaceholder={t('selectMandal')}
          typePlaceholder={t('mandalPlaceholder')}
          noneListed={t('noneListedMandal')}
          value={values.mandal}
          disabled={!values.constituency}
          maxLength={FIELD_LIMITS.mandal}
          manual={cascade.manual.mandal}
          canChooseList={!(mandals.isSuccess && mandals.data.length === 0)}
          listIsEmpty={mandals.isSuccess && mandals.data.length === 0}
          list={mandals.data ?? []}
          loading={loading(mandals, values.constituency)}
          loadError={levelError('mandals', mandals)}
          onRetry={() => void mandals.refetch()}
          suggestions={cascade.mandalSearch.results}
          matched={values.mandal.id === '' && cascade.mandalId !== ''}
          error={error('mandal')}
          onToggle={() => form.setManualMode('mandal', !cascade.manual.mandal)}
          onChooseFromList={(m) => form.setMandal({ id: String(m.id), name: m.name })}
          onType={(name) => form.form.typeMandal(name)}
          onChooseSuggestion={(m) => form.setMandal({ id: String(m.id), name: m.name })}
        />
        <RegionPicker
          id={fieldId('village')}
          label={t('village')}
          listPlaceholder={t('selectVillage')}
          typePlaceholder={t('villagePlaceholder')}
          noneListed={t('noneListedVillage')}
          value={values.village}
          // A listed mandal must be chosen first; a typed one need not be (either order works).
          disabled={values.constituency === '' || (!cascade.manual.mandal && cascade.mandalId === '')}
          maxLength={FIELD_LIMITS.village}
          manual={cascade.manual.village}
          canChooseList={cascade.mandalId !== '' && !(villages.isSuccess && villages.data.length === 0)}
          listIsEmpty={villages.isSuccess && villages.data.length === 0}
          list={villages.data ?? []}
          loading={loading(villages, cascade.mandalId)}
          loadError={levelError('villages', villages)}
          onRetry={() => void villages.refetch()}
          suggestions={cascade.villageSearch.results}
          matched={values.village.id === '' && cascade.villageId !== ''}
          error={error('village')}
          onToggle={() => form.setManualMode('village', !cascade.manual.village)}
          onChooseFromList={form.chooseVillage}
          onType={(name) => form.form.setVillage({ id: '', name })}
          onChooseSuggestion={form.chooseVillage}
        />
        <TextField
          id={fieldId('pincode')}
          label={t('pincode')}
          placeholder={t('pincodePlaceholder')}
          value={values.pincode}
          onChange={(e) => form.form.setPincode(e.target.value)}
          inputMode="numeric"
          pattern="[0-9]*"
          maxLength={PINCODE_LENGTH}
          autoComplete="postal-code"
          error={error('pincode')}
        />
      </div>
    </FormCard>
  );
}
