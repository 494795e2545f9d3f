import { useTranslation } from 'react-i18next';
import { MenuRadioItem, PlayerMenu } from '@/features/player/index.ts';
import type { QualityLabel, QualityOption } from '../lib/quality.ts';

interface LiveQualityMenuProps {
  options: QualityOption[];
  selected: QualityLabel;
  isOpen: boolean;
  onOpenChange(isOpen: boolean): void;
  onSelect(label: QualityLabel): void;
}

/** Auto, 1080p, 720p, 480p, 360p (SPEC 9); labels with no matching rendition are disabled. */
export function LiveQualityMenu({ options, selected, isOpen, onOpenChange, onSelect }: LiveQualityMenuProps) {
  const { t } = useTranslation('livePlayer');
  return (
    <PlayerMenu
      label={t('quality')}
      value={selected}
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      triggerClassName="px-2.5 focus-visible:outline-2 focus-visible:outline-white"
      menuClassName="z-10 min-w-40 overflow-hidden bg-black/90 py-1"
    >
      <p aria-hidden="true" className="px-4 pt-2 pb-1 text-xs font-semibold tracking-wide text-white/50 uppercase">
        {t('quality')}
      </p>
      {options.map((option) => {
        const isDisabled = option.value === null;
        return (
          <MenuRadioItem
            key={option.label}
            checked={option.label === selected}
            aria-disabled={isDisabled}
            aria-label={isDisabled ? t('qualityUnavailable', { label: option.label }) : option.label}
            onClick={() => {
              if (isDisabled) return;
              onSelect(option.label);
              onOpenChange(false);
            }}
            className="aria-disabled:cursor-not-allowed aria-disabled:text-white/35 aria-disabled:hover:bg-transparent"
          >
            {option.label}
          </MenuRadioItem>
        );
      })}
    </PlayerMenu>
  );
}
