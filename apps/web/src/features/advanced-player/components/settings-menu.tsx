// Quality (Auto plus the stream's own heights) and playback speed (SPEC 9) in one menu.
import { useTranslation } from 'react-i18next';
import { ADVANCED_PLAYER_PLAYBACK_RATES } from '@ott/contract';
import { MenuRadioItem, PlayerMenu, type QualityLevel } from '@/features/player/index.ts';

interface SettingsMenuProps {
  qualities: QualityLevel[];
  isAutoQuality: boolean;
  rate: number;
  isOpen: boolean;
  onOpenChange(isOpen: boolean): void;
  onQuality(quality: number | 'auto'): void;
  onRate(rate: number): void;
}

interface Option {
  key: string;
  label: string;
  checked: boolean;
  onSelect(): void;
}

function Group({ label, options }: { label: string; options: Option[] }) {
  return (
    <div role="group" aria-label={label} className="py-1">
      <p className="px-4 pt-2 pb-1 text-[11px] font-semibold tracking-wider text-white/45 uppercase">{label}</p>
      {options.map((option) => (
        <MenuRadioItem
          key={option.key}
          checked={option.checked}
          onClick={option.onSelect}
          checkClassName="text-brand-2"
          className="focus-visible:outline-none"
        >
          {option.label}
        </MenuRadioItem>
      ))}
    </div>
  );
}

export function SettingsMenu({ qualities, isAutoQuality, rate, isOpen, onOpenChange, onQuality, onRate }: SettingsMenuProps) {
  const { t } = useTranslation('advancedPlayer');

  const choose = (action: () => void) => () => {
    action();
    onOpenChange(false);
  };
  const qualityOptions: Option[] = [
    { key: 'auto', label: t('qualityAuto'), checked: isAutoQuality, onSelect: choose(() => onQuality('auto')) },
    ...qualities.map((quality) => ({
      key: String(quality.height),
      label: t('qualityHeight', { height: quality.height }),
      checked: !isAutoQuality && quality.active,
      onSelect: choose(() => onQuality(quality.height)),
    })),
  ];
  const rateOptions: Option[] = ADVANCED_PLAYER_PLAYBACK_RATES.map((value) => ({
    key: String(value),
    label: value === 1 ? t('speedNormal') : t('speedValue', { rate: value }),
    checked: rate === value,
    onSelect: choose(() => onRate(value)),
  }));

  return (
    <PlayerMenu
      label={t('settings')}
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      triggerClassName="focus-visible:ring-2 focus-visible:ring-white/70 focus-visible:outline-none"
      menuClassName="max-h-[70vh] min-w-44 divide-y divide-white/10 overflow-y-auto bg-neutral-950/95"
    >
      {qualities.length > 1 && <Group label={t('quality')} options={qualityOptions} />}
      <Group label={t('speed')} options={rateOptions} />
    </PlayerMenu>
  );
}
