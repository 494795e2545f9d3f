import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../messages.ts';
import { normaliseRetryAfter, retryWait, tooManyRequestsMessage } from './retry-after.ts';

describe('retry after', () => {
  it('keeps the spec base words and says when to try again', () => {
    expect(tooManyRequestsMessage(25)).toBe('Too many requests. Please try again in 25 seconds.');
    expect(tooManyRequestsMessage(1)).toBe('Too many requests. Please try again in 1 second.');
    expect(tooManyRequestsMessage(60)).toBe('Too many requests. Please try again in 1 minute.');
    expect(tooManyRequestsMessage(61)).toBe('Too many requests. Please try again in 2 minutes.');
    expect(tooManyRequestsMessage(3600)).toBe('Too many requests. Please try again in 1 hour.');
    expect(tooManyRequestsMessage(86_399)).toBe('Too many requests. Please try again in 24 hours.');
    expect(tooManyRequestsMessage(25).startsWith(MESSAGES.tooManyRequests.replace(' later.', ''))).toBe(true);
  });

  it('never asks for less than a whole second, nor rounds down', () => {
    expect(normaliseRetryAfter(0)).toBe(1);
    expect(normaliseRetryAfter(-5)).toBe(1);
    expect(normaliseRetryAfter(0.2)).toBe(1);
    expect(normaliseRetryAfter(29.01)).toBe(30);
    expect(normaliseRetryAfter(Number.NaN)).toBe(1);
    expect(retryWait(59.5)).toEqual({ value: 1, unit: 'minute' });
    expect(retryWait(119)).toEqual({ value: 2, unit: 'minute' });
  });
});
