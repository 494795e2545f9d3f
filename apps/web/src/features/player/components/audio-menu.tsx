import { AudioLines } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { AudioLanguage } from '../engine/types.ts';
import { languageName } from '../lib/language-name.ts';
import { MenuRadioItem } from './menu-radio-item.tsx';
import { PlayerMenu } from './player-menu.tsx';

interface AudioMenuProps {
  languages: readonly AudioLanguage[];
  isOpen: boolean;
  onOpenChange(isOpen: boolean): void;
  onSelect(language: string): void;
}

/** The stream's audio languages; nothing to choose (and no button) with fewer than two. */
export function AudioMenu({ languages, isOpen, onOpenChange, onSelect }: AudioMenuProps) {
  const { t, i18n } = useTranslation('player');
  if (languages.length < 2) return null;
  const name = (language: AudioLanguage) => languageName(language.language, language.label, i18n.language);
  const active = languages.find((language) => language.active);
  const choose = (language: string) => {
    onSelect(language);
    onOpenChange(false);
  };
  return (
    <PlayerMenu
      label={t('audio')}
      value={active ? name(active) : undefined}
      icon={AudioLines}
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      triggerClassName="px-3"
      menuClassName="max-h-72 min-w-44 overflow-y-auto bg-black/90 py-1"
    >
      <p className="px-4 pt-2 pb-1 text-xs font-semibold tracking-wide text-white/50 uppercase">{t('audio')}</p>
      {languages.map((language) => (
        <MenuRadioItem key={language.language} checked={language.active} onClick={() => choose(language.language)}>
          {name(language)}
        </MenuRadioItem>
      ))}
    </PlayerMenu>
  );
}
