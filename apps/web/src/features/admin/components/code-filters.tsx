// The codes list's filters: code prefix (searched after the typing pause), plan and status; a batch
// filter (set from a batch link) shows as a chip that clears it.
import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { X } from 'lucide-react';
import { CODE_STATUSES, SEARCH_DEBOUNCE_MS } from '@ott/contract';
import { plansQueryOptions } from '@/api/payments/list-plans.ts';
import { useDebouncedValue } from '@/lib/use-debounced-value.ts';
import { InputField } from '@/ui/input-field.tsx';
import { SelectField } from '@/ui/select-field.tsx';
import type { CodeFilterValues } from '../api/codes.ts';

export function CodeFilters({
  filters,
  onChange,
}: {
  filters: CodeFilterValues;
  onChange(next: CodeFilterValues): void;
}) {
  const { t } = useTranslation('admin');
  const plans = useQuery(plansQueryOptions());
  const [text, setText] = useState(filters.q);
  const [typed] = useDebouncedValue(text.trim().toUpperCase(), SEARCH_DEBOUNCE_MS);
  useEffect(() => {
    if (typed !== filters.q) onChange({ ...filters, q: typed });
  }, [typed, filters, onChange]);
  const planOptions = (plans.data ?? []).map((plan) => ({
    value: String(plan.id),
    label: plan.name,
  }));
  const statusOptions = CODE_STATUSES.map((status) => ({
    value: status,
    label: t(`codeStatus_${status}`),
  }));
  return (
    <div role="search" className="grid gap-3 sm:grid-cols-3">
      <InputField
        label={t('codesFilterSearch')}
        value={text}
        onChange={setText}
        maxLength={40}
        autoComplete="off"
        spellCheck={false}
      />
      <SelectField
        label={t('codesFilterPlan')}
        placeholder={t('codesAnyPlan')}
        value={filters.plan}
        options={planOptions}
        onChange={(plan) => onChange({ ...filters, plan })}
      />
      <SelectField
        label={t('codesFilterStatus')}
        placeholder={t('codesAnyStatus')}
        value={filters.status}
        options={statusOptions}
        onChange={(status) => onChange({ ...filters, status })}
      />
      {filters.batch && (
        <p className="flex flex-wrap items-center gap-2 text-sm sm:col-span-3">
          <span className="rounded-full bg-white/10 px-3 py-1">
            {t('codesBatchFilter', { id: filters.batch })}
          </span>
          <button
            type="button"
            onClick={() => onChange({ ...filters, batch: '' })}
            className="inline-flex items-center gap-1 rounded-lg px-2 py-1 text-white/75 hover:bg-white/8 hover:text-white"
          >
            <X aria-hidden="true" className="size-4" />
            {t('codesBatchFilterClear')}
          </button>
        </p>
      )}
    </div>
  );
}
