import { Monitor, Smartphone, Tablet, Tv } from 'lucide-react';
import type { DeviceKind } from '../lib/device-rules.ts';

const ICONS: Record<DeviceKind, typeof Monitor> = { mobile: Smartphone, tablet: Tablet, tv: Tv, desktop: Monitor };

/** SPEC 2.15 'icon by type' for devices and sessions alike; decorative (the row names the device). */
export function DeviceKindIcon({ kind, className }: { kind: DeviceKind; className?: string }) {
  const Icon = ICONS[kind];
  return <Icon className={className} aria-hidden="true" />;
}
