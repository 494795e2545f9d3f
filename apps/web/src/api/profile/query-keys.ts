// Keys for the signed-in user's account data; the profile itself uses ['profile', phone]
// (api/auth/get-profile.ts) so every screen shares one copy.
export const accountKeys = {
  subscription: (phone: string) => ['subscription-status', phone] as const,
  devices: (phone: string) => ['devices', phone] as const,
  sessions: ['sessions'] as const,
};
