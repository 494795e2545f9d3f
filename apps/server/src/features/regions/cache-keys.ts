// Regions change a few times a year: cached for an hour, invalidated by the admin on edit.
export const REGIONS_CACHE = 'regions';
export const REGIONS_TTL_SECONDS = 3600;
