// Cookie Policy (SPEC 2.21). Names only the cookies and browser storage the app really uses: the
// server's `sessionid` and `csrftoken` cookies and the SPEC 3 local storage keys.
import { COMPANY } from '@/config/company.ts';
import type { LegalSection } from './legal-section.ts';

export const cookiesEn: LegalSection[] = [
  { heading: '1. What cookies are', body: `Cookies are small text files a website keeps in your browser. ${COMPANY.brand} also uses your browser's local storage, which works in a similar way. This policy explains both.` },
  { heading: '2. Cookies we need', body: 'A sign-in cookie (sessionid) keeps you signed in between visits, and a security cookie (csrftoken) protects your account from requests sent by other websites. The service cannot work without them, so they cannot be switched off. They are never used for advertising.' },
  { heading: '3. Preferences on your device', body: 'Local storage remembers your session, your language, your player volume and quality choices, your recent searches and the progress of a payment, so the app works smoothly and a payment is not lost if you close the window. Signing out removes your session and personal data from the browser.' },
  { heading: '4. Payments', body: 'When you pay, the checkout window of our payment partner may set its own cookies to keep the payment secure and to prevent fraud. Those cookies are covered by the payment partner\'s own policy.' },
  { heading: '5. No tracking cookies', body: 'We do not use third-party advertising cookies or cookies that follow you across other websites, and we do not sell what is stored in your browser.' },
  { heading: '6. Managing cookies', body: 'You can see and delete cookies in your browser settings at any time. If you block or delete the cookies we need, you will be signed out and will have to sign in again.' },
  { heading: '7. Contact', body: `Questions about cookies? Write to ${COMPANY.privacyEmail}.` },
];

export const cookiesTe: LegalSection[] = [
  { heading: '1. కుకీలు అంటే ఏమిటి', body: `కుకీలు అనేవి ఒక వెబ్‌సైట్ మీ బ్రౌజర్‌లో ఉంచే చిన్న టెక్స్ట్ ఫైళ్లు. ${COMPANY.brand} మీ బ్రౌజర్ లోకల్ స్టోరేజ్‌ను కూడా ఉపయోగిస్తుంది, ఇది కూడా అలాగే పనిచేస్తుంది. ఈ విధానం రెండింటినీ వివరిస్తుంది.` },
  { heading: '2. మాకు అవసరమైన కుకీలు', body: 'సైన్-ఇన్ కుకీ (sessionid) మిమ్మల్ని సందర్శనల మధ్య సైన్ ఇన్ చేసి ఉంచుతుంది, భద్రతా కుకీ (csrftoken) ఇతర వెబ్‌సైట్‌లు పంపే అభ్యర్థనల నుండి మీ ఖాతాను కాపాడుతుంది. ఇవి లేకుండా సేవ పనిచేయదు, కాబట్టి వీటిని ఆపివేయలేరు. వీటిని ప్రకటనల కోసం ఎప్పుడూ ఉపయోగించము.' },
  { heading: '3. మీ పరికరంలో ప్రాధాన్యతలు', body: 'యాప్ సజావుగా పనిచేయడానికి, విండో మూసినా చెల్లింపు కోల్పోకుండా ఉండడానికి లోకల్ స్టోరేజ్ మీ సెషన్, భాష, ప్లేయర్ వాల్యూమ్ మరియు నాణ్యత ఎంపికలు, ఇటీవలి శోధనలు మరియు చెల్లింపు పురోగతిని గుర్తుంచుకుంటుంది. సైన్ అవుట్ చేస్తే మీ సెషన్ మరియు వ్యక్తిగత డేటా బ్రౌజర్ నుండి తొలగించబడతాయి.' },
  { heading: '4. చెల్లింపులు', body: 'మీరు చెల్లించినప్పుడు, మా చెల్లింపు భాగస్వామి చెక్అవుట్ విండో చెల్లింపును సురక్షితంగా ఉంచడానికి మరియు మోసాన్ని నివారించడానికి తన స్వంత కుకీలను ఉంచవచ్చు. ఆ కుకీలకు చెల్లింపు భాగస్వామి స్వంత విధానం వర్తిస్తుంది.' },
  { heading: '5. ట్రాకింగ్ కుకీలు లేవు', body: 'మేము మూడవ పక్ష ప్రకటనల కుకీలను గానీ, ఇతర వెబ్‌సైట్‌లలో మిమ్మల్ని అనుసరించే కుకీలను గానీ ఉపయోగించము; మీ బ్రౌజర్‌లో నిల్వ అయిన దేనినీ అమ్మము.' },
  { heading: '6. కుకీలను నిర్వహించడం', body: 'మీ బ్రౌజర్ సెట్టింగ్‌లలో ఎప్పుడైనా కుకీలను చూడవచ్చు మరియు తొలగించవచ్చు. మాకు అవసరమైన కుకీలను బ్లాక్ చేసినా లేదా తొలగించినా, మీరు సైన్ అవుట్ అవుతారు మరియు మళ్ళీ సైన్ ఇన్ చేయాలి.' },
  { heading: '7. సంప్రదించండి', body: `కుకీల గురించి ప్రశ్నలు ఉన్నాయా? ${COMPANY.privacyEmail} కు వ్రాయండి.` },
];
