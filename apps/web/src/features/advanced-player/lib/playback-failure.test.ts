import { describe, expect, it } from 'vitest';
import { classifyPlaybackFailure } from './playback-failure.ts';

const httpError = (uri: string, status: number, text: string | null, requestType: number) => ({
  code: 1001,
  severity: 2,
  data: [uri, status, text, {}, requestType, uri],
});

describe('classifyPlaybackFailure', () => {
  it('recognises a refused key with the server message', () => {
    const error = httpError('http://app.test/api/drm/keys/k1/', 403, '{"status":"error","message":"Subscribe to watch this content"}', 6);
    expect(classifyPlaybackFailure(error)).toEqual({ kind: 'keyRefused', status: 403, serverMessage: 'Subscribe to watch this content' });
  });

  it('recognises a 401 on the key path even without the request type, tolerating a non-JSON body', () => {
    expect(classifyPlaybackFailure(httpError('/api/drm/keys/k1/', 401, 'nope', 0))).toEqual({ kind: 'keyRefused', status: 401, serverMessage: null });
  });

  it('treats other failures as plain errors', () => {
    expect(classifyPlaybackFailure(httpError('/media/a/seg1.m4s', 403, null, 1))).toEqual({ kind: 'error' });
    expect(classifyPlaybackFailure(httpError('/api/drm/keys/k1/', 500, null, 6))).toEqual({ kind: 'error' });
    expect(classifyPlaybackFailure({ code: 3016, data: [] })).toEqual({ kind: 'error' });
    expect(classifyPlaybackFailure(null)).toEqual({ kind: 'error' });
    expect(classifyPlaybackFailure(new Error('boom'))).toEqual({ kind: 'error' });
  });
});
