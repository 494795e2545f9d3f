// Terms of Service (SPEC 2.21; also the login consent modal, SPEC 2.5).
import { COMPANY } from '@/config/company.ts';
import type { LegalSection } from './legal-section.ts';

export const termsEn: LegalSection[] = [
  { heading: '1. Who we are', body: `${COMPANY.brand} is a streaming service for Telugu and regional Indian viewers, run by ${COMPANY.legalName}, Hyderabad. By signing in you agree to these terms. If you do not agree, please do not use the service.` },
  { heading: '2. Your account', body: 'You sign in with your own Indian mobile number and a one-time code sent to it. Keep your phone and codes private; everything done with your account is your responsibility. You must be at least 13 years old, or have the consent of a parent or guardian.' },
  { heading: '3. Subscriptions and rentals', body: 'Free videos can be watched by anyone. Premium videos need an active subscription; rental videos need a subscription or a rental for that title. Prices are shown in rupees (₹) before you pay and include applicable taxes. A subscription or rental runs for the period shown at purchase and does not renew automatically.' },
  { heading: '4. Devices', body: 'Your account may be used on a limited number of devices at once. You can see and sign out devices from your profile.' },
  { heading: '5. Referrals and wallet', body: 'When friends join with your referral code and subscribe, you may earn a bonus in your wallet. Bonuses are credited for genuine referrals only; we may withhold bonuses gained through fake accounts or abuse. Withdrawals go to a bank account in your name, within the limits shown in the wallet.' },
  { heading: '6. Acceptable use', body: 'The content is for your personal, non-commercial viewing. Do not copy, record, redistribute or publicly show it, and do not try to bypass our security or access other people\'s accounts.' },
  { heading: '7. Changes and termination', body: 'We may update these terms or the catalogue from time to time and will show the updated date here. We may suspend accounts that break these terms. You can ask us to delete your account at any time.' },
  { heading: '8. Contact', body: `Questions about these terms? Write to ${COMPANY.supportEmail}, call ${COMPANY.supportPhone} or use the Contact page.` },
];

export const termsTe: LegalSection[] = [
  { heading: '1. మేము ఎవరు', body: `${COMPANY.brand} తెలుగు మరియు ప్రాంతీయ భారతీయ ప్రేక్షకుల కోసం హైదరాబాద్‌కు చెందిన ${COMPANY.legalName} నడిపే ఒక స్ట్రీమింగ్ సేవ. సైన్ ఇన్ చేయడం ద్వారా మీరు ఈ నిబంధనలకు అంగీకరిస్తున్నారు. మీకు అంగీకారం లేకపోతే, దయచేసి ఈ సేవను ఉపయోగించవద్దు.` },
  { heading: '2. మీ ఖాతా', body: 'మీరు మీ స్వంత భారతీయ మొబైల్ నంబర్ మరియు దానికి పంపిన వన్-టైమ్ కోడ్‌తో సైన్ ఇన్ చేస్తారు. మీ ఫోన్ మరియు కోడ్‌లను రహస్యంగా ఉంచండి; మీ ఖాతాతో జరిగే ప్రతిదానికీ మీరే బాధ్యులు. మీకు కనీసం 13 సంవత్సరాలు ఉండాలి, లేదా తల్లిదండ్రుల లేదా సంరక్షకుల అనుమతి ఉండాలి.' },
  { heading: '3. సబ్‌స్క్రిప్షన్‌లు మరియు అద్దెలు', body: 'ఉచిత వీడియోలను ఎవరైనా చూడవచ్చు. ప్రీమియం వీడియోలకు క్రియాశీల సబ్‌స్క్రిప్షన్ అవసరం; అద్దె వీడియోలకు సబ్‌స్క్రిప్షన్ లేదా ఆ వీడియో అద్దె అవసరం. ధరలు చెల్లింపుకు ముందు రూపాయలలో (₹) చూపబడతాయి మరియు వర్తించే పన్నులు కలిపి ఉంటాయి. సబ్‌స్క్రిప్షన్ లేదా అద్దె కొనుగోలు సమయంలో చూపిన కాలానికి మాత్రమే చెల్లుతుంది, స్వయంచాలకంగా పునరుద్ధరించబడదు.' },
  { heading: '4. పరికరాలు', body: 'మీ ఖాతాను ఒకేసారి పరిమిత సంఖ్యలో పరికరాలలో ఉపయోగించవచ్చు. మీ ప్రొఫైల్ నుండి పరికరాలను చూడవచ్చు మరియు సైన్ అవుట్ చేయవచ్చు.' },
  { heading: '5. రెఫరల్‌లు మరియు వాలెట్', body: 'మీ రెఫరల్ కోడ్‌తో స్నేహితులు చేరి సబ్‌స్క్రైబ్ చేసినప్పుడు, మీ వాలెట్‌లో బోనస్ పొందవచ్చు. నిజమైన రెఫరల్‌లకు మాత్రమే బోనస్ జమ అవుతుంది; నకిలీ ఖాతాలు లేదా దుర్వినియోగం ద్వారా పొందిన బోనస్‌లను నిలిపివేయవచ్చు. ఉపసంహరణలు మీ పేరుపై ఉన్న బ్యాంక్ ఖాతాకు, వాలెట్‌లో చూపిన పరిమితులలో జరుగుతాయి.' },
  { heading: '6. అనుమతించబడిన ఉపయోగం', body: 'కంటెంట్ మీ వ్యక్తిగత, వాణిజ్యేతర వీక్షణ కోసం మాత్రమే. దానిని కాపీ చేయవద్దు, రికార్డ్ చేయవద్దు, పునఃపంపిణీ చేయవద్దు లేదా బహిరంగంగా ప్రదర్శించవద్దు; మా భద్రతను దాటవేయడానికి లేదా ఇతరుల ఖాతాలను యాక్సెస్ చేయడానికి ప్రయత్నించవద్దు.' },
  { heading: '7. మార్పులు మరియు రద్దు', body: 'మేము ఈ నిబంధనలను లేదా కేటలాగ్‌ను అప్పుడప్పుడు నవీకరించవచ్చు, నవీకరించిన తేదీని ఇక్కడ చూపిస్తాము. ఈ నిబంధనలను ఉల్లంఘించే ఖాతాలను నిలిపివేయవచ్చు. మీరు ఎప్పుడైనా మీ ఖాతాను తొలగించమని మమ్మల్ని కోరవచ్చు.' },
  { heading: '8. సంప్రదించండి', body: `ఈ నిబంధనల గురించి ప్రశ్నలు ఉన్నాయా? ${COMPANY.supportEmail} కు వ్రాయండి, ${COMPANY.supportPhone} కు కాల్ చేయండి లేదా సంప్రదింపు పేజీని ఉపయోగించండి.` },
];
