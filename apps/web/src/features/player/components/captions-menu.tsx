import { Captions, CaptionsOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ControlButton } from './control-button.tsx';

/** The CC toggle; a pressed button means captions are showing. */
export function CaptionsButton({ isOn, onToggle }: { isOn: boolean; onToggle(): void }) {
  const { t } = useTranslation('player');
  return (
    <ControlButton label={t('captions')} aria-pressed={isOn} onClick={onToggle} className={isOn ? 'text-white' : undefined} data-testid="captions-toggle">
      {isOn ? <Captions className="size-5" /> : <CaptionsOff className="size-5" />}
    </ControlButton>
  );
}
