// Every editable field of a title (TitleFieldsInput). The contract's checks run before anything is
// sent (UpdateTitleBody and the rental rule); only the changed fields go out (PATCH); the server's
// refusal shows under its fields or above the buttons.
import { useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Plus, X } from 'lucide-react';
import { toast } from 'sonner';
import { useTranslation } from 'react-i18next';
import type { AdminTitle } from '@ott/contract';
import { useCategories } from '@/api/catalogue/list-categories.ts';
import { problemsOf, useValidationMessages } from '@/ui/validation-message.ts';
import { ApiError } from '@/lib/api-client.ts';
import { Button } from '@/ui/button.tsx';
import { fieldControlClass, FormField } from '@/ui/form-field.tsx';
import { InputField } from '@/ui/input-field.tsx';
import { SectionCard } from '@/ui/section-card.tsx';
import { SelectField } from '@/ui/select-field.tsx';
import { useUpdateTitle } from '../api/titles.ts';
import { errorMessage, translateMessage } from '../lib/server-message.ts';
import { changedFields, checkTitleForm, formValuesOf, type TitleFormErrors, type TitleFormValues } from '../lib/title-form.ts';
import { ArtworkPicker } from './artwork-picker.tsx';
import { RegionCascade } from './region-cascade.tsx';

const TYPES = ['free', 'paid', 'rental'] as const;
const MAX_PRICES = 5;

/** The server's field errors (`errors`, first of each, as it sent them). */
function fieldErrorsOf(error: unknown): TitleFormErrors {
  const fields: TitleFormErrors = {};
  if (!(error instanceof ApiError)) return fields;
  const data = error.data as { errors?: Record<string, string[]> } | null;
  for (const [field, messages] of Object.entries(data?.errors ?? {})) if (messages[0]) fields[field] ??= messages[0];
  return fields;
}

function Toggle({ label, checked, onChange, disabled }: { label: string; checked: boolean; onChange(next: boolean): void; disabled?: boolean }) {
  return (
    <label className="flex h-11 cursor-pointer items-center gap-3 rounded-lg bg-surface-2 px-3 ring-1 ring-white/10 focus-within:ring-2 focus-within:ring-brand-2">
      <input type="checkbox" className="size-4 accent-brand" checked={checked} disabled={disabled} onChange={(event) => onChange(event.target.checked)} />
      <span className="text-sm">{label}</span>
    </label>
  );
}

function Group({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="grid gap-4 border-t border-white/10 pt-5 first:border-t-0 first:pt-0">
      <h3 className="text-sm font-semibold tracking-wide text-white/60 uppercase">{title}</h3>
      {children}
    </div>
  );
}

