// Test operators: a signed-in account holding the given console roles (written straight into
// operator_roles, as a grant in the console would).
import { eq } from 'drizzle-orm';
import type { OperatorRole } from '@ott/contract';
import { auditLog, operatorRoles, users } from '../../src/lib/db/schema.ts';
import type { TestApp, TestClient } from '../helper.ts';
import { signIn } from '../auth/sign-in.ts';

export type SignedIn = Awaited<ReturnType<typeof signIn>>;

export async function signInWithRoles(t: TestApp, roles: readonly OperatorRole[], opts?: { phone?: string }) {
  const who = await signIn(t, opts);
  if (roles.length > 0) {
    await t.deps.db.insert(operatorRoles).values(roles.map((role) => ({ userId: who.user.id, role })));
  }
  return who;
}

export const del = (client: TestClient, url: string) => client.request('DELETE', url);

export async function auditRows(t: TestApp) {
  return t.deps.db.select().from(auditLog).orderBy(auditLog.id);
}

export async function userRow(t: TestApp, id: number) {
  const [row] = await t.deps.db.select().from(users).where(eq(users.id, id));
  if (!row) throw new Error('no such user');
  return row;
}
