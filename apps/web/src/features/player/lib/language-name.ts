// Readable names of the stream's languages for the Audio and Captions menus.

/**
 * The stream's own label when it has one, else the language's name in the UI language
 * (Intl.DisplayNames: 'te' reads 'Telugu' in English, 'తెలుగు' in Telugu), else the tag itself.
 * A label that only repeats the tag counts as none.
 */
export function languageName(language: string, label: string, uiLanguage: string): string {
  if (label && label !== language) return label;
  try {
    return new Intl.DisplayNames([uiLanguage], { type: 'language', fallback: 'code' }).of(language) ?? language;
  } catch {
    // '' or a malformed tag.
    return language;
  }
}
