// The console's referral bonus levels screen (issue 17.4), part of the 'admin' namespace. `bmsg_*`
// are the contract's sentences (BONUS_LEVELS_MESSAGES): English is the server's own wording.
import { BONUS_LEVELS_MESSAGES } from '@ott/contract';

type BonusMessages = { [K in keyof typeof BONUS_LEVELS_MESSAGES as `bmsg_${K}`]: string };

const messagesEn = Object.fromEntries(
  Object.entries(BONUS_LEVELS_MESSAGES).map(([key, text]) => [`bmsg_${key}`, text]),
) as BonusMessages;

const messagesTe: BonusMessages = {
  bmsg_levelsInvalid: 'దయచేసి ఐదు స్థాయిలనూ, 1 నుండి 5, ఒక్కోటి ఒకసారి పంపండి',
  bmsg_percentInvalid: 'ప్రతి స్థాయి 0 నుండి 100 మధ్య శాతం, గరిష్ఠంగా రెండు దశాంశాలతో',
  bmsg_totalTooHigh: 'ఐదు స్థాయిలు కలిపి గరిష్ఠంగా 50% ఉండవచ్చు',
  bmsg_descriptionRequired: 'దయచేసి ప్రతి స్థాయిని వివరించండి',
  bmsg_descriptionTooLong: 'వివరణ గరిష్ఠంగా 200 అక్షరాలు ఉండాలి',
  bmsg_bonusLevelsSaved: 'బోనస్ స్థాయిలు సేవ్ అయ్యాయి. ఇప్పటి నుండి పూర్తయ్యే చెల్లింపులకు ఇవి వర్తిస్తాయి.',
  bmsg_bonusLevelsUnchanged: 'ఏమీ మారలేదు',
};

export const bonusStrings = {
  en: {
    ...messagesEn,
    navBonusLevels: 'Bonus levels',
    bonusTitle: 'Referral bonus levels',
    bonusIntro:
      'What referrers earn when someone in their invitation chain pays for a subscription. Level 1 is the person who invited the payer.',
    bonusLevel: 'Level {{level}}',
    bonusPercentLabel: 'Level {{level}} percent',
    bonusDescriptionLabel: 'Level {{level}} description',
    bonusPercentHint: 'Percent of the amount paid, up to two decimals',
    bonusTotal: 'Together: {{total}}% of each subscription (at most {{cap}}%)',
    bonusExample: 'On a ₹999 plan: ₹{{amount}}',
    bonusSave: 'Save levels',
    bonusSaving: 'Saving...',
    bonusConfirmTitle: 'Save the bonus levels?',
    bonusConfirmQuestion:
      'The new percentages apply to payments completed from now on. Bonuses already earned do not change.',
    bonusReset: 'Undo changes',
    action_bonus_levels_update: 'Bonus levels changed',
    target_bonus_levels: 'Bonus levels',
  },
  te: {
    ...messagesTe,
    navBonusLevels: 'బోనస్ స్థాయిలు',
    bonusTitle: 'రిఫరల్ బోనస్ స్థాయిలు',
    bonusIntro:
      'తమ ఆహ్వాన గొలుసులో ఎవరైనా సబ్‌స్క్రిప్షన్ కొన్నప్పుడు రిఫరర్లు సంపాదించేది. స్థాయి 1 అంటే చెల్లించినవారిని ఆహ్వానించిన వ్యక్తి.',
    bonusLevel: 'స్థాయి {{level}}',
    bonusPercentLabel: 'స్థాయి {{level}} శాతం',
    bonusDescriptionLabel: 'స్థాయి {{level}} వివరణ',
    bonusPercentHint: 'చెల్లించిన మొత్తంలో శాతం, గరిష్ఠంగా రెండు దశాంశాలు',
    bonusTotal: 'మొత్తం: ప్రతి సబ్‌స్క్రిప్షన్‌లో {{total}}% (గరిష్ఠంగా {{cap}}%)',
    bonusExample: '₹999 ప్లాన్‌పై: ₹{{amount}}',
    bonusSave: 'స్థాయిలు సేవ్ చేయండి',
    bonusSaving: 'సేవ్ చేస్తున్నాం...',
    bonusConfirmTitle: 'బోనస్ స్థాయిలు సేవ్ చేయాలా?',
    bonusConfirmQuestion: 'కొత్త శాతాలు ఇప్పటి నుండి పూర్తయ్యే చెల్లింపులకు వర్తిస్తాయి. ఇప్పటికే సంపాదించిన బోనస్‌లు మారవు.',
    bonusReset: 'మార్పులు రద్దు చేయండి',
    action_bonus_levels_update: 'బోనస్ స్థాయిలు మార్చబడ్డాయి',
    target_bonus_levels: 'బోనస్ స్థాయిలు',
  },
};
