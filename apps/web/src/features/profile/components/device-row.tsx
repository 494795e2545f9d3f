import { useTranslation } from 'react-i18next';
import type { Device } from '@ott/contract';
import { formatRelativeTime } from '@ott/contract';
import { Button } from '@/ui/button.tsx';
import { cn } from '@/ui/cn.ts';
import { deviceKind } from '../lib/device-rules.ts';
import { DeviceKindIcon } from './device-kind-icon.tsx';

interface DeviceRowProps {
  device: Device;
  canDeactivate: boolean;
  isDeactivating: boolean;
  onDeactivate(): void;
}

export function DeviceRow({ device, canDeactivate, isDeactivating, onDeactivate }: DeviceRowProps) {
  const { t } = useTranslation('profile');
  const details = [device.device_model, device.os_version].filter(Boolean).join(' · ');
  return (
    <li className="flex items-center gap-3 border-b border-white/5 py-3 last:border-0">
      <span className={cn('grid size-11 shrink-0 place-items-center rounded-xl', device.is_active ? 'bg-emerald-500/10' : 'bg-white/5')}>
        <DeviceKindIcon kind={deviceKind(device.device_type)} className={cn('size-5', device.is_active ? 'text-emerald-300' : 'text-muted')} />
      </span>
      <div className="min-w-0 flex-1">
        <p className="flex flex-wrap items-center gap-2 font-medium">
          <span className="truncate">{device.device_name}</span>
          {device.is_current && <span className="rounded bg-brand/20 px-1.5 py-0.5 text-[11px] font-bold text-brand-2">{t('thisDevice')}</span>}
        </p>
        <p className="text-xs text-muted">
          <span className={device.is_active ? 'text-emerald-300' : undefined}>{device.is_active ? t('activeDevice') : t('inactiveDevice')}</span>
          {details && ` · ${details}`}
          {` · ${t('lastActive', { when: formatRelativeTime(device.last_active) })}`}
        </p>
      </div>
      {canDeactivate && (
        <Button
          variant="secondary"
          size="sm"
          onClick={onDeactivate}
          disabled={isDeactivating}
          aria-label={t('deactivateLabel', { name: device.device_name })}
        >
          {isDeactivating ? t('deactivating') : t('deactivate')}
        </Button>
      )}
    </li>
  );
}
