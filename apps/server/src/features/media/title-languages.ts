// Language tags for an uploaded film's audio and subtitle tracks. Containers tag streams with
// ISO 639-2 codes ('tel', 'eng', bibliographic 'fre'/'ger' too); manifests and players use BCP47
// ('te', 'en'). CLDR's alias data (through Intl) maps one to the other and names the language.

const UNDETERMINED = 'und';
const englishNames = new Intl.DisplayNames(['en'], { type: 'language', fallback: 'none' });

/** BCP47 for a container's language tag; 'und' when missing or not a language tag. */
export function toBcp47Language(tag: string | undefined): string {
  const trimmed = tag?.trim();
  if (!trimmed) return UNDETERMINED;
  try {
    return Intl.getCanonicalLocales(trimmed)[0] ?? UNDETERMINED;
  } catch {
    return UNDETERMINED;
  }
}

/** A readable English name ('Telugu'), else the tag itself; 'Unknown' for 'und'. */
export function languageDisplayName(language: string): string {
  if (language === UNDETERMINED) return 'Unknown';
  try {
    return englishNames.of(language) ?? language;
  } catch {
    return language;
  }
}
