// Ids arrive from URLs as arbitrary numbers; anything beyond a PostgreSQL `integer` cannot exist
// and would make the query itself fail (a 500), so callers treat it as "not found".
export const MAX_DB_ID = 2_147_483_647;

export const isDbId = (id: number): boolean => Number.isInteger(id) && id > 0 && id <= MAX_DB_ID;
