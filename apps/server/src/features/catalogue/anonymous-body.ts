// A cached catalogue value together with the answer an anonymous visitor gets for it, made once
// per cache fill (issue 13.4): anonymous visitors all get the same bytes, so their requests only
// pick a ready form; signed-in viewers still get their answer presented per request.
import { toReadyBody, type ReadyBody } from '../../lib/http/ready-body.ts';

export interface WithAnonymousBody<T> {
  value: T;
  /** Null when there is nothing to answer (e.g. an unknown id: the route answers 404). */
  anonymous: ReadyBody | null;
}

export const withAnonymousBody =
  <T>(present: (value: NonNullable<T>) => unknown) =>
  async (value: T): Promise<WithAnonymousBody<T>> => ({
    value,
    anonymous: value === null || value === undefined ? null : await toReadyBody(present(value)),
  });
