// The ad form, for a new ad (placement chosen here) and for editing one (placement fixed): title,
// description, link, button label, skip after (video ads), and the schedule in India time. Checked
// with the contract's schemas first, so each field's message is the server's own.
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { AD_TYPES, VIDEO_AD_TYPES, type AdminAd, type AdminAdResponse, type CreateAdBody, type UpdateAdBody } from '@ott/contract';
import { Button } from '@/ui/button.tsx';
import { InputField } from '@/ui/input-field.tsx';
import { SelectField } from '@/ui/select-field.tsx';
import { adFormValues, createAdBody, updateAdBody, type AdFormErrors, type AdFormValues } from '../lib/ad-form.ts';
import { errorMessage, translateMessage } from '../lib/server-message.ts';
import { TextAreaField } from './text-area-field.tsx';

interface AdFormProps {
  ad?: AdminAd;
  busy: boolean;
  onSubmit(body: CreateAdBody | UpdateAdBody): Promise<AdminAdResponse>;
  onSaved(saved: AdminAdResponse): void;
}

export function AdForm({ ad, busy, onSubmit, onSaved }: AdFormProps) {
  const { t } = useTranslation('admin');
  const [values, setValues] = useState<AdFormValues>(() => adFormValues(ad));
  const [errors, setErrors] = useState<AdFormErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const set = (key: keyof AdFormValues) => (value: string) => setValues((v) => ({ ...v, [key]: value }));
  const err = (field: keyof AdFormValues) => (errors[field] ? translateMessage(t, errors[field]) : null);
  const isVideo = (VIDEO_AD_TYPES as readonly string[]).includes(values.adType);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setFormError(null);
    const parsed = ad ? updateAdBody(values) : createAdBody(values);
    if (!parsed.ok) return setErrors(parsed.errors);
    setErrors({});
    try {
      onSaved(await onSubmit(parsed.body));
    } catch (error) {
      setFormError(errorMessage(t, error));
    }
  };

  const typeOptions = AD_TYPES.map((type) => ({ value: type, label: t(`adType_${type}`) }));
  return (
    <form onSubmit={(e) => void submit(e)} noValidate className="grid gap-4" aria-busy={busy || undefined}>
      <div className="grid gap-4 md:grid-cols-2">
        <InputField label={t('adFieldTitle')} value={values.title} onChange={set('title')} maxLength={120} error={err('title')} disabled={busy} autoComplete="off" />
        {ad ? (
          <InputField label={t('adFieldType')} value={t(`adType_${ad.ad_type}`)} readOnly />
        ) : (
          <SelectField label={t('adFieldType')} placeholder={t('adChooseType')} value={values.adType} options={typeOptions} onChange={set('adType')} error={err('adType')} disabled={busy} />
        )}
      </div>
      <TextAreaField label={t('adFieldDescription')} value={values.description} onChange={set('description')} maxLength={500} error={err('description')} rows={2} />
      <div className="grid gap-4 md:grid-cols-2">
        <InputField label={t('adFieldUrl')} value={values.externalUrl} onChange={set('externalUrl')} hint={t('adFieldUrlHint')} error={err('externalUrl')} disabled={busy} inputMode="url" autoComplete="off" />
        <InputField label={t('adFieldCta')} value={values.callToAction} onChange={set('callToAction')} maxLength={30} error={err('callToAction')} disabled={busy} autoComplete="off" />
      </div>
      <div className="grid gap-4 md:grid-cols-3">
        <InputField label={t('adFieldStart')} type="datetime-local" value={values.startsAt} onChange={set('startsAt')} hint={t('adFieldScheduleHint')} error={err('startsAt')} disabled={busy} />
        <InputField label={t('adFieldEnd')} type="datetime-local" value={values.endsAt} onChange={set('endsAt')} error={err('endsAt')} disabled={busy} />
        {isVideo && (
          <InputField label={t('adFieldSkip')} type="number" min={0} max={60} step={1} inputMode="numeric" value={values.skipAfter} onChange={set('skipAfter')} error={err('skipAfter')} disabled={busy} />
        )}
      </div>
      {formError && (
        <p role="alert" className="text-sm text-brand-2">
          {formError}
        </p>
      )}
      <div>
        <Button type="submit" disabled={busy} aria-busy={busy || undefined}>
          {ad ? (busy ? t('adSaving') : t('adSave')) : busy ? t('adCreating') : t('adCreate')}
        </Button>
      </div>
    </form>
  );
}
