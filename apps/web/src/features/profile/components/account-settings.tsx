import { Download, Languages } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { SectionCard } from '@/ui/section-card.tsx';
import { VideoQualitySetting } from './video-quality-setting.tsx';

/** SPEC 2.15: Account Settings (Language English, Video Quality: the player's setting, Downloads WiFi Only). */
export function AccountSettings() {
  const { t } = useTranslation('profile');
  const row = ({ icon: Icon, label, value }: { icon: typeof Languages; label: string; value: string }) => (
    <div key={label} className="flex items-center gap-3 border-b border-white/5 py-3 last:border-0">
      <Icon className="size-5 text-muted" aria-hidden="true" />
      <dt className="flex-1 text-sm">{label}</dt>
      <dd className="text-sm text-muted">{value}</dd>
    </div>
  );
  return (
    <SectionCard title={t('settingsTitle')}>
      <dl>
        {row({ icon: Languages, label: t('language'), value: t('languageValue') })}
        {/* Issue 18.8: a real choice, the player's quality setting. */}
        <VideoQualitySetting />
        {row({ icon: Download, label: t('downloads'), value: t('downloadsValue') })}
      </dl>
    </SectionCard>
  );
}
