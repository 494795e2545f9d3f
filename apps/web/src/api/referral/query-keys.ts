// Keys for the signed-in user's referral data (SPEC 2.17): the card and the details screen share one copy.
export const referralKeys = {
  info: (phone: string) => ['referral-info', phone] as const,
};
