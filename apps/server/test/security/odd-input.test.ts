// Issue 16.4: odd input is the client's fault, never a 500. A NUL character anywhere a string goes
// (query, path, JSON body, form field, field name) and an id above PostgreSQL's integer are refused
// with a 400 in the usual plain words, before anything is read or written.
import { desc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_CATALOGUE_MESSAGES, API, INT4_MAX, MESSAGES, PAYMENT_API } from '@ott/contract';
import type { PgTable } from 'drizzle-orm/pg-core';
import {
  bankAccounts,
  categories,
  heroSlides,
  devices,
  orders,
  rentals,
  sessions,
  smsOutbox,
  users,
  walletTransactions,
  watchlistItems,
  watchProgress,
  withdrawals,
} from '../../src/lib/db/schema.ts';
import { createTestApp, TestClient, type TestApp } from '../helper.ts';
import { lastCode, randomIp, rowCount, signIn } from '../auth/sign-in.ts';
import { seedPlans, userRow } from '../payments/fixtures.ts';
import { signInWithRoles } from '../admin/operators.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedPlans(t);
});
afterAll(() => t.close());

const WATCHED: PgTable[] = [users, sessions, smsOutbox, devices, orders, rentals, bankAccounts, withdrawals, walletTransactions, watchlistItems, watchProgress, categories, heroSlides];
const counts = () => Promise.all(WATCHED.map((table) => rowCount(t, table)));

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
type Case = [method: Method, url: string, body: unknown, message: string];
const TOO_BIG = INT4_MAX + 1;
const atMost = (field: string) => `${field} must be at most ${INT4_MAX}`;

/** Each case answers 400 with its message, and no watched table gains or loses a row. */
async function expectRefused(client: TestClient, cases: Case[]) {
  const before = await counts();
  for (const [method, url, body, message] of cases) {
    const res = await client.request(method, url, body);
    expect(res.statusCode, `${method} ${url} ${res.body}`).toBe(400);
    expect(res.json(), `${method} ${url} ${res.body}`).toMatchObject({ status: 'error', message });
  }
  expect(await counts()).toEqual(before);
}

describe('a NUL character', () => {
  it('in a query or path is refused without sign-in (no 500)', async () => {
    await expectRefused(new TestClient(t.app, randomIp()), [
      ['GET', `${API.videos}?title=a%00b`, undefined, 'Title is not valid'],
      ['GET', `${API.videos}?title=a&title=b%00`, undefined, 'Title is not valid'],
      ['GET', `${API.verifyReferral}?code=%00`, undefined, 'Code is not valid'],
      ['GET', `${API.addressSuggestions}?query=%00`, undefined, 'Query is not valid'],
      ['GET', `${API.mandalsSearch}?name=a%00&constituency_id=1`, undefined, 'Name is not valid'],
      ['GET', `${API.videos}?a%00b=1`, undefined, MESSAGES.invalidRequest],
      ['GET', `${API.drmKey('k%00y')}`, undefined, 'KeyId is not valid'],
      ['GET', `${PAYMENT_API.checkStatus('order_\u0000x')}`, undefined, 'Order id is not valid'],
    ]);
  });

  it('in a JSON body is refused without sign-in', async () => {
    await expectRefused(new TestClient(t.app, randomIp()), [
      ['POST', API.requestOtp, { phone: '98765\u000043210', otp_type: 'login' }, 'Phone number is not valid'],
      ['POST', API.login, { phone: '9876543210', otp: '12\u000034' }, 'OTP is not valid'],
      ['POST', API.login, { phone: '9876543210', otp: '1234', ref: ['\u0000'] }, 'Ref is not valid'],
    ]);
  });

  it('in a signed-in user’s JSON body or form changes nothing', async () => {
    const { client, user } = await signIn(t);
    const before = await userRow(t, user.id);
    await expectRefused(client, [
      ['POST', API.updateProfile, { first_name: 'Ra\u0000vi' }, 'First name is not valid'],
      ['POST', API.updateProfile, { address: { line: 'x\u0000' } }, 'Address is not valid'],
      ['POST', API.bankAccounts, { account_holder_name: 'Ravi\u0000', account_number: '123456789012', ifsc_code: 'HDFC0001234', bank_name: 'HDFC' }, 'Account holder name is not valid'],
      ['POST', API.registerDevice, { device_name: 'Phone', device_id: 'device-\u0000-1234' }, 'Device id is not valid'],
      ['POST', PAYMENT_API.verifyUpiStatus, { order_id: 'order_\u0000' }, 'Order id is not valid'],
      ['POST', PAYMENT_API.validateCoupon, { code: 'WELCOME\u0000' }, 'Code is not valid'],
      ['POST', API.requestWithdrawal, { bank_account: 1, amount: '100', request_id: 'abcdefgh\u0000' }, 'Request id is not valid'],
      ['GET', `${API.profile}?phone=%00`, undefined, 'Phone number is not valid'],
    ]);
    const form = multipartBody([['first_name', 'Ra\u0000vi']]);
    const res = await client.request('POST', API.updateProfile, form.payload, { headers: form.headers });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toMatchObject({ message: 'First name is not valid' });
    expect(await userRow(t, user.id)).toEqual(before);
  });
});

