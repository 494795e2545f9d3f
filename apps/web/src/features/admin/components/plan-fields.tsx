// Every field of a plan, for adding one and for editing one. Errors come from the contract's
// schema (one per field, in the screen's language).
import { useTranslation } from 'react-i18next';
import { InputField } from '@/ui/input-field.tsx';
import { autoDurationText, autoPerDayText, changePlanForm, type PlanForm } from '../lib/plan-form.ts';
import { ToggleBox } from './order-controls.tsx';
import { PlanLimitFields } from './plan-limit-fields.tsx';
import { TextAreaField } from './text-area-field.tsx';

export type PlanErrors = Partial<Record<keyof PlanForm, string>>;

export function PlanFields({ form, errors, onChange }: { form: PlanForm; errors: PlanErrors; onChange(next: PlanForm): void }) {
  const { t } = useTranslation('admin');
  const set = <K extends keyof PlanForm>(key: K) => (value: PlanForm[K]) => onChange(changePlanForm(form, { [key]: value } as Partial<PlanForm>));
  const autoPerDay = autoPerDayText(form);
  return (
    <div className="grid gap-3">
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        <InputField className="lg:col-span-2" label={t('planName')} value={form.name} onChange={set('name')} maxLength={100} error={errors.name} autoComplete="off" />
        <InputField label={t('planPrice')} value={form.price} onChange={set('price')} inputMode="decimal" hint={t('planPriceHint')} error={errors.price} autoComplete="off" />
        <InputField label={t('planDays')} value={form.duration_days} onChange={set('duration_days')} inputMode="numeric" error={errors.duration_days} autoComplete="off" />
      </div>
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        <InputField
          label={t('planDurationText')}
          value={form.duration_text}
          onChange={set('duration_text')}
          maxLength={100}
          hint={autoDurationText(form.duration_days) ? t('planDurationTextHint', { auto: autoDurationText(form.duration_days) }) : t('planAutoHint')}
          error={errors.duration_text}
          autoComplete="off"
        />
        <InputField
          label={t('planPerDayText')}
          value={form.per_day_text}
          onChange={set('per_day_text')}
          maxLength={100}
          hint={autoPerDay ? t('planPerDayTextHint', { auto: autoPerDay }) : t('planAutoHint')}
          error={errors.per_day_text}
          autoComplete="off"
        />
        <InputField label={t('planBadge')} value={form.badge} onChange={set('badge')} maxLength={100} hint={t('planBadgeHint')} error={errors.badge} autoComplete="off" />
        <InputField label={t('planBrandText')} value={form.brand_text} onChange={set('brand_text')} maxLength={100} error={errors.brand_text} autoComplete="off" />
      </div>
      <div className="grid gap-3 md:grid-cols-2">
        <TextAreaField label={t('planDescription')} value={form.description} onChange={set('description')} maxLength={1000} error={errors.description} />
        <TextAreaField label={t('planFeatures')} value={form.features} onChange={set('features')} hint={t('planFeaturesHint')} error={errors.features} rows={4} />
      </div>
      <PlanLimitFields form={form} errors={errors} onChange={onChange} />
      <div className="flex flex-wrap gap-3">
        <ToggleBox label={t('planVisible')} checked={form.is_active} onChange={set('is_active')} />
        <ToggleBox label={t('planPopular')} checked={form.popular} onChange={set('popular')} />
      </div>
    </div>
  );
}
