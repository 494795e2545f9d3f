// The audit log's filters. They apply on submit and go into the URL query (lib/audit-filters.ts),
// which the screen reads; the form starts from what the URL says.
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { AUDIT_ACTIONS } from '@ott/contract';
import { Button } from '@/ui/button.tsx';
import { InputField } from '@/ui/input-field.tsx';
import { SelectField } from '@/ui/select-field.tsx';
import { AUDIT_TARGET_TYPES, checkAuditFilters, EMPTY_FILTERS, type AuditFilters } from '../lib/audit-filters.ts';
import { actionKey, targetKey } from '../lib/audit-labels.ts';

export function AuditFiltersForm({ initial, onApply }: { initial: AuditFilters; onApply(filters: AuditFilters): void }) {
  const { t } = useTranslation('admin');
  const [filters, setFilters] = useState(initial);
  const [errors, setErrors] = useState<ReturnType<typeof checkAuditFilters>>({});
  const set = (key: keyof AuditFilters) => (value: string) => {
    setFilters((f) => ({ ...f, [key]: value }));
    setErrors((e) => ({ ...e, [key]: undefined }));
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = { ...filters, actor: filters.actor.trim() };
    const found = checkAuditFilters(trimmed);
    setErrors(found);
    if (Object.keys(found).length === 0) onApply(trimmed);
  };
  const clear = () => {
    setFilters(EMPTY_FILTERS);
    setErrors({});
    onApply(EMPTY_FILTERS);
  };
  return (
    <form noValidate onSubmit={submit} aria-label={t('filters')} className="grid grid-cols-2 gap-4 rounded-2xl bg-surface p-4 ring-1 ring-white/10 md:p-5 lg:grid-cols-5">
      <SelectField
        className="col-span-2 lg:col-span-1"
        label={t('filterAction')}
        placeholder={t('anyAction')}
        value={filters.action}
        options={AUDIT_ACTIONS.map((value) => ({ value, label: t(actionKey(value)) }))}
        onChange={set('action')}
      />
      <InputField
        className="col-span-2 lg:col-span-1"
        label={t('filterActor')}
        value={filters.actor}
        onChange={set('actor')}
        inputMode="numeric"
        autoComplete="off"
        placeholder={t('filterActorHint')}
        error={errors.actor ? t(errors.actor) : null}
      />
      <SelectField
        className="col-span-2 lg:col-span-1"
        label={t('filterTargetType')}
        placeholder={t('anyTargetType')}
        value={filters.target_type}
        options={AUDIT_TARGET_TYPES.map((value) => ({ value, label: t(targetKey(value)) }))}
        onChange={set('target_type')}
      />
      <InputField label={t('filterFrom')} type="date" value={filters.from} onChange={set('from')} max={filters.to || undefined} />
      <InputField label={t('filterTo')} type="date" value={filters.to} onChange={set('to')} min={filters.from || undefined} error={errors.to ? t(errors.to) : null} />
      <div className="col-span-2 flex justify-end gap-3 lg:col-span-5">
        <Button variant="ghost" onClick={clear}>
          {t('clearFilters')}
        </Button>
        <Button type="submit">{t('applyFilters')}</Button>
      </div>
    </form>
  );
}
