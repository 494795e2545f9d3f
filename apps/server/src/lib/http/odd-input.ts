// Issue 16.4: a NUL character (U+0000) cannot be stored in PostgreSQL's text, so one that reached a
// query answered 500. It is refused here, once for every route: query, path and JSON body before
// any schema or handler sees them, and form fields by the handlers that read multipart themselves.
import type { FastifyInstance } from 'fastify';
import { nulCharacterPath } from '@ott/contract';
import { invalidValueError } from './validation.ts';

/** Throws the usual 400 ('First name is not valid') when any string in `input` holds a NUL. */
export function assertNoNulCharacter(input: unknown): void {
  const path = nulCharacterPath(input);
  if (path) throw invalidValueError(path, input);
}

/**
 * Every route's query, path parameters and parsed body (a raw Buffer, as the signed webhooks keep
 * it, is not text and is left alone). Added on the root before the features, so no route escapes.
 * A request no route matched (the web app's pages, unknown paths) is left to the not-found handler,
 * which serves the page with its default tags or a 404 and reads nothing with the URL's text.
 */
export function refuseNulCharacters(app: FastifyInstance): void {
  app.addHook('preValidation', async (req) => {
    if (req.routeOptions.url === undefined) return;
    assertNoNulCharacter(req.params);
    assertNoNulCharacter(req.query);
    assertNoNulCharacter(req.body);
  });
}
