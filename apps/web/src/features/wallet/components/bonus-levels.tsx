import { Layers } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { BonusLevel } from '@ott/contract';
import { BONUS_LEVEL_MAX, BONUS_LEVEL_MIN } from '@ott/contract';
import { SectionCard } from '@/ui/section-card.tsx';
import { Skeleton } from '@/ui/skeleton.tsx';

const percentText = (value: number) => value.toLocaleString('en-IN', { maximumFractionDigits: 2 });

/** SPEC 2.18 / 9: referral bonus levels 1 to 5 with their percentages. */
export function BonusLevels({ levels, isPending }: { levels: BonusLevel[]; isPending: boolean }) {
  const { t } = useTranslation('wallet');
  const shown = levels.filter((l) => l.level >= BONUS_LEVEL_MIN && l.level <= BONUS_LEVEL_MAX).sort((a, b) => a.level - b.level);
  return (
    <SectionCard title={t('bonusLevelsTitle')}>
      <p className="-mt-2 mb-4 text-sm text-muted">{t('bonusLevelsHint')}</p>
      {isPending ? (
        <div className="space-y-2" aria-busy="true">
          {[0, 1, 2, 3, 4].map((i) => (
            <Skeleton key={`skeleton-${i}`} className="h-12 w-full" />
          ))}
        </div>
      ) : shown.length === 0 ? (
        <p className="flex items-center gap-2 text-sm text-muted">
          <Layers className="size-4" aria-hidden="true" />
          {t('noBonusLevels')}
        </p>
      ) : (
        <ol className="space-y-2">
          {shown.map((level) => (
            <li key={level.id} className="flex items-center gap-3 rounded-xl bg-surface-2 px-3 py-2.5 ring-1 ring-white/5">
              <span className="grid size-9 shrink-0 place-items-center rounded-lg bg-gold/15 text-sm font-bold text-gold" aria-hidden="true">
                {level.level}
              </span>
              <span className="min-w-0 flex-1">
                <span className="block text-sm font-semibold">{t('level', { level: level.level })}</span>
                {level.description && <span className="block text-xs text-muted">{level.description}</span>}
              </span>
              <span className="text-lg font-bold text-gold tabular-nums">{t('percent', { value: percentText(level.amount) })}</span>
            </li>
          ))}
        </ol>
      )}
    </SectionCard>
  );
}
