// Strings of the streams-at-once dialog and the stopped message (issue 18.1), English and Telugu.
// The English stop reasons are the contract's words (PLAYBACK_SESSION_MESSAGES; a test keeps them equal).
import { registerStrings } from '@/app/i18n.ts';

export const streamLimitStrings = {
  en: {
    limitTitle: 'Watching on too many devices',
    limitMessageOne: 'You are already watching on another device. Your plan allows 1 device at a time.',
    limitMessageMany: 'You are already watching on {{count}} devices. Your plan allows {{count}} devices at a time.',
    pausedCounts: 'A paused video counts until its player is closed.',
    playingNow: 'Playing now',
    unknownDevice: 'Unknown device',
    startedAt: 'Started {{time}}',
    takeOver: 'Stop playback there and watch here',
    takeOverOn: 'Stop playback on {{device}} and watch here',
    takingOver: 'Starting here…',
    notNow: 'Not now',
    actionFailed: 'Could not reach the server. Please try again.',
    stoppedTitle: 'Playback stopped',
    stopped_taken_over: 'Playback stopped: this account started watching on another device.',
    stopped_same_device: 'Playback stopped: this account started watching in another tab or window of this browser.',
    stopped_expired: 'Playback stopped: this device lost contact for too long and another device is watching now.',
    stopped_stopped: 'Playback stopped.',
    stopped_renewal_refused: 'Playback stopped: this stream is no longer active on this device.',
    watchHere: 'Watch here',
    closePlayer: 'Close player',
  },
  te: {
    limitTitle: 'చాలా పరికరాల్లో చూస్తున్నారు',
    limitMessageOne: 'మీరు ఇప్పటికే మరో పరికరంలో చూస్తున్నారు. మీ ప్లాన్‌లో ఒకేసారి 1 పరికరంలో మాత్రమే చూడవచ్చు.',
    limitMessageMany: 'మీరు ఇప్పటికే {{count}} పరికరాల్లో చూస్తున్నారు. మీ ప్లాన్‌లో ఒకేసారి {{count}} పరికరాల్లో చూడవచ్చు.',
    pausedCounts: 'పాజ్ చేసిన వీడియో కూడా దాని ప్లేయర్ మూసే వరకు లెక్కలోకి వస్తుంది.',
    playingNow: 'ఇప్పుడు ప్లే అవుతున్నవి',
    unknownDevice: 'తెలియని పరికరం',
    startedAt: '{{time}}కి ప్రారంభమైంది',
    takeOver: 'అక్కడ ఆపి ఇక్కడ చూడండి',
    takeOverOn: '{{device}}లో ప్లేబ్యాక్ ఆపి ఇక్కడ చూడండి',
    takingOver: 'ఇక్కడ ప్రారంభమవుతోంది…',
    notNow: 'ఇప్పుడు కాదు',
    actionFailed: 'సర్వర్‌ను చేరుకోలేకపోయాము. దయచేసి మళ్ళీ ప్రయత్నించండి.',
    stoppedTitle: 'ప్లేబ్యాక్ ఆగిపోయింది',
    stopped_taken_over: 'ప్లేబ్యాక్ ఆగిపోయింది: ఈ ఖాతాతో మరో పరికరంలో చూడటం మొదలైంది.',
    stopped_same_device: 'ప్లేబ్యాక్ ఆగిపోయింది: ఈ ఖాతాతో ఈ బ్రౌజర్‌లోని మరో ట్యాబ్ లేదా విండోలో చూడటం మొదలైంది.',
    stopped_expired: 'ప్లేబ్యాక్ ఆగిపోయింది: ఈ పరికరానికి చాలాసేపు కనెక్షన్ లేదు, ఇప్పుడు మరో పరికరంలో చూస్తున్నారు.',
    stopped_stopped: 'ప్లేబ్యాక్ ఆగిపోయింది.',
    stopped_renewal_refused: 'ప్లేబ్యాక్ ఆగిపోయింది: ఈ స్ట్రీమ్ ఇక ఈ పరికరంలో సక్రియంగా లేదు.',
    watchHere: 'ఇక్కడ చూడండి',
    closePlayer: 'ప్లేయర్ మూసివేయి',
  },
} as const;

registerStrings('playerStreams', streamLimitStrings);
