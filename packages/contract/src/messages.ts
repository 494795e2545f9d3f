// Every user-facing message the server or several screens share, word for word from SPEC 5 and 8.
// Screens that use a message only once may keep it in their i18n resources instead.
export const MESSAGES = {
  // SPEC 5 'Phone'
  phoneLength: 'Please enter a valid 10-digit mobile number',
  phoneIndian: 'Please enter a valid Indian mobile number',
  termsRequired: 'Please accept the terms to continue',
  // SPEC 8 'Login'
  serverError: 'Server error. Please try again.',
  networkError: 'Network error. Please check your connection.',
  invalidOtp: 'Invalid OTP',
  invalidOtpRetry: 'Invalid OTP. Please try again.',
  resendFailed: 'Failed to resend OTP. Please try again.',
  invalidPhoneQuery: 'Invalid phone number. Please try again.',
  authFailed: 'Authentication failed. Please try again.',
  logoutFailed: 'Logout failed. Please try again.',
  // Server-side OTP protections (ARCHITECTURE 5); generic on purpose.
  otpSent: 'OTP sent successfully',
  otpExpired: 'OTP has expired. Please request a new one.',
  otpTooManyAttempts: 'Too many wrong attempts. Please request a new OTP.',
  tooManyRequests: 'Too many requests. Please try again later.',
  // SPEC 5 / 8 'Mini registration'
  firstNameRequired: 'First name is required',
  lastNameRequired: 'Last name is required',
  addressRequired: 'Address is required',
  verifyReferralFirst: 'Please verify the referral code first',
  phoneRequiredLogin: 'Phone number is required. Please login again.',
  invalidReferral: 'Invalid referral code',
  referralVerifyError: 'Error verifying referral code',
  registrationFailed: 'Registration failed',
  registrationSuccess: 'Registration completed successfully!',
  referralAutoApplied: 'Referral code was automatically applied from your invitation link!',
  validReferral: 'Valid referral code',
  ownReferral: 'You cannot use your own referral code',
  // SPEC 5 'Full registration'
  invalidEmail: 'Please enter a valid email address',
  pincodeRequired: 'Pincode is required',
  pincodeDigits: 'Pincode must be exactly 6 digits',
  stateRequired: 'State is required',
  districtRequired: 'District is required',
  constituencyRequired: 'Constituency is required',
  mandalRequired: 'Mandal is required',
  villageRequired: 'Village is required',
  /** Region ids that do not exist or do not nest (district outside the state, ...). */
  invalidRegion: 'Please select a valid location',
  // Server-side auth answers (ARCHITECTURE 5-6)
  loginSuccess: 'Login successful',
  accountDeletedLogin: 'This account has been deleted. Please contact support.',
  deviceRegistered: 'Device registered successfully',
  devicesLoaded: 'Devices loaded successfully',
  cannotDeactivateLastDevice: 'You cannot deactivate the only active device you are using.',
  // Authorisation (ARCHITECTURE 6)
  loginRequired: 'Please login to continue',
  forbidden: 'You do not have permission to access this resource.',
  sessionExpired: 'Session expired. Please login again.',
  csrfFailed: 'CSRF verification failed. Please refresh the page and try again.',
  notFound: 'Not found',
  videoNotFound: 'Video not found',
  categoryNotFound: 'Category not found',
  invalidRequest: 'Invalid request. Please check your details.',
  // Devices (SPEC 8 'Profile/devices', SPEC 9 device limit)
  noDevices: 'No devices found',
  deviceLimit: 'Device limit reached. You can use up to 3 devices. Please deactivate a device first.',
  deviceDeactivated: 'Device deactivated successfully',
  deactivateFailed: 'Failed to deactivate device. Please try again.',
  // SPEC 8 'Home'
  statesFailed: 'Failed to load states',
  loggedOut: 'Logged out successfully',
  // SPEC 8 'Account deleted'
  accountDeleted: 'Your account has been deleted. You have been logged out.',
  accountDeletedByAdmin: 'Your account has been deleted by admin. You have been logged out.',
  // SPEC 8 'Plans', 'Movie/rental', 'Code', 'Payment verification page' (issue 3)
  paymentSuccessSubscription: 'Payment successful! Your subscription is now active.',
  paymentSuccessRental: 'Payment successful! You can now watch the movie.',
  paymentVerificationFailed: 'Payment verification failed. Please contact support.',
  paymentStatusUnknown: 'Payment status could not be verified. Please contact support.',
  paymentPending: 'Payment is being processed',
  paymentFailedRetry: 'Payment failed. Please try again.',
  paymentExpired: 'This order has expired. Please start a new payment.',
  orderCreated: 'Order created successfully',
  planNotFound: 'Plan not found',
  orderNotFound: 'Order not found',
  notARentalTitle: 'This video is not available for rent',
  invalidWebhookSignature: 'Invalid signature',
  enterSubscriptionCode: 'Please enter a subscription code',
  invalidCode: 'Invalid code',
  codeValid: 'Code is valid! Click Activate to use it',
  subscriptionActivated: 'Subscription activated successfully!',
  // SPEC 2.16 'Profile settings'
  profileUpdated: 'Profile updated successfully!',
  profileUpdateFailed: 'Failed to update profile. Please try again.',
  invalidProfilePicture: 'Please upload a JPEG, PNG or WebP image up to 2 MB',
  // SPEC 8 'Watchlist'
  watchlistAdded: 'Added to watchlist',
  watchlistRemoved: 'Removed from watchlist',
  watchlistUpdateFailed: 'Failed to update watchlist. Please try again.',
  watchlistLoadFailed: 'Failed to load watchlist. Please try again later.',
  watchlistRemoveFailed: 'Failed to remove from watchlist. Please try again.',
  // SPEC 5 'Full registration' (manual entry) and 'Profile settings'
  mandalNameRequired: 'Mandal name is required',
  villageNameRequired: 'Village name is required',
  termsAcceptRequired: 'You must accept the Terms & Conditions to continue',
  verifyReferralCode: 'Please verify the referral code',
  loginAgain: 'Please login again',
  // SPEC 8 'Search' and 'Regional'
  searchError: 'Error searching videos. Please try again.',
  noResults: 'No results found',
  regionalNoVideos: 'No Videos Found - No videos found for the selected criteria. Please try selecting a different region.',
  regionalNoData: 'No Data - Nothing found at this level. Please go back and try a different selection.',
  // Continue watching and operator actions (issue 4)
  progressSaved: 'Progress saved',
  accountDeletedByAdminDone: 'Account deleted',
  userNotFound: 'User not found',
  cannotDeleteOwnAccount: 'You cannot delete your own account',
} as const;

export type MessageKey = keyof typeof MESSAGES;
