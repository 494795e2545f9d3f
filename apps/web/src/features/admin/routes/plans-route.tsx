// /admin/plans (finance): every plan, hidden ones included, with quick visible and popular switches,
// an editor for every field, and a form to add one. Plans are never deleted: orders point at them.
import { useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { toast } from 'sonner';
import { useTranslation } from 'react-i18next';
import { CreatePlanBody } from '@ott/contract';
import { Button } from '@/ui/button.tsx';
import { LoadError } from '@/ui/load-error.tsx';
import { Skeleton } from '@/ui/skeleton.tsx';
import { adminPlansQueryOptions, useCreatePlan } from '../api/plans-popup.ts';
import { PlanFields, type PlanErrors } from '../components/plan-fields.tsx';
import { PlanItem } from '../components/plan-item.tsx';
import { ScreenHeading } from '../components/screen-heading.tsx';
import { planErrors } from '../lib/plan-errors.ts';
import { EMPTY_PLAN_FORM, formToBody, type PlanForm } from '../lib/plan-form.ts';
import { errorMessage, translateMessage } from '../lib/server-message.ts';

function AddPlanForm() {
  const { t } = useTranslation('admin');
  const create = useCreatePlan();
  const [form, setForm] = useState<PlanForm>(EMPTY_PLAN_FORM);
  const [errors, setErrors] = useState<PlanErrors>({});
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (create.isPending) return;
    const parsed = CreatePlanBody.safeParse(formToBody(form));
    if (!parsed.success) return setErrors(planErrors(t, parsed.error.issues));
    create.mutate(formToBody(form), {
      onSuccess: (result) => {
        setForm(EMPTY_PLAN_FORM);
        setErrors({});
        toast.success(translateMessage(t, result.message));
      },
      onError: (err) => toast.error(errorMessage(t, err)),
    });
  };
  return (
    <section aria-labelledby="add-plan" className="mt-8 rounded-2xl bg-surface p-4 ring-1 ring-white/10">
      <h2 id="add-plan" className="mb-3 text-lg font-semibold">
        {t('planAddHeading')}
      </h2>
      <form onSubmit={submit} noValidate>
        <PlanFields form={form} errors={errors} onChange={setForm} />
        <div className="mt-3 flex justify-end">
          <Button type="submit" disabled={create.isPending} aria-busy={create.isPending || undefined}>
            {create.isPending ? t('planAdding') : t('planAdd')}
          </Button>
        </div>
      </form>
    </section>
  );
}

export default function PlansScreen() {
  const { t } = useTranslation('admin');
  const list = useQuery(adminPlansQueryOptions());
  const rows = list.data ?? [];
  return (
    <>
      <ScreenHeading title={t('plansTitle')} intro={t('plansIntro')} />
      <section aria-labelledby="plans-list">
        <h2 id="plans-list" className="mb-4 text-lg font-semibold">
          {t('plansList')}
        </h2>
        {list.isPending && <Skeleton className="h-64 rounded-2xl" />}
        {list.isError && <LoadError message={t('loadFailed')} onRetry={() => void list.refetch()} isRetrying={list.isFetching} />}
        {list.data && rows.length === 0 && <p className="rounded-2xl bg-surface p-6 text-center text-muted ring-1 ring-white/10">{t('plansNone')}</p>}
        {rows.length > 0 && (
          <ul aria-labelledby="plans-list" className="grid gap-3">
            {rows.map((plan) => (
              <PlanItem key={plan.id} plan={plan} />
            ))}
          </ul>
        )}
      </section>
      <AddPlanForm />
    </>
  );
}
