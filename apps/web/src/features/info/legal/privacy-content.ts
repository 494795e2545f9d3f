// Privacy Policy (SPEC 2.21; also the login consent modal, SPEC 2.5).
import { COMPANY } from '@/config/company.ts';
import type { LegalSection } from './legal-section.ts';

export const privacyEn: LegalSection[] = [
  { heading: 'What we collect', body: 'Your mobile number; the name, city or village and region details you give us; your subscriptions, rentals, watchlist and wallet activity; and basic information about the devices you sign in from (browser, operating system and a random device id).' },
  { heading: 'Why we collect it', body: 'To sign you in with a one-time code, to show you the videos you are entitled to, to manage your devices, to credit referral bonuses, and to keep the service secure and working well.' },
  { heading: 'Payments', body: 'Card, UPI and net banking payments are handled by our payment partner. We never see or store your card number or UPI PIN; we only keep the order and payment reference.' },
  { heading: 'Sharing', body: 'We do not sell your personal data. We share it only with partners who help us run the service (SMS delivery, payments, hosting) under confidentiality obligations, or when the law requires it.' },
  { heading: 'Storage on your device', body: 'We keep your session and preferences (such as player volume and recent searches) in your browser so the app works smoothly. Signing out removes them.' },
  { heading: 'Your choices', body: 'You can view and update your profile at any time, sign out other devices, and ask us to delete your account and personal data.' },
  { heading: 'Security', body: 'Sign-in codes expire after a few minutes and are stored only in a protected form. Sessions can be revoked at any time by signing out.' },
  { heading: 'Contact', body: `For privacy questions or requests, write to ${COMPANY.privacyEmail}.` },
];

export const privacyTe: LegalSection[] = [
  { heading: 'మేము ఏమి సేకరిస్తాము', body: 'మీ మొబైల్ నంబర్; మీరు ఇచ్చే పేరు, నగరం లేదా గ్రామం మరియు ప్రాంత వివరాలు; మీ సబ్‌స్క్రిప్షన్‌లు, అద్దెలు, వాచ్‌లిస్ట్ మరియు వాలెట్ కార్యకలాపాలు; మీరు సైన్ ఇన్ చేసే పరికరాల ప్రాథమిక సమాచారం (బ్రౌజర్, ఆపరేటింగ్ సిస్టమ్ మరియు ఒక యాదృచ్ఛిక పరికర ఐడి).' },
  { heading: 'ఎందుకు సేకరిస్తాము', body: 'వన్-టైమ్ కోడ్‌తో మిమ్మల్ని సైన్ ఇన్ చేయడానికి, మీకు అర్హత ఉన్న వీడియోలను చూపించడానికి, మీ పరికరాలను నిర్వహించడానికి, రెఫరల్ బోనస్‌లను జమ చేయడానికి మరియు సేవను సురక్షితంగా, సజావుగా నడపడానికి.' },
  { heading: 'చెల్లింపులు', body: 'కార్డ్, UPI మరియు నెట్ బ్యాంకింగ్ చెల్లింపులను మా చెల్లింపు భాగస్వామి నిర్వహిస్తారు. మీ కార్డ్ నంబర్ లేదా UPI PINను మేము ఎప్పుడూ చూడము, నిల్వ చేయము; ఆర్డర్ మరియు చెల్లింపు సూచన మాత్రమే ఉంచుకుంటాము.' },
  { heading: 'పంచుకోవడం', body: 'మేము మీ వ్యక్తిగత డేటాను అమ్మము. సేవను నడపడంలో సహాయపడే భాగస్వాములతో (SMS పంపిణీ, చెల్లింపులు, హోస్టింగ్) గోప్యతా బాధ్యతలతో, లేదా చట్టం కోరినప్పుడు మాత్రమే పంచుకుంటాము.' },
  { heading: 'మీ పరికరంలో నిల్వ', body: 'యాప్ సజావుగా పని చేయడానికి మీ సెషన్ మరియు ప్రాధాన్యతలను (ప్లేయర్ వాల్యూమ్, ఇటీవలి శోధనలు వంటివి) మీ బ్రౌజర్‌లో ఉంచుతాము. సైన్ అవుట్ చేస్తే అవి తొలగించబడతాయి.' },
  { heading: 'మీ ఎంపికలు', body: 'మీరు ఎప్పుడైనా మీ ప్రొఫైల్‌ను చూడవచ్చు మరియు నవీకరించవచ్చు, ఇతర పరికరాలను సైన్ అవుట్ చేయవచ్చు, మీ ఖాతా మరియు వ్యక్తిగత డేటాను తొలగించమని కోరవచ్చు.' },
  { heading: 'భద్రత', body: 'సైన్-ఇన్ కోడ్‌లు కొన్ని నిమిషాల్లో గడువు ముగుస్తాయి మరియు రక్షిత రూపంలో మాత్రమే నిల్వ చేయబడతాయి. సైన్ అవుట్ చేయడం ద్వారా ఎప్పుడైనా సెషన్‌లను రద్దు చేయవచ్చు.' },
  { heading: 'సంప్రదించండి', body: `గోప్యతా ప్రశ్నలు లేదా అభ్యర్థనల కోసం ${COMPANY.privacyEmail} కు వ్రాయండి.` },
];
