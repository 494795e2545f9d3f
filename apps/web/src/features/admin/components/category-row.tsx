// One category in the console's list: inline name and description (saved together), premium and
// visible toggles (saved at once), and its place in the order.
import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { useTranslation } from 'react-i18next';
import { ADMIN_CATALOGUE_MESSAGES, UpdateCategoryBody, type AdminCategory } from '@ott/contract';
import { Button } from '@/ui/button.tsx';
import { cn } from '@/ui/cn.ts';
import { InputField } from '@/ui/input-field.tsx';
import { useUpdateCategory } from '../api/catalogue.ts';
import { errorMessage, translateMessage } from '../lib/server-message.ts';
import { MoveButtons, ToggleBox } from './order-controls.tsx';

/** SPEC: this category never gets a home row of its own (the client hides it there). */
const NO_HOME_ROW_ID = 19;

export function CategoryRow({ category, position, total, onMove }: { category: AdminCategory; position: number; total: number; onMove(step: -1 | 1): void }) {
  const { t } = useTranslation('admin');
  const update = useUpdateCategory();
  const [name, setName] = useState(category.name);
  const [description, setDescription] = useState(category.description);
  const [error, setError] = useState<string | null>(null);
  const changed = name !== category.name || description !== category.description;

  const save = (body: UpdateCategoryBody, after?: () => void) =>
    update.mutate(
      { id: category.id, body },
      {
        onSuccess: (result) => {
          setError(null);
          after?.();
          toast.success(translateMessage(t, (result as { message?: string }).message ?? ADMIN_CATALOGUE_MESSAGES.saved));
        },
        onError: (err) => {
          const message = errorMessage(t, err);
          if (body.name !== undefined || body.description !== undefined) setError(message);
          else toast.error(message);
        },
      },
    );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!changed || update.isPending) return;
    const parsed = UpdateCategoryBody.safeParse({ name, description });
    if (!parsed.success) return setError(translateMessage(t, parsed.error.issues[0]?.message));
    save(parsed.data, () => {
      setName(parsed.data.name ?? name);
      setDescription(parsed.data.description ?? description);
    });
  };

  const idPrefix = `category-${category.id}`;
  return (
    <li className={cn('rounded-2xl bg-surface p-4 ring-1 ring-white/10', !category.is_active && 'bg-surface/60')} aria-label={category.name}>
      <div className="flex items-start justify-between gap-3">
        <div className="flex min-w-0 flex-1 items-center gap-3">
          <span
            className="grid size-8 shrink-0 place-items-center rounded-full bg-white/8 text-sm font-semibold tabular-nums"
            title={t('catPosition', { position, total })}
          >
            {position}
          </span>
          <div className="min-w-0">
            <p className="flex flex-wrap items-center gap-x-2 gap-y-1 font-semibold">
              <span className="break-words">{category.name}</span>
              {!category.is_active && <span className="rounded-full bg-white/10 px-2 py-0.5 text-xs font-semibold text-white/80">{t('catHidden')}</span>}
              {category.is_premium && <span className="rounded-full bg-gold/20 px-2 py-0.5 text-xs font-semibold text-gold">{t('catPremium')}</span>}
            </p>
            <p className="text-xs text-muted">
              {t('catTitles', { count: category.videos_count })}
              {category.id === NO_HOME_ROW_ID && <> · {t('catHomeRowNote')}</>}
            </p>
          </div>
        </div>
        <MoveButtons
          idPrefix={idPrefix}
          upLabel={t('catMoveUp', { name: category.name })}
          downLabel={t('catMoveDown', { name: category.name })}
          first={position === 1}
          last={position === total}
          onMove={onMove}
        />
      </div>
      <form onSubmit={submit} className="mt-4" noValidate>
        <div className="grid gap-3 md:grid-cols-[minmax(0,1fr)_minmax(0,2fr)] md:items-start">
          <InputField label={t('catName')} value={name} onChange={setName} maxLength={100} error={error} autoComplete="off" />
          <InputField label={t('catDescription')} value={description} onChange={setDescription} maxLength={1000} autoComplete="off" />
        </div>
        <div className="mt-3 flex flex-wrap items-center gap-3">
          <ToggleBox label={t('catVisible')} checked={category.is_active} disabled={update.isPending} onChange={(isActive) => save({ is_active: isActive })} />
          <ToggleBox
            label={t('catPremium')}
            checked={category.is_premium}
            disabled={update.isPending}
            onChange={(isPremium) => save({ is_premium: isPremium })}
          />
          <div className="ml-auto flex gap-2">
            {changed && (
              <Button
                variant="ghost"
                onClick={() => {
                  setName(category.name);
                  setDescription(category.description);
                  setError(null);
                }}
              >
                {t('catReset')}
              </Button>
            )}
            <Button type="submit" variant={changed ? 'primary' : 'secondary'} disabled={!changed || update.isPending} aria-busy={update.isPending || undefined}>
              {update.isPending && changed ? t('catSaving') : t('catSave')}
            </Button>
          </div>
        </div>
      </form>
    </li>
  );
}
