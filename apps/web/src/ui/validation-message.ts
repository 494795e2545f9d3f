// A server's refusal of invalid input, worded in the screen's language (issue 12): the answer's
// `problems` (field, rule, limit) become sentences from our own strings, never the server's text.
import i18n from 'i18next';
import { useTranslation } from 'react-i18next';
import { fieldLabel, ValidationProblem } from '@ott/contract';
import { validationStrings } from './validation-i18n.ts';

const NAMESPACE = 'validation';

// Registered by whichever lazy screen loads this first, so the home bundle does not carry them.
function addStrings() {
  i18n.addResourceBundle('en', NAMESPACE, validationStrings.en, true, false);
  i18n.addResourceBundle('te', NAMESPACE, validationStrings.te, true, false);
}
if (i18n.isInitialized) addStrings();
else i18n.on('initialized', addStrings);

/** The problems a 400 answer listed, or none (other answers, older servers, malformed data). */
export function problemsOf(error: unknown): ValidationProblem[] {
  const data = (error as { data?: { problems?: unknown } } | null)?.data;
  const parsed = ValidationProblem.array().safeParse(data?.problems);
  return parsed.success ? parsed.data : [];
}

/**
 * `describe(problem)`: the sentence for one problem in the current language. `fieldMessages(error)`:
 * the first message for each field of a refused request; in English the server's own (the spec's
 * words where it has them, plain words otherwise), in Telugu ours.
 */
export function useValidationMessages() {
  const { t, i18n: current } = useTranslation(NAMESPACE);
  const describe = (problem: ValidationProblem): string => {
    if (!problem.field) return t('invalidRequest');
    const field = t(`fields.${problem.field}`, { defaultValue: fieldLabel(problem.field) });
    return t(`rules.${problem.rule}`, { field, limit: problem.limit, values: (problem.values ?? []).join(', ') });
  };
  const fieldMessages = (error: unknown): Record<string, string> => {
    const english = (current.resolvedLanguage ?? current.language).startsWith('en');
    const server = (error as { data?: { errors?: Record<string, string[] | undefined> } } | null)?.data?.errors ?? {};
    const byField: Record<string, string> = {};
    for (const problem of problemsOf(error)) byField[problem.field] ??= (english && server[problem.field]?.[0]) || describe(problem);
    return byField;
  };
  return { describe, fieldMessages };
}
