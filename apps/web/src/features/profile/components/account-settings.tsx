import { Download, Gauge, Languages } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { SectionCard } from '@/ui/section-card.tsx';

/** SPEC 2.15: static Account Settings (Language English, Video Quality Auto, Downloads WiFi Only). */
export function AccountSettings() {
  const { t } = useTranslation('profile');
  const rows = [
    { icon: Languages, label: t('language'), value: t('languageValue') },
    { icon: Gauge, label: t('videoQuality'), value: t('videoQualityValue') },
    { icon: Download, label: t('downloads'), value: t('downloadsValue') },
  ];
  return (
    <SectionCard title={t('settingsTitle')}>
      <dl>
        {rows.map(({ icon: Icon, label, value }) => (
          <div key={label} className="flex items-center gap-3 border-b border-white/5 py-3 last:border-0">
            <Icon className="size-5 text-muted" aria-hidden="true" />
            <dt className="flex-1 text-sm">{label}</dt>
            <dd className="text-sm text-muted">{value}</dd>
          </div>
        ))}
      </dl>
    </SectionCard>
  );
}
