// Keys for the signed-in user's wallet data (SPEC 2.18), all under ['wallet', phone] so a
// withdrawal or a new account can refresh the lot.
export const walletKeys = {
  all: (phone: string) => ['wallet', phone] as const,
  wallet: (phone: string) => ['wallet', phone, 'balance'] as const,
  bankAccounts: (phone: string) => ['wallet', phone, 'bank-accounts'] as const,
  bonusLevels: (phone: string) => ['wallet', phone, 'bonus-levels'] as const,
  withdrawalLimits: (phone: string) => ['wallet', phone, 'withdrawal-limits'] as const,
};
