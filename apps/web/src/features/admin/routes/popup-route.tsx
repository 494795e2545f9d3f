// /admin/popup (editor): every field of the welcome popup (SPEC 3 'Popup config'), picture and sound
// uploads, and a live preview that draws the viewer's own dialog with the form's values.
import { useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { toast } from 'sonner';
import { useTranslation } from 'react-i18next';
import { UpdatePopupBody, type AdminPopupResponse } from '@ott/contract';
import { Button } from '@/ui/button.tsx';
import { InputField } from '@/ui/input-field.tsx';
import { LoadError } from '@/ui/load-error.tsx';
import { SelectField } from '@/ui/select-field.tsx';
import { Skeleton } from '@/ui/skeleton.tsx';
import { adminPopupQueryOptions, useSavePopup } from '../api/plans-popup.ts';
import { ToggleBox } from '../components/order-controls.tsx';
import { PopupMediaField } from '../components/popup-media-field.tsx';
import { PopupPreview } from '../components/popup-preview.tsx';
import { ScreenHeading } from '../components/screen-heading.tsx';
import { TextAreaField } from '../components/text-area-field.tsx';
import { formToPopupBody, popupField, popupToForm, previewConfig, type PopupForm } from '../lib/popup-form.ts';
import { errorMessage, translateMessage } from '../lib/server-message.ts';

type Errors = Partial<Record<keyof PopupForm, string>>;

function PopupEditor({ saved }: { saved: AdminPopupResponse }) {
  const { t } = useTranslation('admin');
  const save = useSavePopup();
  const [form, setForm] = useState<PopupForm>(() => popupToForm(saved));
  const [errors, setErrors] = useState<Errors>({});
  const set = <K extends keyof PopupForm>(key: K) => (value: PopupForm[K]) => setForm((f) => ({ ...f, [key]: value }));
  const changed = JSON.stringify(formToPopupBody(form)) !== JSON.stringify(formToPopupBody(popupToForm(saved)));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (save.isPending) return;
    const body = formToPopupBody(form);
    const parsed = UpdatePopupBody.safeParse(body);
    if (!parsed.success) {
      const next: Errors = {};
      for (const issue of parsed.error.issues) next[popupField(issue.path)] ??= translateMessage(t, issue.message);
      return setErrors(next);
    }
    save.mutate(body, {
      onSuccess: (result) => {
        setErrors({});
        setForm(popupToForm(result));
        toast.success(translateMessage(t, result.message));
      },
      onError: (err) => toast.error(errorMessage(t, err)),
    });
  };

  const devices = [
    { value: 'all', label: t('popupDeviceAll') },
    { value: 'desktop', label: t('popupDeviceDesktop') },
    { value: 'mobile', label: t('popupDeviceMobile') },
  ];

  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,480px)] lg:items-start">
      <form onSubmit={submit} noValidate className="grid min-w-0 grid-cols-[minmax(0,1fr)] gap-6" aria-label={t('popupTitle')}>
        <section aria-labelledby="popup-content" className="grid grid-cols-[minmax(0,1fr)] gap-3 rounded-2xl bg-surface p-4 ring-1 ring-white/10">
          <h2 id="popup-content" className="text-lg font-semibold">
            {t('popupContentHeading')}
          </h2>
          <ToggleBox className="w-fit" label={t('popupShow')} checked={form.showPopup} onChange={set('showPopup')} />
          <InputField label={t('popupFieldTitle')} value={form.title} onChange={set('title')} maxLength={120} error={errors.title} autoComplete="off" />
          <TextAreaField label={t('popupFieldMessage')} value={form.message} onChange={set('message')} maxLength={1000} error={errors.message} />
          <PopupMediaField
            kind="image"
            value={form.image}
            error={errors.image}
            onChange={(image, size) =>
              setForm((f) => ({
                ...f,
                image,
                ...(size ? { imageWidth: size.width ? String(size.width) : '', imageHeight: size.height ? String(size.height) : '' } : {}),
                ...(image ? {} : { imageWidth: '', imageHeight: '' }),
              }))
            }
          />
          <div className="grid gap-3 sm:grid-cols-2">
            <InputField label={t('popupImageWidth')} value={form.imageWidth} onChange={set('imageWidth')} inputMode="numeric" hint={t('popupImageSizeHint')} error={errors.imageWidth} />
            <InputField label={t('popupImageHeight')} value={form.imageHeight} onChange={set('imageHeight')} inputMode="numeric" error={errors.imageHeight} />
          </div>
          <div className="grid gap-3 sm:grid-cols-2">
            <InputField label={t('popupButtonText')} value={form.buttonText} onChange={set('buttonText')} maxLength={40} error={errors.buttonText} autoComplete="off" />
            <InputField label={t('popupButtonUrl')} value={form.buttonUrl} onChange={set('buttonUrl')} hint={t('popupButtonUrlHint')} error={errors.buttonUrl} autoComplete="off" />
          </div>
          <InputField
            label={t('popupCloseText')}
            value={form.closeButtonText}
            onChange={set('closeButtonText')}
            maxLength={40}
            hint={t('popupCloseTextHint')}
            error={errors.closeButtonText}
            autoComplete="off"
          />
          <PopupMediaField kind="sound" value={form.sound} error={errors.sound} onChange={(sound) => setForm((f) => ({ ...f, sound }))} />
        </section>

        <section aria-labelledby="popup-rules" className="grid grid-cols-[minmax(0,1fr)] gap-3 rounded-2xl bg-surface p-4 ring-1 ring-white/10">
          <h2 id="popup-rules" className="text-lg font-semibold">
            {t('popupRulesHeading')}
          </h2>
          <div className="flex flex-wrap gap-3">
            <ToggleBox label={t('popupAutoShow')} checked={form.autoShow} onChange={set('autoShow')} />
            <ToggleBox label={t('popupShowOnLoad')} checked={form.showOnLoad} onChange={set('showOnLoad')} />
            <ToggleBox label={t('popupDismissible')} checked={form.dismissible} onChange={set('dismissible')} />
          </div>
          <div className="grid gap-3 sm:grid-cols-2">
            <InputField label={t('popupDelay')} value={form.delay} onChange={set('delay')} inputMode="numeric" hint={t('popupDelayHint')} error={errors.delay} />
            <SelectField
              label={t('popupDevice')}
              placeholder={t('popupDeviceAll')}
              value={form.deviceType}
              options={devices}
              onChange={(value) => set('deviceType')((value || 'all') as PopupForm['deviceType'])}
            />
          </div>
          <TextAreaField label={t('popupPages')} value={form.showOnPages} onChange={set('showOnPages')} hint={t('popupPagesHint')} error={errors.showOnPages} />
        </section>

        <div className="flex flex-wrap items-center justify-end gap-3">
          {changed && <span className="mr-auto text-sm text-gold">{t('popupUnsaved')}</span>}
          {changed && (
            <Button
              variant="ghost"
              onClick={() => {
                setForm(popupToForm(saved));
                setErrors({});
              }}
            >
              {t('popupReset')}
            </Button>
          )}
          <Button type="submit" disabled={save.isPending || !changed} aria-busy={save.isPending || undefined}>
            {save.isPending ? t('popupSaving') : t('popupSave')}
          </Button>
        </div>
      </form>
      <div className="min-w-0 lg:sticky lg:top-20">
        <PopupPreview config={previewConfig(form)} />
      </div>
    </div>
  );
}

export default function PopupScreen() {
  const { t } = useTranslation('admin');
  const popup = useQuery(adminPopupQueryOptions());
  return (
    <>
      <ScreenHeading title={t('popupTitle')} intro={t('popupIntro')} />
      {popup.isPending && <Skeleton className="h-96 rounded-2xl" />}
      {popup.isError && <LoadError message={t('loadFailed')} onRetry={() => void popup.refetch()} isRetrying={popup.isFetching} />}
      {popup.data && <PopupEditor saved={popup.data} />}
    </>
  );
}
