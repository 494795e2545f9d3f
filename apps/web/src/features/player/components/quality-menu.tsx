import { useTranslation } from 'react-i18next';
import { QUALITY_MODES, type QualityMode } from '@ott/contract';
import { formatDataPerHour, qualityModeRates } from '@/lib/quality-mode.ts';
import type { QualityLevel } from '../engine/types.ts';
import { MenuRadioItem } from './menu-radio-item.tsx';
import { PlayerMenu } from './player-menu.tsx';

interface QualityMenuProps {
  qualities: QualityLevel[];
  isAuto: boolean;
  isOpen: boolean;
  onOpenChange(isOpen: boolean): void;
  onSelect(quality: number | 'auto'): void;
  /** Issue 18.8: the quality setting playing (null: a fixed height); with onSelectMode the menu offers the settings. */
  mode?: QualityMode | null;
  onSelectMode?(mode: QualityMode): void;
}

const MODE_LABEL = { auto: 'qualityModeAuto', data_saver: 'qualityModeDataSaver', high: 'qualityModeHigh' } as const;

/**
 * The quality settings (Auto / Data saver / High, each with the data it uses in an hour of this
 * stream, remembered for the next title), then the stream's own heights for this title only (SPEC 9
 * 'qualities replaced by the stream's available heights'). Without settings: Auto plus the heights.
 */
export function QualityMenu({ qualities, isAuto, isOpen, onOpenChange, onSelect, mode, onSelectMode }: QualityMenuProps) {
  const { t, i18n } = useTranslation('player');
  const active = qualities.find((quality) => quality.active);
  const hasModes = onSelectMode !== undefined;
  if (qualities.length < (hasModes ? 1 : 2)) return null;
  const choose = (pick: () => void) => {
    pick();
    onOpenChange(false);
  };
  const rates = qualityModeRates(qualities);
  const usage = (forMode: QualityMode) => {
    const rate = rates?.[forMode];
    if (!rate) return null;
    const amount = formatDataPerHour(rate, i18n.language);
    return forMode === 'auto' ? t('qualityUsageUpTo', { amount }) : t('qualityUsageAbout', { amount });
  };
  const heightItems = qualities.map((quality) => (
    <MenuRadioItem
      key={quality.height}
      checked={hasModes ? mode === null && quality.active : !isAuto && quality.active}
      onClick={() => choose(() => onSelect(quality.height))}
    >
      {t('qualityHeight', { height: quality.height })}
    </MenuRadioItem>
  ));
  const value = hasModes
    ? mode
      ? t(MODE_LABEL[mode])
      : t('qualityHeight', { height: active?.height ?? '' })
    : isAuto
      ? t('qualityAuto')
      : t('qualityHeight', { height: active?.height ?? '' });

  return (
    <PlayerMenu
      label={t('quality')}
      value={value}
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      triggerClassName="px-3"
      menuClassName="max-h-[70vh] min-w-40 overflow-y-auto bg-black/90 py-1"
    >
      <p className="px-4 pt-2 pb-1 text-xs font-semibold tracking-wide text-white/50 uppercase">{t('quality')}</p>
      {hasModes ? (
        <>
          {QUALITY_MODES.map((option) => (
            <MenuRadioItem key={option} checked={mode === option} onClick={() => choose(() => onSelectMode(option))}>
              <span className="flex flex-col">
                <span>{option === 'auto' && mode === 'auto' && active ? t('qualityAutoActive', { height: active.height }) : t(MODE_LABEL[option])}</span>
                {usage(option) && <span className="text-xs text-white/60">{usage(option)}</span>}
              </span>
            </MenuRadioItem>
          ))}
          <p className="mt-1 border-t border-white/10 px-4 pt-2 pb-1 text-xs font-semibold tracking-wide text-white/50 uppercase">{t('qualityThisTitle')}</p>
          {heightItems}
        </>
      ) : (
        <>
          <MenuRadioItem checked={isAuto} onClick={() => choose(() => onSelect('auto'))}>
            {active ? t('qualityAutoActive', { height: active.height }) : t('qualityAuto')}
          </MenuRadioItem>
          {heightItems}
        </>
      )}
    </PlayerMenu>
  );
}
