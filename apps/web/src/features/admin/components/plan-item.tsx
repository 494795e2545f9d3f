// One plan in the console: its price, days and marks, the visible and popular switches (saved at
// once), and an editor for every field (saved together).
import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { useTranslation } from 'react-i18next';
import { paiseToRupeeText, UpdatePlanBody, type AdminPlan } from '@ott/contract';
import { Button } from '@/ui/button.tsx';
import { cn } from '@/ui/cn.ts';
import { useUpdatePlan } from '../api/plans-popup.ts';
import { planErrors } from '../lib/plan-errors.ts';
import { formToBody, planToForm, type PlanForm } from '../lib/plan-form.ts';
import { errorMessage, translateMessage } from '../lib/server-message.ts';
import { ToggleBox } from './order-controls.tsx';
import { PlanFields, type PlanErrors } from './plan-fields.tsx';

export function PlanItem({ plan }: { plan: AdminPlan }) {
  const { t } = useTranslation('admin');
  const update = useUpdatePlan();
  const [open, setOpen] = useState(false);
  const [form, setForm] = useState<PlanForm>(() => planToForm(plan));
  const [errors, setErrors] = useState<PlanErrors>({});
  const editorId = `plan-${plan.id}-editor`;

  const send = (body: UpdatePlanBody, after?: () => void) =>
    update.mutate(
      { id: plan.id, body },
      {
        onSuccess: (result) => {
          setErrors({});
          after?.();
          toast.success(translateMessage(t, result.message));
        },
        onError: (err) => toast.error(errorMessage(t, err)),
      },
    );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (update.isPending) return;
    const parsed = UpdatePlanBody.safeParse(formToBody(form));
    if (!parsed.success) return setErrors(planErrors(t, parsed.error.issues));
    send(formToBody(form), () => setOpen(false));
  };

  const toggleEditor = () => {
    if (!open) setForm(planToForm(plan));
    setErrors({});
    setOpen(!open);
  };

  return (
    <li className={cn('rounded-2xl bg-surface p-4 ring-1 ring-white/10', !plan.is_active && 'bg-surface/60')} aria-label={plan.name}>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="flex flex-wrap items-center gap-x-2 gap-y-1 font-semibold">
            <span className="break-words">{plan.name}</span>
            {plan.popular && <span className="rounded-full bg-gold/20 px-2 py-0.5 text-xs font-semibold text-gold">{t('planPopularMark')}</span>}
            {!plan.is_active && <span className="rounded-full bg-white/10 px-2 py-0.5 text-xs font-semibold text-white/80">{t('planHidden')}</span>}
            {plan.badge && <span className="rounded-full bg-brand/20 px-2 py-0.5 text-xs font-semibold text-white/90">{plan.badge}</span>}
          </p>
          <p className="text-sm text-white/80 tabular-nums">{t('planSummary', { price: paiseToRupeeText(plan.price_paise), days: plan.duration_days })}</p>
          <p className="text-xs text-muted">{t('planOrders', { count: plan.orders_count })}</p>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <ToggleBox label={t('planVisible')} checked={plan.is_active} disabled={update.isPending} onChange={(isActive) => send({ is_active: isActive })} />
          <ToggleBox label={t('planPopularMark')} checked={plan.popular} disabled={update.isPending} onChange={(popular) => send({ popular })} />
          <Button variant="secondary" onClick={toggleEditor} aria-expanded={open} aria-controls={editorId} aria-label={open ? t('planClose') : t('planEditLabel', { name: plan.name })}>
            {open ? t('planClose') : t('planEdit')}
          </Button>
        </div>
      </div>
      {open && (
        <form id={editorId} onSubmit={submit} noValidate className="mt-4 border-t border-white/10 pt-4">
          <PlanFields form={form} errors={errors} onChange={setForm} />
          <p className="mt-2 text-xs text-muted">{t('planPopularOnlyOne')}</p>
          <div className="mt-3 flex justify-end gap-2">
            <Button variant="ghost" onClick={() => setForm(planToForm(plan))}>
              {t('planReset')}
            </Button>
            <Button type="submit" disabled={update.isPending} aria-busy={update.isPending || undefined}>
              {update.isPending ? t('planSaving') : t('planSave')}
            </Button>
          </div>
        </form>
      )}
    </li>
  );
}
