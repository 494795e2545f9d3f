/** Largest id a serial column holds: a bigger id from a client names nothing (404), never a 500. */
export const MAX_DB_ID = 2_147_483_647;
