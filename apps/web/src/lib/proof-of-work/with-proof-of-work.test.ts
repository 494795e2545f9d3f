import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api-client.ts';
import { withProofOfWork } from './with-proof-of-work.ts';

const challenge = { parameters: { algorithm: 'PBKDF2/SHA-256' }, signature: 'sig' };
const askForWork = () => new ApiError('HTTP 428', 428, { status: 'error', message: 'Checking', altcha_challenge: challenge });

describe('withProofOfWork', () => {
  it('passes a first answer through without solving anything', async () => {
    const solve = vi.fn();
    await expect(withProofOfWork(async (altcha) => `sent ${altcha ?? 'plain'}`, { solve })).resolves.toBe('sent plain');
    expect(solve).not.toHaveBeenCalled();
  });

  it('solves a 428 challenge and repeats the call with the payload, reporting the work', async () => {
    const call = vi.fn(async (altcha?: string) => {
      if (!altcha) throw askForWork();
      return altcha;
    });
    const solve = vi.fn(async () => 'payload');
    const working: boolean[] = [];
    await expect(withProofOfWork(call, { solve, onWorking: (w) => working.push(w) })).resolves.toBe('payload');
    expect(solve).toHaveBeenCalledWith(challenge);
    expect(call.mock.calls.map(([altcha]) => altcha)).toEqual([undefined, 'payload']);
    expect(working).toEqual([true, false]);
  });

  it('gives up after two solved challenges, and leaves other errors alone', async () => {
    const solve = vi.fn(async () => 'payload');
    const always = vi.fn(async () => {
      throw askForWork();
    });
    await expect(withProofOfWork(always, { solve })).rejects.toMatchObject({ status: 428 });
    expect(always).toHaveBeenCalledTimes(3);
    const refused = new ApiError('HTTP 429', 429, { status: 'error', message: 'Too many', retry_after: 30 });
    await expect(withProofOfWork(async () => Promise.reject(refused), { solve })).rejects.toBe(refused);
    expect(solve).toHaveBeenCalledTimes(2);
  });

  it('a solver that fails ends the working notice and rejects', async () => {
    const working: boolean[] = [];
    const failing = withProofOfWork(async () => Promise.reject(askForWork()), {
      solve: async () => Promise.reject(new Error('no workers')),
      onWorking: (w) => working.push(w),
    });
    await expect(failing).rejects.toThrow('no workers');
    expect(working).toEqual([true, false]);
  });
});