export function TitleEditForm({ title }: { title: AdminTitle }) {
  const { t } = useTranslation('admin');
  const update = useUpdateTitle(title.id);
  const categories = useCategories();
  const { describe, fieldMessages } = useValidationMessages();
  const [initial, setInitial] = useState<TitleFormValues>(() => formValuesOf(title));
  const [values, setValues] = useState<TitleFormValues>(initial);
  const [errors, setErrors] = useState<TitleFormErrors>({});
  const [serverProblems, setServerProblems] = useState<{ message: string; problems: string[] } | null>(null);
  const form = useRef<HTMLFormElement>(null);
  const dirty = Object.keys(changedFields(initial, values)).length > 0;
  const busy = update.isPending;

  const set = <K extends keyof TitleFormValues>(key: K, value: TitleFormValues[K], clear: string[] = [key]) => {
    setValues((v) => ({ ...v, [key]: value }));
    setErrors((e) => Object.fromEntries(Object.entries(e).filter(([k]) => !clear.some((c) => k === c || k.startsWith(`${c}.`)))));
    setServerProblems(null);
  };
  const err = (key: string) => (errors[key] ? translateMessage(t, errors[key]) : null);
  const focusFirstInvalid = () => requestAnimationFrame(() => form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const checked = checkTitleForm(initial, values);
    if ('errors' in checked) {
      setErrors(checked.errors);
      focusFirstInvalid();
      return;
    }
    if (Object.keys(checked.body).length === 0) {
      toast(t('nothingChanged'));
      return;
    }
    setErrors({});
    setServerProblems(null);
    update.mutate(checked.body, {
      onSuccess: (result) => {
        toast.success(translateMessage(t, result?.message ?? t('msg_saved')));
        if (result?.title) {
          const saved = formValuesOf(result.title);
          setInitial(saved);
          setValues(saved);
        } else setInitial(values);
      },
      onError: (error) => {
        setErrors({ ...fieldErrorsOf(error), ...fieldMessages(error) });
        setServerProblems({ message: errorMessage(t, error), problems: problemsOf(error).map(describe) });
        focusFirstInvalid();
      },
    });
  };

  const prices = values.rental_prices;
  return (
    <SectionCard title={t('detailsTitle')}>
      <form ref={form} noValidate onSubmit={submit} className="grid gap-6" aria-label={t('detailsTitle')}>
        <Group title={t('groupAbout')}>
          <InputField label={t('fieldTitle')} value={values.title} maxLength={200} disabled={busy} onChange={(v) => set('title', v)} error={err('title')} />
          <FormField label={t('fieldDescription')} error={err('description')}>
            {(control) => (
              <textarea
                {...control}
                rows={5}
                maxLength={5000}
                value={values.description}
                disabled={busy}
                onChange={(event) => set('description', event.target.value)}
                className={fieldControlClass(Boolean(errors.description), 'h-auto py-2 text-white')}
              />
            )}
          </FormField>
          <div className="grid gap-4 sm:grid-cols-2">
            <InputField label={t('fieldMood1')} value={values.mood1} maxLength={40} disabled={busy} onChange={(v) => set('mood1', v)} error={err('mood1')} />
            <InputField label={t('fieldMood2')} value={values.mood2} maxLength={40} disabled={busy} onChange={(v) => set('mood2', v)} error={err('mood2')} />
            <SelectField
              label={t('fieldCategory')}
              placeholder={t('noCategory')}
              value={values.category_id}
              disabled={busy}
              options={[
                ...(categories.data ?? []).map((c) => ({ value: String(c.id), label: c.name })),
                ...(title.category_id !== null && title.category_name && !categories.data?.some((c) => c.id === title.category_id)
                  ? [{ value: String(title.category_id), label: title.category_name }]
                  : []),
              ]}
              onChange={(v) => set('category_id', v)}
              error={err('category_id')}
            />
            <InputField label={t('fieldReleaseDate')} type="date" value={values.release_date} disabled={busy} onChange={(v) => set('release_date', v)} error={err('release_date')} />
          </div>
        </Group>

        <Group title={t('groupAccess')}>
          <div className="grid gap-4 sm:grid-cols-2">
            <SelectField
              label={t('fieldType')}
              placeholder={t('chooseType')}
              value={values.video_type}
              disabled={busy}
              required
              options={TYPES.map((value) => ({ value, label: t(`type_${value}`) }))}
              onChange={(v) => {
                if (!v) return;
                set('video_type', v as TitleFormValues['video_type'], ['video_type', 'rental_prices']);
              }}
              error={err('video_type')}
            />
            <div className="sm:pt-7">
              <Toggle label={t('field4k')} checked={values.is_4k} disabled={busy} onChange={(v) => set('is_4k', v)} />
            </div>
            <p className="text-xs text-muted sm:col-span-2">{t('premiumNote')}</p>
          </div>
          {values.video_type === 'rental' && (
            <fieldset className="grid gap-3" aria-describedby={errors.rental_prices ? 'rental-prices-error' : undefined}>
              <legend className="mb-1 text-sm font-medium text-white/80">{t('rentalPrices')}</legend>
              {prices.map((row, i) => (
                <div key={i} className="grid grid-cols-[minmax(0,1fr)_minmax(0,1fr)_auto] items-start gap-3">
                  <InputField
                    label={t('priceRupees', { n: i + 1 })}
                    inputMode="decimal"
                    value={row.rental_price}
                    disabled={busy}
                    onChange={(v) => set('rental_prices', prices.map((p, j) => (j === i ? { ...p, rental_price: v } : p)), [`rental_prices.${i}.rental_price`, 'rental_prices'])}
                    error={err(`rental_prices.${i}.rental_price`)}
                  />
                  <InputField
                    label={t('rentalDays', { n: i + 1 })}
                    inputMode="numeric"
                    value={row.rental_duration}
                    disabled={busy}
                    onChange={(v) => set('rental_prices', prices.map((p, j) => (j === i ? { ...p, rental_duration: v } : p)), [`rental_prices.${i}.rental_duration`, 'rental_prices'])}
                    error={err(`rental_prices.${i}.rental_duration`)}
                  />
                  <Button
                    variant="ghost"
                    className="mt-7 h-11 w-11 px-0"
                    aria-label={t('removePrice', { n: i + 1 })}
                    disabled={busy}
                    onClick={() => set('rental_prices', prices.filter((_, j) => j !== i), ['rental_prices'])}
                  >
                    <X aria-hidden="true" className="size-4" />
                  </Button>
                </div>
              ))}
              {prices.length === 0 && <p className="text-sm text-white/60">{t('noPrices')}</p>}
              {errors.rental_prices && (
                <p id="rental-prices-error" role="alert" className="text-xs text-brand-2">
                  {err('rental_prices')}
                </p>
              )}
              {prices.length < MAX_PRICES && (
                <Button
                  variant="secondary"
                  size="sm"
                  className="justify-self-start"
                  disabled={busy}
                  onClick={() => set('rental_prices', [...prices, { rental_price: '', rental_duration: '' }], ['rental_prices'])}
                >
                  <Plus aria-hidden="true" className="size-4" />
                  {t('addPrice')}
                </Button>
              )}
            </fieldset>
          )}
        </Group>

        <Group title={t('groupPlacement')}>
          <RegionCascade value={values.region} saved={title.region} disabled={busy} onChange={(region) => set('region', region)} error={err('region')} />
        </Group>

        <Group title={t('groupArtwork')}>
          <ArtworkPicker title={title} orientation="landscape" value={values.landscape_image} disabled={busy} onChange={(path) => set('landscape_image', path)} />
          {errors.landscape_image && <p className="text-xs text-brand-2">{err('landscape_image')}</p>}
          <ArtworkPicker title={title} orientation="portrait" value={values.portrait_image} disabled={busy} onChange={(path) => set('portrait_image', path)} />
          {errors.portrait_image && <p className="text-xs text-brand-2">{err('portrait_image')}</p>}
        </Group>

        {serverProblems && (
          <div role="alert" className="rounded-xl bg-brand/10 p-3 text-sm ring-1 ring-brand-2/50">
            <p>{serverProblems.message}</p>
            {serverProblems.problems.length > 0 && (
              <ul className="mt-1 list-disc pl-5">
                {serverProblems.problems.map((p) => (
                  <li key={p}>{p}</li>
                ))}
              </ul>
            )}
          </div>
        )}
        {errors.form && <p className="text-sm text-brand-2">{err('form')}</p>}
        <div className="sticky bottom-0 -mx-5 flex flex-wrap items-center gap-3 border-t border-white/10 bg-surface/95 px-5 py-3 backdrop-blur md:-mx-6 md:px-6">
          <Button type="submit" disabled={busy} aria-busy={busy || undefined}>
            {busy ? t('saving') : t('saveChanges')}
          </Button>
          <Button
            variant="ghost"
            disabled={busy || !dirty}
            onClick={() => {
              setValues(initial);
              setErrors({});
              setServerProblems(null);
            }}
          >
            {t('discardChanges')}
          </Button>
          {dirty && <span className="text-xs text-white/60">{t('unsavedChanges')}</span>}
        </div>
      </form>
    </SectionCard>
  );
}
