// Reordering a whole list: the caller sends every current id once, in the new order. The rows are
// locked first (FOR UPDATE, in id order), so two reorders at once run one after the other and the
// second is checked against what the first left.
import { ADMIN_CATALOGUE_MESSAGES } from '@ott/contract';
import { badRequest } from '../../lib/errors.ts';

export function checkSameSet(current: readonly number[], wanted: readonly number[]): void {
  const have = new Set(current);
  if (wanted.length !== have.size || new Set(wanted).size !== wanted.length || wanted.some((id) => !have.has(id))) {
    throw badRequest(ADMIN_CATALOGUE_MESSAGES.reorderMismatch, { ids: [ADMIN_CATALOGUE_MESSAGES.reorderMismatch] });
  }
}
