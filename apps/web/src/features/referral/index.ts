// Public surface of the referral feature: the card the profile embeds (SPEC 2.15, 2.17). The
// /referral and /referral/details screens are lazy routes of the router.
export { ReferralCard, type ReferralCardProps } from './components/referral-card.tsx';
