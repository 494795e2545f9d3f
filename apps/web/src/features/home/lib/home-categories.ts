import type { Category } from '@ott/contract';
import { HIDDEN_HOME_CATEGORY_ID } from '@ott/contract';

/** SPEC 3 / 9: category 19 is excluded from the home Categories row. */
export function visibleHomeCategories(categories: readonly Category[]): Category[] {
  return categories.filter((c) => c.id !== HIDDEN_HOME_CATEGORY_ID);
}
