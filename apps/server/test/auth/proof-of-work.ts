// Tests' browser side of the ALTCHA proof of work (issue 16.1): a 428 carries a challenge; solving
// it with altcha-lib and repeating the request with the payload is what the web app does.
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { TestClient } from '../helper.ts';

export async function solvedPayload(challenge: Challenge): Promise<string> {
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('challenge not solved');
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

/** POSTs `body`; when the server asks for work, solves it and posts again with `altcha`. */
export async function postWithWork(client: TestClient, url: string, body: Record<string, unknown>): Promise<{ res: LightMyRequestResponse; worked: boolean }> {
  const first = await client.post(url, body);
  if (first.statusCode !== 428) return { res: first, worked: false };
  const challenge = first.json().altcha_challenge as Challenge;
  expect(challenge?.parameters, first.body).toBeTruthy();
  return { res: await client.post(url, { ...body, altcha: await solvedPayload(challenge) }), worked: true };
}

/** The rate-limit name of a client that kept its `ott_device` cookie. */
export function deviceKey(client: TestClient): string {
  const cookie = client.cookie('ott_device');
  if (!cookie) throw new Error('no device cookie yet');
  return `d:${cookie.split('.')[0]}`;
}
