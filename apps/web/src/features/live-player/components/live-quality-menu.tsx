import { Check, Settings } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/ui/cn.ts';
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
  const menu = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (isOpen) menu.current?.querySelector<HTMLElement>('[aria-checked="true"]')?.focus();
  }, [isOpen]);
  return (
    <div className="relative">
      <button
        type="button"
        aria-label={t('quality')}
        aria-haspopup="menu"
        aria-expanded={isOpen}
        onClick={() => onOpenChange(!isOpen)}
        className="inline-flex h-10 items-center gap-1.5 rounded-full px-2.5 text-sm font-semibold text-white/90 hover:bg-white/15 focus-visible:outline-2 focus-visible:outline-white"
      >
        <Settings aria-hidden="true" className={cn('size-5 transition-transform', isOpen && 'rotate-45')} />
        <span className="hidden sm:inline">{selected}</span>
      </button>
      {isOpen && (
        <div
          ref={menu}
          role="menu"
          aria-label={t('quality')}
          className="absolute right-0 bottom-12 z-10 min-w-40 overflow-hidden rounded-xl bg-black/90 py-1 shadow-2xl ring-1 ring-white/10 backdrop-blur"
        >
          <p aria-hidden="true" className="px-4 pt-2 pb-1 text-xs font-semibold tracking-wide text-white/50 uppercase">
            {t('quality')}
          </p>
          {options.map((option) => {
            const isDisabled = option.value === null;
            return (
              <button
                key={option.label}
                type="button"
                role="menuitemradio"
                aria-checked={option.label === selected}
                aria-disabled={isDisabled}
                aria-label={isDisabled ? t('qualityUnavailable', { label: option.label }) : option.label}
                onClick={() => {
                  if (isDisabled) return;
                  onSelect(option.label);
                  onOpenChange(false);
                }}
                className="flex w-full items-center gap-3 px-4 py-2 text-left text-sm hover:bg-white/10 focus-visible:bg-white/10 aria-disabled:cursor-not-allowed aria-disabled:text-white/35 aria-disabled:hover:bg-transparent"
              >
                <Check aria-hidden="true" className={cn('size-4', option.label === selected ? 'opacity-100' : 'opacity-0')} />
                {option.label}
              </button>
            );
          })}
        </div>
      )}
    </div>
  );
}
