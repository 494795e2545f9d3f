import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { DEVICE_LIMIT } from '@ott/contract';
import { useDeactivateDevice } from '@/api/profile/deactivate-device.ts';
import { useDevices } from '@/api/profile/list-devices.ts';
import { LoadError } from '@/ui/load-error.tsx';
import { SectionCard } from '@/ui/section-card.tsx';
import { Skeleton } from '@/ui/skeleton.tsx';
import { canDeactivate } from '../lib/device-rules.ts';
import { DeviceRow } from './device-row.tsx';

/** The footer's Devices link lands here (paths.profileDevices). */
const DEVICES_ANCHOR = 'devices';

/** SPEC 2.15 Device Management: icons by type, deactivate, limit 3, 'No devices found'. */
export function DeviceManagement({ phone }: { phone: string }) {
  const { t } = useTranslation('profile');
  const devices = useDevices(phone);
  const deactivate = useDeactivateDevice(phone);
  const list = devices.data?.devices ?? [];

  const onDeactivate = (deviceId: number) => {
    deactivate.mutate(deviceId, {
      onSuccess: () => toast.success(t('deviceDeactivated')),
      onError: () => toast.error(t('deactivateFailed')),
    });
  };

  const limit = (
    <span className="text-xs text-muted">{t('devicesUsed', { count: list.filter((d) => d.is_active).length, limit: DEVICE_LIMIT })}</span>
  );
  return (
    <SectionCard anchor={DEVICES_ANCHOR} title={t('devicesTitle')} action={devices.isSuccess ? limit : undefined}>
      <p className="-mt-2 mb-3 text-sm text-muted">{t('deviceLimit', { limit: DEVICE_LIMIT })}</p>
      {devices.isPending && (
        <div className="space-y-3" aria-busy="true">
          <Skeleton className="h-14 w-full" />
          <Skeleton className="h-14 w-full" />
        </div>
      )}
      {devices.isError && (
        <LoadError
          layout="inline"
          message={t('devicesFailed')}
          onRetry={() => void devices.refetch()}
          isRetrying={devices.isFetching}
          retryLabel={t('retry')}
        />
      )}
      {devices.isSuccess && list.length === 0 && <p className="text-sm text-muted">{t('noDevices')}</p>}
      {list.length > 0 && (
        <ul>
          {list.map((device) => (
            <DeviceRow
              key={device.id}
              device={device}
              canDeactivate={canDeactivate(device, list.length)}
              isDeactivating={deactivate.isPending && deactivate.variables === device.id}
              onDeactivate={() => onDeactivate(device.id)}
            />
          ))}
        </ul>
      )}
    </SectionCard>
  );
}
