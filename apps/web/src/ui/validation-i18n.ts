// Validation failures in the screen's language (issue 12). English comes from the contract (the
// server's own words); Telugu is ours. {{field}}, {{limit}} and {{values}} are filled in.
import { FIELD_LABELS, MESSAGES, VALIDATION_MESSAGES, type ValidationRule } from '@ott/contract';

const toI18next = (template: string) => template.replace(/\{(\w+)\}/g, '{{$1}}');

const englishRules = Object.fromEntries(
  Object.entries(VALIDATION_MESSAGES).map(([rule, template]) => [rule, toI18next(template)]),
) as Record<ValidationRule, string>;

const teluguRules: Record<ValidationRule, string> = {
  required: '{{field}} తప్పనిసరి',
  too_long: '{{field}} గరిష్టంగా {{limit}} అక్షరాలు ఉండాలి',
  too_short: '{{field}} కనీసం {{limit}} అక్షరాలు ఉండాలి',
  exact_length: '{{field}} సరిగ్గా {{limit}} అక్షరాలు ఉండాలి',
  at_most: '{{field}} గరిష్టంగా {{limit}} ఉండాలి',
  less_than: '{{field}} {{limit}} కంటే తక్కువ ఉండాలి',
  at_least: '{{field}} కనీసం {{limit}} ఉండాలి',
  more_than: '{{field}} {{limit}} కంటే ఎక్కువ ఉండాలి',
  not_a_number: '{{field}} ఒక సంఖ్య అయి ఉండాలి',
  not_whole_number: '{{field}} పూర్ణ సంఖ్య అయి ఉండాలి',
  invalid_email: 'దయచేసి చెల్లుబాటు అయ్యే ఇమెయిల్ చిరునామాను నమోదు చేయండి',
  invalid_format: '{{field}} సరైన రూపంలో లేదు',
  not_allowed: '{{field}} వీటిలో ఒకటి అయి ఉండాలి: {{values}}',
  unknown_field: '{{field}} అనే వివరాన్ని మేము స్వీకరించము',
  invalid: '{{field}} సరైనది కాదు',
};

const teluguFields: Record<keyof typeof FIELD_LABELS, string> = {
  first_name: 'మొదటి పేరు',
  last_name: 'ఇంటి పేరు',
  email: 'ఇమెయిల్',
  phone: 'ఫోన్ నంబర్',
  otp: 'OTP',
  gender: 'లింగం',
  date_of_birth: 'పుట్టిన సంవత్సరం',
  state: 'రాష్ట్రం',
  district: 'జిల్లా',
  constituency: 'నియోజకవర్గం',
  mandal: 'మండలం',
  village: 'గ్రామం',
  pincode: 'పిన్‌కోడ్',
  address: 'చిరునామా',
  referral_code: 'రెఫరల్ కోడ్',
  code: 'కోడ్',
  profile_picture: 'ప్రొఫైల్ చిత్రం',
  account_holder_name: 'ఖాతాదారుని పేరు',
  account_number: 'ఖాతా నంబర్',
  ifsc_code: 'IFSC కోడ్',
  bank_name: 'బ్యాంక్ పేరు',
  amount: 'మొత్తం',
};

export const validationStrings = {
  en: { rules: englishRules, fields: { ...FIELD_LABELS }, invalidRequest: MESSAGES.invalidRequest },
  te: { rules: teluguRules, fields: teluguFields, invalidRequest: 'అభ్యర్థన చెల్లదు. దయచేసి మీ వివరాలను తనిఖీ చేయండి.' },
};
