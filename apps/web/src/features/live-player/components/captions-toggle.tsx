// The Live TV player's captions button (SPEC 2.22). On a stream without captions it stays in its
// place, visibly unavailable, and says why (aria-disabled, so it keeps focus and its description
// reaches screen readers); pressing it then does nothing.
import { useId } from 'react';
import { Captions } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { IconButton } from './icon-button.tsx';

interface CaptionsToggleProps {
  isOn: boolean;
  isAvailable: boolean;
  onToggle(): void;
}

export function CaptionsToggle({ isOn, isAvailable, onToggle }: CaptionsToggleProps) {
  const { t } = useTranslation('livePlayer');
  const reasonId = useId();
  if (!isAvailable) {
    return (
      <>
        <IconButton label={t('captions')} title={t('noCaptions')} aria-disabled="true" aria-describedby={reasonId} className="cursor-not-allowed opacity-40 hover:bg-transparent">
          <Captions aria-hidden="true" className="size-5" />
        </IconButton>
        <span id={reasonId} hidden>
          {t('noCaptions')}
        </span>
      </>
    );
  }
  return (
    <IconButton label={t('captions')} aria-pressed={isOn} onClick={onToggle}>
      <Captions aria-hidden="true" className="size-5" />
    </IconButton>
  );
}
