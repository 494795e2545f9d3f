// Quality (Auto plus the stream's own heights) and playback speed (SPEC 9) in one menu.
import { useEffect, useRef } from 'react';
import { Check, Settings } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ADVANCED_PLAYER_PLAYBACK_RATES } from '@ott/contract';
import type { QualityLevel } from '@/features/player/index.ts';
import { cn } from '@/ui/cn.ts';

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
        <button
          key={option.key}
          type="button"
          role="menuitemradio"
          aria-checked={option.checked}
          onClick={option.onSelect}
          className="flex w-full items-center gap-3 px-4 py-2 text-left text-sm hover:bg-white/10 focus-visible:bg-white/10 focus-visible:outline-none"
        >
          <Check aria-hidden="true" className={cn('size-4 text-brand-2', option.checked ? 'opacity-100' : 'opacity-0')} />
          {option.label}
        </button>
      ))}
    </div>
  );
}

export function SettingsMenu({ qualities, isAutoQuality, rate, isOpen, onOpenChange, onQuality, onRate }: SettingsMenuProps) {
  const { t } = useTranslation('advancedPlayer');
  const menu = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (isOpen) menu.current?.querySelector<HTMLElement>('[aria-checked="true"]')?.focus();
  }, [isOpen]);

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
    <div className="relative">
      <button
        type="button"
        aria-label={t('settings')}
        aria-haspopup="menu"
        aria-expanded={isOpen}
        onClick={() => onOpenChange(!isOpen)}
        className="inline-flex size-10 items-center justify-center rounded-full text-white/90 hover:bg-white/15 focus-visible:ring-2 focus-visible:ring-white/70 focus-visible:outline-none"
      >
        <Settings aria-hidden="true" className={cn('size-5 transition-transform', isOpen && 'rotate-45')} />
      </button>
      {isOpen && (
        <div
          ref={menu}
          role="menu"
          aria-label={t('settings')}
          onKeyDown={(event) => {
            if (event.key !== 'Escape') return;
            event.preventDefault();
            event.stopPropagation();
            onOpenChange(false);
          }}
          className="absolute right-0 bottom-12 max-h-[70vh] min-w-44 divide-y divide-white/10 overflow-y-auto rounded-xl bg-neutral-950/95 shadow-2xl ring-1 ring-white/10 backdrop-blur"
        >
          {qualities.length > 1 && <Group label={t('quality')} options={qualityOptions} />}
          <Group label={t('speed')} options={rateOptions} />
        </div>
      )}
    </div>
  );
}
