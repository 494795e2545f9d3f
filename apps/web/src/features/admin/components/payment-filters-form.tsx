// The payments list's filters: picked from lists or typed, applied together (Apply) and kept in the
// URL. Amounts are typed in rupees; a value that is not rupees is pointed out before anything is sent.
// On a phone the nine fields would fill the first screen, so there they fold behind a Filters button
// that says how many are on; from the md breakpoint up they are always shown.
import { useEffect, useId, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SlidersHorizontal } from 'lucide-react';
import { cn } from '@/ui/cn.ts';
import { GATEWAYS, ORDER_KINDS, ORDER_STATES, rupeeTextToPaise } from '@ott/contract';
import { usePlans } from '@/api/payments/list-plans.ts';
import { Button } from '@/ui/button.tsx';
import { InputField } from '@/ui/input-field.tsx';
import { SelectField } from '@/ui/select-field.tsx';
import {
  EMPTY_PAYMENT_FILTERS,
  PAYMENT_FILTER_KEYS,
  type PaymentFilters,
} from '../lib/payment-filters.ts';

/** `actions` (the CSV link) sit on the row of the phone-size Filters button, at its right. */
export function PaymentFiltersForm({
  filters,
  onChange,
  actions,
}: {
  filters: PaymentFilters;
  onChange(next: PaymentFilters): void;
  actions?: ReactNode;
}) {
  const { t } = useTranslation('admin');
  const plans = usePlans();
  const [draft, setDraft] = useState(filters);
  const [open, setOpen] = useState(false);
  const formId = useId();
  const active = PAYMENT_FILTER_KEYS.filter((key) => filters[key] !== '').length;
  // The URL changed from outside (Back, Clear): the fields follow.
  useEffect(() => setDraft(filters), [filters]);
  const set = (key: keyof PaymentFilters) => (value: string) =>
    setDraft((d) => ({ ...d, [key]: value }));
  const badAmount = (value: string) =>
    value.trim() && rupeeTextToPaise(value) === null ? t('payAmountInvalid') : null;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (badAmount(draft.min) || badAmount(draft.max)) return;
    onChange(draft);
    setOpen(false);
  };
  const any = t('payAny');
  return (
    <div>
      <div className="flex items-center gap-2">
        <button
          type="button"
          aria-expanded={open}
          aria-controls={formId}
          onClick={() => setOpen((was) => !was)}
          className="inline-flex h-10 items-center gap-2 rounded-lg bg-white/10 px-4 text-sm font-semibold hover:bg-white/20 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-2 md:hidden"
        >
          <SlidersHorizontal aria-hidden="true" className="size-4" />
          {t('payFiltersToggle')}{' '}
          {active > 0 && (
            <span className="rounded-full bg-brand px-2 text-xs leading-5 text-white">
              {t('payFiltersOn', { count: active })}
            </span>
          )}
        </button>
        {actions && <div className="ml-auto">{actions}</div>}
      </div>
      <form
        id={formId}
        role="search"
        aria-label={t('payFilters')}
        onSubmit={submit}
        noValidate
        className={cn(
          'mt-3 grid-cols-2 items-start gap-3 rounded-2xl bg-surface p-4 ring-1 ring-white/10 md:grid md:grid-cols-3 xl:grid-cols-5',
          open ? 'grid' : 'hidden',
        )}
      >
        <SelectField
          label={t('payFilterState')}
          placeholder={any}
          value={draft.state}
          onChange={set('state')}
          options={ORDER_STATES.map((v) => ({ value: v, label: t(`payState_${v}`) }))}
        />
        <SelectField
          label={t('payFilterKind')}
          placeholder={any}
          value={draft.kind}
          onChange={set('kind')}
          options={ORDER_KINDS.map((v) => ({ value: v, label: t(`payKind_${v}`) }))}
        />
        <SelectField
          label={t('payFilterGateway')}
          placeholder={any}
          value={draft.gateway}
          onChange={set('gateway')}
          options={GATEWAYS.map((v) => ({ value: v, label: t(`payGateway_${v}`) }))}
        />
        <SelectField
          label={t('payFilterPlan')}
          placeholder={any}
          value={draft.plan_id}
          onChange={set('plan_id')}
          options={(plans.data ?? []).map((plan) => ({ value: String(plan.id), label: plan.name }))}
        />
        <InputField
          label={t('payFilterPhone')}
          value={draft.phone}
          onChange={set('phone')}
          inputMode="numeric"
          maxLength={10}
          autoComplete="off"
        />
        <InputField
          label={t('payFilterFrom')}
          type="date"
          value={draft.from}
          onChange={set('from')}
        />
        <InputField label={t('payFilterTo')} type="date" value={draft.to} onChange={set('to')} />
        <InputField
          label={t('payFilterMin')}
          value={draft.min}
          onChange={set('min')}
          inputMode="decimal"
          error={badAmount(draft.min)}
        />
        <InputField
          label={t('payFilterMax')}
          value={draft.max}
          onChange={set('max')}
          inputMode="decimal"
          error={badAmount(draft.max)}
        />
        <div className="col-span-2 flex items-end gap-2 self-end md:col-span-1">
          <Button type="submit" className="flex-1">
            {t('payApply')}
          </Button>
          <Button
            variant="secondary"
            onClick={() => {
              onChange(EMPTY_PAYMENT_FILTERS);
              setOpen(false);
            }}
          >
            {t('payClear')}
          </Button>
        </div>
      </form>
    </div>
  );
}
