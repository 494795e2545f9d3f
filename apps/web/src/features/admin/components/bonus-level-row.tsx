// One referral bonus level in the editor: its percentage (text, up to two decimals) and description,
// with what it pays on a ₹999 plan so the operator sees the money, not only the number.
import { useTranslation } from 'react-i18next';
import { percentToBasisPoints } from '@ott/contract';
import { InputField } from '@/ui/input-field.tsx';

export interface LevelDraft {
  level: number;
  percent: string;
  description: string;
}

const EXAMPLE_PAISE = 99_900;
const rupees = (paise: number) => (paise / 100).toFixed(2);

export function BonusLevelRow({
  draft,
  invalid,
  onChange,
}: {
  draft: LevelDraft;
  invalid: boolean;
  onChange(next: LevelDraft): void;
}) {
  const { t } = useTranslation('admin');
  const points = percentToBasisPoints(draft.percent);
  return (
    <li className="grid gap-3 rounded-2xl bg-surface p-4 ring-1 ring-white/10 md:grid-cols-[6rem_10rem_1fr] md:items-start">
      <h2 className="text-base font-semibold md:pt-8">{t('bonusLevel', { level: draft.level })}</h2>
      <div>
        <InputField
          label={t('bonusPercentLabel', { level: draft.level })}
          value={draft.percent}
          onChange={(percent) => onChange({ ...draft, percent })}
          inputMode="decimal"
          maxLength={6}
          autoComplete="off"
          error={invalid ? t('bmsg_percentInvalid') : null}
        />
        {points !== null && (
          <p className="mt-1 text-xs text-muted">
            {t('bonusExample', { amount: rupees(Math.floor((EXAMPLE_PAISE * points) / 10_000)) })}
          </p>
        )}
      </div>
      <InputField
        label={t('bonusDescriptionLabel', { level: draft.level })}
        value={draft.description}
        onChange={(description) => onChange({ ...draft, description })}
        maxLength={200}
      />
    </li>
  );
}
