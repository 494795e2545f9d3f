import { ErrorResponse } from '@ott/contract';

/** Error answers every authenticated route may give, for the OpenAPI document. */
export const errorResponses = {
  400: ErrorResponse,
  401: ErrorResponse,
  403: ErrorResponse,
  404: ErrorResponse,
  409: ErrorResponse,
  429: ErrorResponse,
} as const;
