import { useEffect, useRef } from 'react';
import { Check, Settings } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/ui/cn.ts';
import type { QualityLevel } from '../engine/types.ts';

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
  const menu = useRef<HTMLDivElement>(null);
  const active = qualities.find((quality) => quality.active);
  const autoLabel = active ? t('qualityAutoActive', { height: active.height }) : t('qualityAuto');

  useEffect(() => {
    if (isOpen) menu.current?.querySelector<HTMLElement>('[aria-checked="true"]')?.focus();
  }, [isOpen]);

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
    <div className="relative">
      <button
        type="button"
        aria-label={t('quality')}
        aria-haspopup="menu"
        aria-expanded={isOpen}
        onClick={() => onOpenChange(!isOpen)}
        className="inline-flex h-10 items-center gap-1.5 rounded-full px-3 text-sm font-semibold text-white/90 hover:bg-white/15"
      >
        <Settings className={cn('size-5 transition-transform', isOpen && 'rotate-45')} />
        <span className="hidden sm:inline">{isAuto ? t('qualityAuto') : t('qualityHeight', { height: active?.height ?? '' })}</span>
      </button>
      {isOpen && (
        <div
          ref={menu}
          role="menu"
          aria-label={t('quality')}
          onKeyDown={(event) => {
            if (event.key !== 'Escape') return;
            event.preventDefault();
            onOpenChange(false);
          }}
          className="absolute right-0 bottom-12 min-w-40 overflow-hidden rounded-xl bg-black/90 py-1 shadow-2xl ring-1 ring-white/10 backdrop-blur"
        >
          <p className="px-4 pt-2 pb-1 text-xs font-semibold tracking-wide text-white/50 uppercase">{t('quality')}</p>
          {options.map((option) => (
            <button
              key={option.key}
              type="button"
              role="menuitemradio"
              aria-checked={option.checked}
              onClick={() => choose(option.value)}
              className="flex w-full items-center gap-3 px-4 py-2 text-left text-sm hover:bg-white/10 focus-visible:bg-white/10"
            >
              <Check className={cn('size-4', option.checked ? 'opacity-100' : 'opacity-0')} />
              {option.label}
            </button>
          ))}
        </div>
      )}
    </div>
  );
}