describe('a NUL character in a header', () => {
  it('never reaches the stored session', async () => {
    const client = new TestClient(t.app, randomIp());
    const phone = `9${Date.now() % 1_000_000_000}`.padEnd(10, '0');
    const headers = { 'user-agent': 'Odd\u0000Browser/1.0' };
    expect((await client.request('POST', API.requestOtp, { phone, otp_type: 'login' }, { headers })).statusCode).toBe(200);
    const res = await client.request('POST', API.login, { phone, otp: await lastCode(t, phone) }, { headers });
    expect(res.statusCode, res.body).toBe(200);
    const [session] = await t.deps.db.select().from(sessions).orderBy(desc(sessions.id)).limit(1);
    expect(session?.userAgent).toBe('OddBrowser/1.0');
  });
});

describe('an id above PostgreSQL’s integer', () => {
  it('is refused without sign-in', async () => {
    await expectRefused(new TestClient(t.app, randomIp()), [
      ['GET', API.video(TOO_BIG), undefined, atMost('Id')],
      ['GET', API.categoryVideos(TOO_BIG), undefined, atMost('Id')],
      ['GET', API.videoAds(TOO_BIG), undefined, atMost('VideoId')],
      ['POST', API.trackImpression(TOO_BIG), {}, atMost('Id')],
      ['GET', `${API.frontendDistricts}?state_id=${TOO_BIG}`, undefined, atMost('State id')],
      ['GET', `${API.frontendConstituencies}?district_id=${TOO_BIG}`, undefined, atMost('District id')],
      ['GET', `${API.mandalsByConstituency}?constituency=${TOO_BIG}`, undefined, atMost('Constituency')],
      ['GET', `${API.regionalVideosByLocation}?village_id=${TOO_BIG}`, undefined, atMost('Village id')],
      ['GET', `${API.liveStreamsByCategory}?category_id=${TOO_BIG}`, undefined, atMost('Category id')],
      ['GET', `${API.addressSuggestions}?query=a&state_id=99999999999999999999`, undefined, atMost('State id')],
    ]);
  });

  it('is refused for a signed-in user, in the schema’s own words where it has them', async () => {
    const { client } = await signIn(t);
    await expectRefused(client, [
      ['POST', PAYMENT_API.createOrder, { plan_id: TOO_BIG, currency: 'INR' }, atMost('Plan id')],
      ['POST', PAYMENT_API.validateCoupon, { code: 'X', plan_id: TOO_BIG }, atMost('Plan id')],
      ['POST', PAYMENT_API.createRental, { video_id: TOO_BIG }, atMost('Video id')],
      ['GET', `${PAYMENT_API.checkRental}?video_id=${TOO_BIG}`, undefined, atMost('Video id')],
      ['POST', API.deactivateDevice, { device_id: TOO_BIG }, atMost('Device id')],
      ['POST', API.watchlistToggle, { content_id: TOO_BIG }, atMost('Content id')],
      ['GET', `${API.watchlistStatus}?content_id=${TOO_BIG}`, undefined, atMost('Content id')],
      ['POST', API.watchProgress, { video_id: TOO_BIG, position: 1, duration: 10 }, atMost('Video id')],
      ['GET', API.videoProgress(TOO_BIG), undefined, atMost('VideoId')],
      ['POST', API.setPrimaryBankAccount(TOO_BIG), {}, atMost('Id')],
      ['POST', API.requestWithdrawal, { bank_account: TOO_BIG, amount: '100' }, MESSAGES.bankAccountRequired],
      ['POST', API.requestWithdrawal, { bank_account: '99999999999999999999', amount: '100' }, MESSAGES.bankAccountRequired],
      ['POST', API.updateProfile, { state: TOO_BIG }, MESSAGES.invalidRegion],
      ['POST', API.completeRegistration, { first_name: 'Ravi', last_name: 'Kumar', address: '12 Main Road', state: TOO_BIG }, MESSAGES.stateRequired],
    ]);
  });
});

