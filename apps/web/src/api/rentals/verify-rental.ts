// POST /users/api/rentals/verify/ (SPEC 7): the checkout result for a rental; status must be 'success'.
import type { z } from 'zod';
import type { VerifyRentalBody, VerifyRentalResponse } from '@ott/contract';
import { PAYMENT_API } from '@ott/contract';
import { api } from '@/lib/api-client.ts';

export type VerifyRentalInput = z.input<typeof VerifyRentalBody>;
export type VerifyRentalResult = z.infer<typeof VerifyRentalResponse>;

export function verifyRental(input: VerifyRentalInput): Promise<VerifyRentalResult> {
  return api.post<VerifyRentalResult>(PAYMENT_API.verifyRental, input);
}
