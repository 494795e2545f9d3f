// /admin/bonus-levels (editor, issue 17.4): the five referral bonus levels, each a percentage (up to
// two decimals; basis points on the wire) and a description. Save asks first: the change applies to
// payments completed from then on, and bonuses already earned stay as they are.
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  basisPointsToPercent,
  percentToBasisPoints,
  UpdateBonusLevelsBody,
  type AdminBonusLevelsResponse,
} from '@ott/contract';
import { Button } from '@/ui/button.tsx';
import { LoadError } from '@/ui/load-error.tsx';
import { Skeleton } from '@/ui/skeleton.tsx';
import { bonusLevelsQueryOptions, useSaveBonusLevels } from '../api/codes.ts';
import { BonusLevelRow, type LevelDraft } from '../components/bonus-level-row.tsx';
import { ConfirmDialog } from '../components/confirm-dialog.tsx';
import { ScreenHeading } from '../components/screen-heading.tsx';
import { translateMessage } from '../lib/server-message.ts';

const draftsOf = (data: AdminBonusLevelsResponse): LevelDraft[] =>
  data.levels.map((l) => ({
    level: l.level,
    percent: basisPointsToPercent(l.basis_points),
    description: l.description,
  }));

function BonusLevelsForm({ data }: { data: AdminBonusLevelsResponse }) {
  const { t } = useTranslation('admin');
  const save = useSaveBonusLevels();
  const [drafts, setDrafts] = useState(() => draftsOf(data));
  const [problem, setProblem] = useState<string | null>(null);
  const [body, setBody] = useState<UpdateBonusLevelsBody | null>(null);
  const points = drafts.map((d) => percentToBasisPoints(d.percent));
  const total = points.reduce<number>((sum, p) => sum + (p ?? 0), 0);
  const change = (next: LevelDraft) =>
    setDrafts((old) => old.map((d) => (d.level === next.level ? next : d)));
  const submit = () => {
    const parsed = UpdateBonusLevelsBody.safeParse({
      levels: drafts.map((d, i) => ({
        level: d.level,
        basis_points: points[i] ?? -1,
        description: d.description,
      })),
    });
    if (!parsed.success) {
      setProblem(translateMessage(t, parsed.error.issues[0]?.message));
      return;
    }
    setProblem(null);
    setBody(parsed.data);
  };
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
      className="grid gap-4"
    >
      <ol className="grid gap-3">
        {drafts.map((draft, i) => (
          <BonusLevelRow
            key={draft.level}
            draft={draft}
            invalid={points[i] === null}
            onChange={change}
          />
        ))}
      </ol>
      <p className="text-sm text-white/80" aria-live="polite">
        {t('bonusTotal', {
          total: basisPointsToPercent(total),
          cap: basisPointsToPercent(data.total_cap_basis_points),
        })}
      </p>
      {problem && (
        <p role="alert" className="text-sm text-brand-2">
          {problem}
        </p>
      )}
      <div className="flex flex-wrap gap-3">
        <Button type="submit">{t('bonusSave')}</Button>
        <Button variant="ghost" onClick={() => setDrafts(draftsOf(save.data ?? data))}>
          {t('bonusReset')}
        </Button>
      </div>
      <ConfirmDialog
        open={body !== null}
        onClose={() => setBody(null)}
        title={t('bonusConfirmTitle')}
        question={t('bonusConfirmQuestion')}
        mutation={save}
        variables={body ?? { levels: [] }}
        labels={{ cancel: t('cancel'), confirm: t('bonusSave'), pending: t('bonusSaving') }}
      />
    </form>
  );
}

export default function BonusLevelsScreen() {
  const { t } = useTranslation('admin');
  const query = useQuery(bonusLevelsQueryOptions());
  return (
    <>
      <ScreenHeading title={t('bonusTitle')} intro={t('bonusIntro')} />
      {query.isPending && <Skeleton className="h-80 rounded-2xl" />}
      {query.isError && (
        <LoadError
          message={t('loadFailed')}
          onRetry={() => void query.refetch()}
          isRetrying={query.isFetching}
        />
      )}
      {query.data && <BonusLevelsForm data={query.data} />}
    </>
  );
}
