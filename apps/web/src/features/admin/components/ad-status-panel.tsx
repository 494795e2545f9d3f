// Whether viewers see the ad now, in words, with Pause or Resume. The server refuses a resume
// without a ready creative or after the schedule ended, in words shown here.
import { toast } from 'sonner';
import { useTranslation } from 'react-i18next';
import type { AdminAd } from '@ott/contract';
import { Button } from '@/ui/button.tsx';
import { SectionCard } from '@/ui/section-card.tsx';
import { usePauseAd, useResumeAd } from '../api/ads.ts';
import { formatConsoleTime } from '../lib/format-time.ts';
import { errorMessage, translateMessage } from '../lib/server-message.ts';
import { AdStateChip } from './ad-state-chip.tsx';

export function AdStatusPanel({ ad }: { ad: AdminAd }) {
  const { t, i18n } = useTranslation('admin');
  const pause = usePauseAd(ad.id);
  const resume = useResumeAd(ad.id);
  const busy = pause.isPending || resume.isPending;
  const at = (iso: string | null) => (iso ? formatConsoleTime(iso, i18n.language, 'short') : '');
  const done = { onSuccess: (saved: { message?: string }) => toast.success(translateMessage(t, saved.message)), onError: (error: unknown) => toast.error(errorMessage(t, error)) };
  const text = {
    paused: t('adStatusPaused'),
    running: t('adStatusRunning'),
    scheduled: t('adStatusScheduled', { date: at(ad.starts_at) }),
    ended: t('adStatusEnded', { date: at(ad.ends_at) }),
  }[ad.state];
  return (
    <SectionCard title={t('adStatus')} action={<AdStateChip state={ad.state} />}>
      <p className="text-sm text-white/75">{text}</p>
      <div className="mt-4">
        {ad.is_active ? (
          <Button variant="secondary" disabled={busy} aria-busy={busy || undefined} onClick={() => pause.mutate(undefined, done)}>
            {pause.isPending ? t('adPausing') : t('adPause')}
          </Button>
        ) : (
          <Button disabled={busy} aria-busy={busy || undefined} onClick={() => resume.mutate(undefined, done)}>
            {resume.isPending ? t('adResuming') : t('adResume')}
          </Button>
        )}
      </div>
    </SectionCard>
  );
}
