/**
 * Escapes a value for a filter option inside an ffmpeg filtergraph string. Two levels
 * apply (ffmpeg-filters "Notes on filtergraph escaping"): the option parser treats
 * `\ ' :` as special, then the graph parser treats `\ ' [ ] , ;`. Titles come from
 * admins, so every one of those can appear.
 */
export function escapeFilterValue(value: string): string {
  const optionLevel = value.replace(/[\\':]/g, (character) => `\\${character}`);
  return optionLevel.replace(/[\\'[\],;]/g, (character) => `\\${character}`);
}

/** `name=value:name=value` with every value escaped; undefined values are left out. */
export function filterOptions(options: Readonly<Record<string, string | number | undefined>>): string {
  return Object.entries(options)
    .filter((entry): entry is [string, string | number] => entry[1] !== undefined)
    .map(([name, value]) => `${name}=${typeof value === 'number' ? value : escapeFilterValue(value)}`)
    .join(':');
}
