import { ArrowLeft } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ControlButton } from './control-button.tsx';

export function TopBar({ title, onClose }: { title?: string; onClose?: () => void }) {
  const { t } = useTranslation('player');
  return (
    <div className="flex items-center gap-2 px-3 pt-3 sm:px-6 sm:pt-5">
      {onClose && (
        <ControlButton label={t('close')} onClick={onClose}>
          <ArrowLeft className="size-6" />
        </ControlButton>
      )}
      {title && <h2 className="truncate text-base font-semibold text-white drop-shadow sm:text-xl">{title}</h2>}
    </div>
  );
}
