// 'Autoplay next episode' (issue 18.4): the viewer's choice, kept with their other player choices
// (here at once, and on the server when signed in: lib/player-preferences.ts).
import { useTranslation } from 'react-i18next';
import { cn } from '@/ui/cn.ts';
import '../episode-strings.ts';

export function AutoplaySwitch({ isOn, onChange }: { isOn: boolean; onChange: (isOn: boolean) => void }) {
  const { t } = useTranslation('player-episodes');
  return (
    <button
      type="button"
      role="switch"
      aria-checked={isOn}
      aria-label={t('autoplayNext')}
      onClick={() => onChange(!isOn)}
      className="inline-flex items-center gap-2 rounded-full px-3 py-2 text-xs font-semibold text-white/90 transition hover:bg-white/15 focus-visible:outline-2 focus-visible:outline-white sm:text-sm"
    >
      <span aria-hidden="true" className="hidden sm:inline">
        {t('autoplayNext')}
      </span>
      <span aria-hidden="true" className={cn('relative h-5 w-9 rounded-full transition-colors', isOn ? 'bg-brand' : 'bg-white/30')}>
        <span className={cn('absolute top-0.5 size-4 rounded-full bg-white shadow transition-transform', isOn ? 'translate-x-4.5' : 'translate-x-0.5')} />
      </span>
    </button>
  );
}
