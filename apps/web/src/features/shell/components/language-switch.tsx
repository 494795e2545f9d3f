import { Languages } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/ui/cn.ts';

const LANGUAGES = [
  { code: 'en', label: 'English' },
  { code: 'te', label: 'తెలుగు' },
] as const;

/** i18next's own language key, read by app/i18n.ts at start-up. */
const LANGUAGE_STORAGE_KEY = 'i18nextLng';

/** English / Telugu switch; the choice is remembered for the next visit. */
export function LanguageSwitch() {
  const { t, i18n } = useTranslation('shell');
  const current = i18n.resolvedLanguage ?? i18n.language;
  const choose = (code: string) => {
    void i18n.changeLanguage(code);
    try {
      localStorage.setItem(LANGUAGE_STORAGE_KEY, code);
    } catch {
      // Private mode: the choice lasts for this visit only.
    }
  };
  return (
    <div role="group" aria-label={t('language')} className="inline-flex items-center gap-1 rounded-full bg-white/5 p-1 ring-1 ring-white/10">
      <Languages aria-hidden="true" className="mx-1.5 size-4 text-white/60" />
      {LANGUAGES.map((lang) => (
        <button
          key={lang.code}
          type="button"
          lang={lang.code}
          aria-pressed={current === lang.code}
          onClick={() => choose(lang.code)}
          className={cn(
            'rounded-full px-3 py-1 text-sm transition-colors',
            current === lang.code ? 'bg-white text-black' : 'text-white/70 hover:text-white',
          )}
        >
          {lang.label}
        </button>
      ))}
    </div>
  );
}
