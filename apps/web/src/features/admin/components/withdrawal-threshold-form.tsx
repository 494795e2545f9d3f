// The approval threshold in rupees (stored in paise on the server): checked with the contract's
// schema before it is sent, so the words are the server's own; saving is audited.
import { useEffect, useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { toast } from 'sonner';
import { useTranslation } from 'react-i18next';
import { formatRupees, WithdrawalSettingsBody } from '@ott/contract';
import { Button } from '@/ui/button.tsx';
import { InputField } from '@/ui/input-field.tsx';
import { SectionCard } from '@/ui/section-card.tsx';
import { useSaveThreshold, withdrawalSettingsOptions } from '../api/withdrawals.ts';
import { errorMessage, translateMessage } from '../lib/server-message.ts';

export function WithdrawalThresholdForm() {
  const { t } = useTranslation('admin');
  const settings = useQuery(withdrawalSettingsOptions());
  const save = useSaveThreshold();
  const [value, setValue] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const current = settings.data?.approval_threshold;
  useEffect(() => {
    if (current !== undefined) setValue(String(current));
  }, [current]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = WithdrawalSettingsBody.safeParse({ approval_threshold: value });
    if (!parsed.success) {
      setProblem(translateMessage(t, parsed.error.issues[0]?.message));
      return;
    }
    setProblem(null);
    save.mutate(value.trim(), { onSuccess: (result) => toast.success(translateMessage(t, result.message)) });
  };
  const shown = problem ?? (save.isError ? errorMessage(t, save.error) : null);
  return (
    <SectionCard
      title={t('wdThresholdTitle')}
      action={current !== undefined && <span className="text-sm font-semibold tabular-nums text-white/80">{t('wdThresholdNow', { amount: formatRupees(current) })}</span>}
      className="mb-6"
    >
      <form noValidate onSubmit={submit} className="grid gap-3 md:grid-cols-[minmax(0,20rem)_auto] md:items-start md:justify-start">
        <InputField
          label={t('wdThresholdLabel')}
          value={value}
          onChange={setValue}
          inputMode="decimal"
          autoComplete="off"
          maxLength={12}
          error={shown}
          hint={settings.data?.is_default ? t('wdThresholdDefault') : t('wdThresholdIntro')}
          disabled={!settings.data}
        />
        <Button type="submit" className="md:mt-7" disabled={!settings.data || save.isPending} aria-busy={save.isPending || undefined}>
          {save.isPending ? t('wdThresholdSaving') : t('wdThresholdSave')}
        </Button>
      </form>
    </SectionCard>
  );
}
