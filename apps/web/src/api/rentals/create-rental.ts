// POST /users/api/rentals/create/ (SPEC 7): an order for renting one title. The server prices it
// from the title's first price entry; the client's duration and price are only checked.
import type { z } from 'zod';
import type { CreateRentalBody, OrderResponse } from '@ott/contract';
import { PAYMENT_API } from '@ott/contract';
import { api } from '@/lib/api-client.ts';

export type CreateRentalInput = z.input<typeof CreateRentalBody>;
export type RentalOrder = z.infer<typeof OrderResponse>;

export function createRental(input: CreateRentalInput): Promise<RentalOrder> {
  // The screen reports a 401 itself ('Session expired...') and then logs out.
  return api.post<RentalOrder>(PAYMENT_API.createRental, input, { skipAuthRedirect: true });
}
