import { useTranslation } from 'react-i18next';
import type { QualityLevel } from '../engine/types.ts';
import { MenuRadioItem } from './menu-radio-item.tsx';
import { PlayerMenu } from './player-menu.tsx';

interface QualityMenuProps {
  qualities: QualityLevel[];
  isAuto: boolean;
  isOpen: boolean;
  onOpenChange(isOpen: boolean): void;
  onSelect(quality: number | 'auto'): void;
}

/** Auto plus the stream's own heights (SPEC 9 'qualities replaced by the stream's available heights'). */
export function QualityMenu({ qualities, isAuto, isOpen, onOpenChange, onSelect }: QualityMenuProps) {
  const { t } = useTranslation('player');
  const active = qualities.find((quality) => quality.active);
  const autoLabel = active ? t('qualityAutoActive', { height: active.height }) : t('qualityAuto');

  if (qualities.length < 2) return null;
  const choose = (quality: number | 'auto') => {
    onSelect(quality);
    onOpenChange(false);
  };
  const options: { key: string; label: string; value: number | 'auto'; checked: boolean }[] = [
    { key: 'auto', label: autoLabel, value: 'auto', checked: isAuto },
    ...qualities.map((quality) => ({
      key: String(quality.height),
      label: t('qualityHeight', { height: quality.height }),
      value: quality.height,
      checked: !isAuto && quality.active,
    })),
  ];

  return (
    <PlayerMenu
      label={t('quality')}
      value={isAuto ? t('qualityAuto') : t('qualityHeight', { height: active?.height ?? '' })}
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      triggerClassName="px-3"
      menuClassName="min-w-40 overflow-hidden bg-black/90 py-1"
    >
      <p className="px-4 pt-2 pb-1 text-xs font-semibold tracking-wide text-white/50 uppercase">{t('quality')}</p>
      {options.map((option) => (
        <MenuRadioItem key={option.key} checked={option.checked} onClick={() => choose(option.value)}>
          {option.label}
        </MenuRadioItem>
      ))}
    </PlayerMenu>
  );
}