describe('an id above PostgreSQL’s integer in the console', () => {
  it('is refused for an editor', async () => {
    const { client } = await signInWithRoles(t, ['editor']);
    await expectRefused(client, [
      ['POST', API.adminHeroSlides, { video_id: TOO_BIG }, ADMIN_CATALOGUE_MESSAGES.slideNeedsPublishedTitle],
      ['PUT', API.adminHeroSlidesOrder, { ids: [TOO_BIG] }, atMost('Ids')],
      ['PUT', API.adminCategoriesOrder, { ids: [1, TOO_BIG] }, atMost('Ids')],
      ['DELETE', API.adminHeroSlide(TOO_BIG), undefined, atMost('Id')],
    ]);
  });
});

/** A multipart body built by hand, so that it can be broken in every way a client might. */
function multipartBody(parts: [name: string, value: string, filename?: string][], boundary = 'oddInputBoundary') {
  const text = parts
    .map(([name, value, filename]) =>
      filename
        ? `--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="${filename}"\r\nContent-Type: image/png\r\n\r\n${value}\r\n`
        : `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
    )
    .join('');
  return { payload: Buffer.from(`${text}--${boundary}--\r\n`), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

describe('a malformed update-profile form', () => {
  it('is a 400 in the usual words and changes nothing', async () => {
    const { client, user } = await signIn(t);
    const before = await userRow(t, user.id);
    const good = multipartBody([['first_name', 'Ravi']]);
    const cases: [label: string, payload: Buffer, headers: Record<string, string>, message: string][] = [
      ['wrong boundary', good.payload, { 'content-type': 'multipart/form-data; boundary=notTheBoundary' }, MESSAGES.invalidRequest],
      ['no boundary', good.payload, { 'content-type': 'multipart/form-data' }, MESSAGES.invalidRequest],
      ['truncated body', good.payload.subarray(0, good.payload.length - 20), good.headers, MESSAGES.invalidRequest],
      ['garbage body', Buffer.from('\u0000\u0001not a form'), good.headers, MESSAGES.invalidRequest],
      ['a file where text is expected', multipartBody([['first_name', 'Ravi', 'name.png']]).payload, good.headers, 'First name is not valid'],
      ['two files', multipartBody([['profile_picture', 'a', 'a.png'], ['profile_picture', 'b', 'b.png']]).payload, good.headers, MESSAGES.invalidProfilePicture],
      ['a text field over its limit', multipartBody([['first_name', 'A'.repeat(61)]]).payload, good.headers, 'First name must be at most 60 characters'],
      ['a text field over the form limit', multipartBody([['first_name', 'A'.repeat(1_100_000)]]).payload, good.headers, 'First name must be at most 60 characters'],
    ];
    for (const [label, payload, headers, message] of cases) {
      const res = await client.request('POST', API.updateProfile, payload, { headers });
      expect(res.statusCode, `${label}: ${res.body}`).toBe(400);
      expect(res.json(), label).toMatchObject({ status: 'error', message });
    }
    expect(await userRow(t, user.id)).toEqual(before);
  });
});
