// Devices (SPEC 3 'Device', SPEC 9 'Device limit shown 3'): at most DEVICE_LIMIT active devices per
// user, enforced under a lock on the user's row so two sign-ins cannot both take the last slot.
import { and, count, desc, eq, isNull, ne, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Device, RegisterDeviceBody } from '@ott/contract';
import { DEVICE_LIMIT, MESSAGES } from '@ott/contract';
import type { Database } from '../../lib/db/client.ts';
import { devices, sessions, users } from '../../lib/db/schema.ts';
import { AppError, badRequest, notFound } from '../../lib/errors.ts';
import type { AuthContext } from '../../lib/http/session-context.ts';
import { type Queryable, type RevokeReason } from '../auth/index.ts';

type DeviceRow = typeof devices.$inferSelect;

export function toDeviceDto(row: DeviceRow, currentDeviceId: number | null): Device {
  return {
    id: row.id,
    device_id: row.deviceId,
    device_name: row.deviceName,
    device_type: row.deviceType,
    device_model: row.deviceModel,
    os_version: row.osVersion,
    app_version: row.appVersion,
    last_active: row.lastActive.toISOString(),
    is_active: row.isActive,
    is_current: row.id === currentDeviceId,
  };
}

export function listDevices(db: Database, userId: number) {
  return db.select().from(devices).where(eq(devices.userId, userId)).orderBy(desc(devices.lastActive), desc(devices.id));
}

async function countActive(db: Queryable, userId: number, exceptId?: number) {
  const [row] = await db
    .select({ n: count() })
    .from(devices)
    .where(and(eq(devices.userId, userId), eq(devices.isActive, true), exceptId ? ne(devices.id, exceptId) : undefined));
  return row?.n ?? 0;
}

/** Upsert by (user, device_id); links the caller's session to the device. */
export async function registerDevice(db: Database, auth: AuthContext, body: z.infer<typeof RegisterDeviceBody>) {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select id from ${users} where id = ${auth.user.id} for update`);
    const [existing] = await tx
      .select()
      .from(devices)
      .where(and(eq(devices.userId, auth.user.id), eq(devices.deviceId, body.device_id)))
      .limit(1);
    if (!existing?.isActive && (await countActive(tx, auth.user.id, existing?.id)) >= DEVICE_LIMIT) {
      throw new AppError('conflict', MESSAGES.deviceLimit);
    }
    const fields = {
      deviceName: body.device_name,
      deviceType: body.device_type,
      deviceModel: body.device_model ?? null,
      osVersion: body.os_version ?? null,
      appVersion: body.app_version ?? null,
      isActive: true,
      lastActive: new Date(),
    };
    const [device] = existing
      ? await tx.update(devices).set(fields).where(eq(devices.id, existing.id)).returning()
      : await tx.insert(devices).values({ userId: auth.user.id, deviceId: body.device_id, ...fields }).returning();
    if (!device) throw new Error('device upsert returned no row');
    await tx.update(sessions).set({ deviceId: device.id }).where(eq(sessions.id, auth.session.id));
    return device;
  });
}

/**
 * Deactivates one of the caller's own devices and signs out every session on it. Another user's
 * device id is answered exactly like a missing one (404) and left untouched.
 */
export async function deactivateDevice(db: Database, auth: AuthContext, deviceId: number) {
  await db.transaction(async (tx) => {
    await tx.execute(sql`select id from ${users} where id = ${auth.user.id} for update`);
    const [device] = await tx
      .select()
      .from(devices)
      .where(and(eq(devices.id, deviceId), eq(devices.userId, auth.user.id)))
      .limit(1);
    if (!device) throw notFound(MESSAGES.noDevices);
    if (!device.isActive) return;
    if (device.id === auth.session.deviceId && (await countActive(tx, auth.user.id, device.id)) === 0) {
      throw badRequest(MESSAGES.cannotDeactivateLastDevice);
    }
    await tx.update(devices).set({ isActive: false }).where(eq(devices.id, device.id));
    const reason: RevokeReason = 'device_deactivated';
    await tx
      .update(sessions)
      .set({ revokedAt: new Date(), revokedReason: reason })
      .where(and(eq(sessions.deviceId, device.id), eq(sessions.userId, auth.user.id), isNull(sessions.revokedAt)));
  });
}
