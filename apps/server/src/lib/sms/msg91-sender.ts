import type { SmsSender } from './sms-sender.ts';

/**
 * MSG91-style HTTP provider: POST {base}/api/v5/flow with the auth key header and a template
 * whose variable `otp` carries the code. Any non-2xx answer is an error (the OTP request fails).
 */
export function createMsg91Sender(opts: {
  authKey: string;
  templateId: string;
  baseUrl: string;
  fetchImpl?: typeof fetch;
}): SmsSender {
  const doFetch = opts.fetchImpl ?? fetch;
  return {
    name: 'msg91',
    async send({ phone, code, body }) {
      const res = await doFetch(`${opts.baseUrl}/api/v5/flow`, {
        method: 'POST',
        headers: { authkey: opts.authKey, 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify({
          template_id: opts.templateId,
          short_url: '0',
          recipients: [{ mobiles: `91${phone}`, otp: code ?? '', message: body }],
        }),
        signal: AbortSignal.timeout(10_000),
      });
      if (!res.ok) throw new Error(`SMS provider answered ${res.status}`);
    },
  };
}
