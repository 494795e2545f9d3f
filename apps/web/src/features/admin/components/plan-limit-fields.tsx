// Issue 18: what a plan promises and the server enforces: streams playing at once, the top quality
// (the ladder a subscriber is offered) and titles downloaded at once.
import { useTranslation } from 'react-i18next';
import { PLAN_DOWNLOAD_LIMIT_MAX, PLAN_MAX_STREAMS_LIMIT, PLAN_VIDEO_HEIGHTS } from '@ott/contract';
import { InputField } from '@/ui/input-field.tsx';
import { SelectField } from '@/ui/select-field.tsx';
import { changePlanForm, type PlanForm } from '../lib/plan-form.ts';
import type { PlanErrors } from './plan-fields.tsx';

export function PlanLimitFields({ form, errors, onChange }: { form: PlanForm; errors: PlanErrors; onChange(next: PlanForm): void }) {
  const { t } = useTranslation('admin');
  const set = (key: 'max_streams' | 'max_video_height' | 'download_limit') => (value: string) => onChange(changePlanForm(form, { [key]: value }));
  const qualities = PLAN_VIDEO_HEIGHTS.map((height) => ({ value: String(height), label: t(`planQuality_${height}`) }));
  return (
    <div className="grid gap-3 sm:grid-cols-3">
      <InputField
        label={t('planStreams')}
        value={form.max_streams}
        onChange={set('max_streams')}
        inputMode="numeric"
        hint={t('planStreamsHint', { max: PLAN_MAX_STREAMS_LIMIT })}
        error={errors.max_streams}
        autoComplete="off"
      />
      <SelectField
        label={t('planQuality')}
        placeholder={t('planQualityChoose')}
        value={form.max_video_height}
        options={qualities}
        onChange={set('max_video_height')}
        error={errors.max_video_height}
      />
      <InputField
        label={t('planDownloads')}
        value={form.download_limit}
        onChange={set('download_limit')}
        inputMode="numeric"
        hint={t('planDownloadsHint', { max: PLAN_DOWNLOAD_LIMIT_MAX })}
        error={errors.download_limit}
        autoComplete="off"
      />
    </div>
  );
}
