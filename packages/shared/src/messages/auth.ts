/** Signing up and in, passwords, the profile's username. */
export const AUTH_MESSAGES = {
  emailRequired: 'Please enter your email address',
  passwordRequired: 'Please enter password',
  weakPassword:
    'Password must contain minimum 8 characters and consist of at least one uppercase letter, one lowercase letter and one number.',
  passwordsDoNotMatch: 'Passwords do not match',
  usernameRequired: 'You need to enter a username.',
  /** The number is USERNAME_MAX_LENGTH (auth.test.ts checks they agree). */
  usernameTooLong: 'Usernames can be at most 40 characters.',
  usernameControlCharacters: 'Usernames cannot contain control characters.',
  invalidEmail: 'Please enter a valid email address',
  unknownLocale: 'Please choose a language from the list.',
  unknownTimeZone: 'Please choose a time zone from the list.',
  notAuthenticated: 'User not authenticated',
  sessionMissing: 'Auth session missing!',
  invalidCredentials: 'Invalid email or password',
  registrationSuccess: 'Registration successful! Please check your email to confirm your account.',
  resetEmailSent: 'Password reset email sent. Please check your inbox.',
  passwordUpdated: 'Password updated successfully!',
  profileUpdated: 'Profile updated successfully!',
  emailNotVerified: 'Please confirm your email address before signing in. We have sent you a new confirmation link.',
  resetLinkInvalid: 'This password reset link is invalid or has expired. Please request a new one.',
  initFailed: 'Failed to initialize authentication',
  /** `wait`: how long, in words ("5 minutes"). */
  tooManySignUps: 'Too many accounts have been created from this network. Please try again in {wait}.',
} as const;
