// Grant or extend a subscription (issue 17.1): days, a reason and the plan (the viewer's own by
// default). One key per opening of the form, so a retried submit grants the days once.
import { useState } from 'react';
import { toast } from 'sonner';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { GrantSubscriptionBody, type ViewerDetailResponse } from '@ott/contract';
import { plansQueryOptions } from '@/api/payments/list-plans.ts';
import { InputField } from '@/ui/input-field.tsx';
import { SelectField } from '@/ui/select-field.tsx';
import { useGrantSubscription } from '../api/viewers.ts';
import { errorMessage, translateMessage } from '../lib/server-message.ts';
import { ViewerFormDialog } from './viewer-form-dialog.tsx';

type Field = 'days' | 'reason' | 'plan_id';

export function GrantSubscriptionDialog({ viewer, open, onClose }: { viewer: ViewerDetailResponse['viewer']; open: boolean; onClose(): void }) {
  const { t } = useTranslation('admin');
  const grant = useGrantSubscription(viewer.id);
  const plans = useQuery({ ...plansQueryOptions(), enabled: open });
  const [key, setKey] = useState(() => crypto.randomUUID());
  const [days, setDays] = useState('30');
  const [reason, setReason] = useState('');
  const [planId, setPlanId] = useState('');
  const [problems, setProblems] = useState<Partial<Record<Field, string>>>({});
  const current = viewer.subscription.plan_name;
  const close = () => {
    grant.reset();
    setReason('');
    setProblems({});
    setKey(crypto.randomUUID());
    onClose();
  };
  const submit = () => {
    const parsed = GrantSubscriptionBody.safeParse({ days, reason, key, ...(planId ? { plan_id: planId } : {}) });
    if (!parsed.success) {
      const found: Partial<Record<Field, string>> = {};
      for (const issue of parsed.error.issues) found[issue.path[0] as Field] ??= translateMessage(t, issue.message);
      setProblems(found);
      return;
    }
    setProblems({});
    grant.mutate(parsed.data, {
      onSuccess: (result) => {
        toast.success(translateMessage(t, result.message));
        close();
      },
    });
  };
  const options = (plans.data ?? []).map((plan) => ({ value: String(plan.id), label: `${plan.name} (${plan.duration_text})` }));
  return (
    <ViewerFormDialog
      open={open}
      onClose={close}
      onSubmit={submit}
      title={t('viewerGrantTitle')}
      intro={t('viewerGrantIntro')}
      isPending={grant.isPending}
      error={grant.isError ? errorMessage(t, grant.error) : null}
      labels={{ cancel: t('cancel'), confirm: t('viewerGrant'), pending: t('viewerGranting') }}
    >
      <InputField label={t('viewerGrantDays')} value={days} onChange={setDays} type="number" inputMode="numeric" min={1} max={366} required error={problems.days} />
      <SelectField
        label={t('viewerGrantPlan')}
        placeholder={current ? t('viewerGrantPlanCurrent', { plan: current }) : t('viewerGrantPlanChoose')}
        value={planId}
        options={options}
        onChange={setPlanId}
        error={problems.plan_id}
      />
      <InputField label={t('viewerGrantReason')} value={reason} onChange={setReason} maxLength={200} required error={problems.reason} />
    </ViewerFormDialog>
  );
}
