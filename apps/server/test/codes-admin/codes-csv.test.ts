// Issue 17.4: the codes CSV export streams every code the filters match, one line each, and no
// cell a spreadsheet would run as a formula.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, CreateCodesResponse } from '@ott/contract';
import { plans } from '../../src/lib/db/schema.ts';
import { csvCell } from '../../src/features/codes-admin/codes-csv.ts';
import { createTestApp, type TestApp } from '../helper.ts';
import { signInWithRoles, type SignedIn } from '../admin/operators.ts';
import { seedPlans } from '../payments/fixtures.ts';

let t: TestApp;
let editor: SignedIn;
beforeAll(async () => {
  t = await createTestApp();
  await seedPlans(t);
  await t.deps.db.insert(plans).values({
    id: 9,
    name: '=HYPERLINK("http://x","Plan, "big"")',
    pricePaise: 100,
    durationDays: 7,
  });
  editor = await signInWithRoles(t, ['editor']);
});
afterAll(() => t?.close());

describe('CSV cells', () => {
  it('quotes separators and neutralises formula starts', () => {
    expect(csvCell('ABC')).toBe('ABC');
    expect(csvCell(null)).toBe('');
    expect(csvCell(7)).toBe('7');
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    for (const start of ['=', '+', '-', '@', '\t', '\r'])
      expect(csvCell(`${start}1+1`).replace(/^"/, '')).toMatch(/^'/);
  });
});

describe('GET /api/admin/codes/export/', () => {
  it("streams a batch's codes as CSV with a header and one line per code", async () => {
    const res = await editor.client.post(API.adminCodes, {
      key: randomUUID(),
      plan_id: 9,
      count: 10,
      uses: 3,
      valid_until: '2099-12-31',
    });
    expect(res.statusCode, res.body).toBe(200);
    const batch = CreateCodesResponse.parse(res.json());
    const csv = await editor.client.get(`${API.adminCodesExport}?batch=${batch.batch.id}`);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toBe(
      `attachment; filename="codes-batch-${batch.batch.id}.csv"`,
    );
    const lines = csv.body.split('\r\n');
    expect(lines.at(-1)).toBe('');
    expect(lines[0]).toBe('code,plan,uses,used,valid_until_ist,status,batch,created_at');
    expect(lines.slice(1, -1)).toHaveLength(10);
    const plan = `"'=HYPERLINK(""http://x"",""Plan, ""big"""")"`;
    for (const code of batch.codes) {
      expect(lines).toContain(
        `${code.code},${plan},3,0,2099-12-31,active,${batch.batch.id},${code.created_at}`,
      );
    }
  });

  it('exports the filtered list (every page), and refuses bad filters with JSON', async () => {
    for (let i = 0; i < 3; i += 1)
      await editor.client.post(API.adminCodes, {
        key: randomUUID(),
        plan_id: 2,
        count: 400,
        uses: 1,
      });
    const csv = await editor.client.get(`${API.adminCodesExport}?plan=2&status=active`);
    expect(csv.headers['content-disposition']).toBe('attachment; filename="codes.csv"');
    expect(csv.body.split('\r\n').slice(1, -1)).toHaveLength(1200);
    const bad = await editor.client.get(`${API.adminCodesExport}?status=nope`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().status).toBe('error');
  });
});
