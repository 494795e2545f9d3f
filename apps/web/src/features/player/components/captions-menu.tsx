import { Captions, CaptionsOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { CaptionChoice } from '../hooks/use-captions.ts';
import { MenuRadioItem } from './menu-radio-item.tsx';
import { PlayerMenu } from './player-menu.tsx';

interface CaptionsMenuProps {
  choices: readonly CaptionChoice[];
  /** The shown choice's id, null when captions are off. */
  selected: string | null;
  isOpen: boolean;
  onOpenChange(isOpen: boolean): void;
  onSelect(id: string | null): void;
}

/** Off plus one choice per subtitle language (the title's files and the stream's own renditions). */
export function CaptionsMenu({ choices, selected, isOpen, onOpenChange, onSelect }: CaptionsMenuProps) {
  const { t } = useTranslation('player');
  if (choices.length === 0) return null;
  const choose = (id: string | null) => {
    onSelect(id);
    onOpenChange(false);
  };
  return (
    <PlayerMenu
      label={t('captions')}
      icon={selected === null ? CaptionsOff : Captions}
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      menuClassName="max-h-72 min-w-44 overflow-y-auto bg-black/90 py-1"
    >
      <p className="px-4 pt-2 pb-1 text-xs font-semibold tracking-wide text-white/50 uppercase">{t('captions')}</p>
      <MenuRadioItem checked={selected === null} onClick={() => choose(null)}>
        {t('captionsOff')}
      </MenuRadioItem>
      {choices.map((choice) => (
        <MenuRadioItem key={choice.id} checked={choice.id === selected} onClick={() => choose(choice.id)}>
          {choice.label}
        </MenuRadioItem>
      ))}
    </PlayerMenu>
  );
}
