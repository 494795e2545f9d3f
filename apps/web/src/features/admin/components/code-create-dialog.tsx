// New codes (issue 17.4): generate a batch (count, optional prefix) or type one code, with the
// plan, uses per code and the last valid day (India time). One key per opening of the form, so a
// double click or a retried submit makes one batch; the batch's page then shows the new codes.
import { useState } from 'react';
import { toast } from 'sonner';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { CreateCodesBody, MAX_CODES_PER_BATCH, type CreateCodesResponse } from '@ott/contract';
import { plansQueryOptions } from '@/api/payments/list-plans.ts';
import { InputField } from '@/ui/input-field.tsx';
import { SelectField } from '@/ui/select-field.tsx';
import { useCreateCodes } from '../api/codes.ts';
import { todayInIndia } from '../lib/code-dates.ts';
import { errorMessage, translateMessage } from '../lib/server-message.ts';
import { ViewerFormDialog } from './viewer-form-dialog.tsx';

type Field = 'plan_id' | 'count' | 'uses' | 'valid_until' | 'prefix' | 'code';
const EMPTY = { plan: '', count: '10', uses: '1', validUntil: '', prefix: '', code: '' };

export function CodeCreateDialog({
  open,
  onClose,
  onCreated,
}: {
  open: boolean;
  onClose(): void;
  onCreated(result: CreateCodesResponse): void;
}) {
  const { t } = useTranslation('admin');
  const create = useCreateCodes();
  const plans = useQuery({ ...plansQueryOptions(), enabled: open });
  const [key, setKey] = useState(() => crypto.randomUUID());
  const [typed, setTyped] = useState(false);
  const [form, setForm] = useState(EMPTY);
  const [problems, setProblems] = useState<Partial<Record<Field, string>>>({});
  const set = (field: keyof typeof EMPTY, problem: Field) => (value: string) => {
    setForm((old) => ({ ...old, [field]: value }));
    // A changed field's old complaint no longer applies.
    setProblems((old) => ({ ...old, [problem]: undefined }));
  };
  const close = () => {
    create.reset();
    setForm(EMPTY);
    setProblems({});
    setKey(crypto.randomUUID());
    onClose();
  };
  const submit = () => {
    const parsed = CreateCodesBody.safeParse({
      key,
      plan_id: form.plan,
      count: typed ? 1 : form.count,
      uses: form.uses,
      valid_until: form.validUntil,
      ...(typed ? { code: form.code } : { prefix: form.prefix }),
    });
    if (!parsed.success) {
      const found: Partial<Record<Field, string>> = {};
      for (const issue of parsed.error.issues)
        found[issue.path[0] as Field] ??= translateMessage(t, issue.message);
      setProblems(found);
      return;
    }
    setProblems({});
    create.mutate(parsed.data, {
      onSuccess: (result) => {
        toast.success(translateMessage(t, result.message));
        close();
        onCreated(result);
      },
    });
  };
  const planOptions = (plans.data ?? []).map((plan) => ({
    value: String(plan.id),
    label: `${plan.name} (${plan.duration_text})`,
  }));
  const modes = [
    { value: false, label: t('codesModeGenerate') },
    { value: true, label: t('codesModeTyped') },
  ];
  return (
    <ViewerFormDialog
      open={open}
      onClose={close}
      onSubmit={submit}
      title={t('codesCreateTitle')}
      intro={t('codesCreateIntro')}
      isPending={create.isPending}
      error={create.isError ? errorMessage(t, create.error) : null}
      labels={{ cancel: t('cancel'), confirm: t('codesCreate'), pending: t('codesCreating') }}
    >
      <fieldset className="flex flex-wrap gap-2">
        <legend className="sr-only">{t('codesModeLabel')}</legend>
        {modes.map((mode) => (
          <label
            key={mode.label}
            className="flex cursor-pointer items-center gap-2 rounded-lg bg-white/5 px-3 py-2 text-sm ring-1 ring-white/15 has-[:checked]:bg-white/12 has-[:checked]:ring-white/40"
          >
            <input
              type="radio"
              name="codes-mode"
              checked={typed === mode.value}
              onChange={() => setTyped(mode.value)}
              className="accent-brand"
            />
            {mode.label}
          </label>
        ))}
      </fieldset>
      <SelectField
        label={t('codesPlan')}
        placeholder={t('codesChoosePlan')}
        value={form.plan}
        options={planOptions}
        onChange={set('plan', 'plan_id')}
        error={problems.plan_id}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        {typed ? (
          <InputField
            label={t('codesTyped')}
            value={form.code}
            onChange={set('code', 'code')}
            maxLength={32}
            autoComplete="off"
            spellCheck={false}
            error={problems.code}
          />
        ) : (
          <InputField
            label={t('codesCount')}
            value={form.count}
            onChange={set('count', 'count')}
            type="number"
            inputMode="numeric"
            min={1}
            max={MAX_CODES_PER_BATCH}
            error={problems.count}
          />
        )}
        <InputField
          label={t('codesUses')}
          value={form.uses}
          onChange={set('uses', 'uses')}
          type="number"
          inputMode="numeric"
          min={1}
          error={problems.uses}
        />
      </div>
      <InputField
        label={t('codesValidUntil')}
        value={form.validUntil}
        onChange={set('validUntil', 'valid_until')}
        type="date"
        min={todayInIndia()}
        hint={t('codesValidUntilHint')}
        error={problems.valid_until}
      />
      {!typed && (
        <InputField
          label={t('codesPrefix')}
          value={form.prefix}
          onChange={set('prefix', 'prefix')}
          maxLength={8}
          autoComplete="off"
          hint={t('codesPrefixHint')}
          error={problems.prefix}
        />
      )}
    </ViewerFormDialog>
  );
}
