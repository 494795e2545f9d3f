import { HardDrive } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { SpaceUsed as Space } from '../hooks/use-space-used.ts';
import { formatSize } from '../lib/format-size.ts';
import '../i18n.ts';

export function SpaceUsed({ space, used, limit }: { space: Space; used: number | null; limit: number | null }) {
  const { t, i18n } = useTranslation('downloads');
  const size = (bytes: number) => formatSize(bytes, i18n.language);
  return (
    <section aria-label={t('spaceUsed')} className="flex items-start gap-4 rounded-2xl bg-surface p-4 ring-1 ring-white/10 md:p-5">
      <HardDrive aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-brand-2" />
      <div className="min-w-0 space-y-1">
        <p className="font-semibold">
          {t('spaceUsed')}: {t('downloadsSize', { size: size(space.downloads) })}
        </p>
        {space.device && <p className="text-sm text-white/60">{t('deviceStorage', { used: size(space.device.usage), quota: size(space.device.quota) })}</p>}
        {used !== null && limit !== null && limit > 0 && <p className="text-sm text-white/60">{t('countOfLimit', { used, limit })}</p>}
      </div>
    </section>
  );
}
