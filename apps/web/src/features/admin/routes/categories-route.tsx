// /admin/categories (editor): every category in the viewers' order, with inline edits, the visible
// and premium switches, moves up and down, and a form to add one (last in the order).
import { useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { toast } from 'sonner';
import { useTranslation } from 'react-i18next';
import { CreateCategoryBody } from '@ott/contract';
import { Button } from '@/ui/button.tsx';
import { InputField } from '@/ui/input-field.tsx';
import { LoadError } from '@/ui/load-error.tsx';
import { Skeleton } from '@/ui/skeleton.tsx';
import { adminCategoriesQueryOptions, moved, useCreateCategory, useReorderCategories } from '../api/catalogue.ts';
import { CategoryRow } from '../components/category-row.tsx';
import { refocusMove } from '../components/order-controls.tsx';
import { ScreenHeading } from '../components/screen-heading.tsx';
import { errorMessage, translateMessage } from '../lib/server-message.ts';

function AddCategoryForm() {
  const { t } = useTranslation('admin');
  const create = useCreateCategory();
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (create.isPending) return;
    const parsed = CreateCategoryBody.safeParse({ name });
    if (!parsed.success) return setError(translateMessage(t, parsed.error.issues[0]?.message));
    create.mutate(parsed.data, {
      onSuccess: (result) => {
        setName('');
        setError(null);
        toast.success(translateMessage(t, (result as { message: string }).message));
      },
      onError: (err) => setError(errorMessage(t, err)),
    });
  };
  return (
    <section aria-labelledby="add-category" className="rounded-2xl bg-surface p-4 ring-1 ring-white/10">
      <h2 id="add-category" className="mb-3 text-lg font-semibold">
        {t('catAddHeading')}
      </h2>
      <form onSubmit={submit} noValidate className="flex flex-col gap-3 sm:flex-row sm:items-start">
        <InputField className="sm:flex-1" label={t('catNewName')} value={name} onChange={setName} maxLength={100} error={error} autoComplete="off" />
        <Button type="submit" className="sm:mt-6" disabled={create.isPending} aria-busy={create.isPending || undefined}>
          {create.isPending ? t('catAdding') : t('catAdd')}
        </Button>
      </form>
    </section>
  );
}

export default function CategoriesScreen() {
  const { t } = useTranslation('admin');
  const list = useQuery(adminCategoriesQueryOptions());
  const reorder = useReorderCategories();
  const rows = list.data ?? [];
  const move = (index: number, step: -1 | 1) => {
    const row = rows[index];
    if (!row || reorder.isPending) return;
    reorder.mutate(
      moved(rows, index, step).map((c) => c.id),
      { onError: (err) => toast.error(errorMessage(t, err)) },
    );
    refocusMove(`category-${row.id}`, step);
  };
  return (
    <>
      <ScreenHeading title={t('catTitle')} intro={t('catIntro')} />
      <AddCategoryForm />
      <section aria-labelledby="categories-list" className="mt-8">
        <h2 id="categories-list" className="mb-4 text-lg font-semibold">
          {t('catList')}
        </h2>
        {list.isPending && <Skeleton className="h-64 rounded-2xl" />}
        {list.isError && <LoadError message={t('loadFailed')} onRetry={() => void list.refetch()} isRetrying={list.isFetching} />}
        {list.data && rows.length === 0 && <p className="rounded-2xl bg-surface p-6 text-center text-muted ring-1 ring-white/10">{t('catNone')}</p>}
        {rows.length > 0 && (
          <ol aria-labelledby="categories-list" aria-busy={reorder.isPending || undefined} className="grid gap-3">
            {rows.map((category, index) => (
              <CategoryRow
                key={category.id}
                category={category}
                position={index + 1}
                total={rows.length}
                onMove={(step) => move(index, step)}
              />
            ))}
          </ol>
        )}
      </section>
    </>
  );
}
