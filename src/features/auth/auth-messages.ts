import { defineMessages } from 'react-intl';

/**
 * The one text set of the sign-in, social sign-in, registration and password pages, and of the sign-in
 * drawer's forms (spec §2.2: these pages share one text set). The spec's own strings (§8) are kept word
 * for word: "Invalid username or password", "This user already exists. Please try again.", "Service
 * unavailable.", "You have successfully registered.", "Try Again", "Refresh Page".
 */
export const authMessages = defineMessages({
  // Fields shared by the forms.
  email: { id: 'auth.email', defaultMessage: 'E-mail' },
  password: { id: 'auth.password', defaultMessage: 'Password' },
  showPassword: { id: 'auth.password.show', defaultMessage: 'Show password' },
  passwordRules: {
    id: 'auth.password.rules',
    defaultMessage: 'At least 8 characters, with a number or a special character',
  },
  confirmPassword: { id: 'auth.password.confirm', defaultMessage: 'Confirm password' },
  or: { id: 'auth.or', defaultMessage: 'or' },

  // Sign-in.
  signInTitle: { id: 'auth.sign-in.title', defaultMessage: 'Sign in' },
  signInSubmit: { id: 'auth.sign-in.submit', defaultMessage: 'Sign in' },
  remember: { id: 'auth.sign-in.remember', defaultMessage: 'Keep me signed in for 30 days' },
  rememberHint: {
    id: 'auth.sign-in.remember.hint',
    defaultMessage: 'Leave it unticked on a shared or public computer.',
  },
  forgotLink: { id: 'auth.sign-in.forgot', defaultMessage: 'Forgot password?' },
  createAccount: { id: 'auth.sign-in.create-account', defaultMessage: 'Create an account' },
  invalidCredentials: { id: 'auth.errors.invalid-credentials', defaultMessage: 'Invalid username or password' },
  unavailable: { id: 'auth.errors.unavailable', defaultMessage: 'Service unavailable.' },
  unavailableBody: {
    id: 'auth.errors.unavailable.body',
    defaultMessage: 'We couldn’t reach our servers. Check your connection, then try again.',
  },
  somethingWrong: { id: 'auth.errors.generic', defaultMessage: 'Something went wrong, please try again.' },

  // Registration (spec §4 account flow: register, account created, signed in).
  registerTitle: { id: 'auth.register.title', defaultMessage: 'Create an account' },
  registerIntro: {
    id: 'auth.register.intro',
    defaultMessage: 'Save your searches and favourite homes, and get new listings by e-mail. It’s free.',
  },
  firstName: { id: 'auth.register.first-name', defaultMessage: 'First name' },
  lastName: { id: 'auth.register.last-name', defaultMessage: 'Last name' },
  city: { id: 'auth.register.city', defaultMessage: 'City' },
  province: { id: 'auth.register.province', defaultMessage: 'Province or territory' },
  provincePlaceholder: { id: 'auth.register.province.placeholder', defaultMessage: 'Choose…' },
  phone: { id: 'auth.register.phone', defaultMessage: 'Phone' },
  interests: { id: 'auth.register.interests', defaultMessage: 'I’m thinking of' },
  buy: { id: 'auth.register.buy', defaultMessage: 'Buying' },
  sell: { id: 'auth.register.sell', defaultMessage: 'Selling' },
  consents: { id: 'auth.register.consents', defaultMessage: 'E-mails you’d like to receive' },
  consentsHint: {
    id: 'auth.register.consents.hint',
    defaultMessage: 'All optional. You can unsubscribe at any time.',
  },
  realEstateNews: { id: 'auth.register.real-estate-news', defaultMessage: 'Real estate news and market updates' },
  registerSubmit: { id: 'auth.register.submit', defaultMessage: 'Create my account' },
  haveAccount: { id: 'auth.register.have-account', defaultMessage: 'Already have an account?' },
  signInInstead: { id: 'auth.register.sign-in', defaultMessage: 'Sign in' },
  exists: { id: 'auth.errors.exists', defaultMessage: 'This user already exists. Please try again.' },
  existsHint: {
    id: 'auth.errors.exists.hint',
    defaultMessage: 'Sign in with this e-mail, or reset its password if you forgot it.',
  },
  registerFailed: {
    id: 'auth.errors.register',
    defaultMessage: 'There was an error registering your account. Please try again.',
  },
  captchaRefused: {
    id: 'auth.errors.captcha',
    defaultMessage: 'The security check was not passed. Please answer the new question.',
  },
  createdTitle: { id: 'auth.register.created.title', defaultMessage: 'Account created' },
  created: { id: 'auth.register.created', defaultMessage: 'You have successfully registered.' },
  goToAccount: { id: 'auth.register.created.account', defaultMessage: 'Go to my account' },
  continueLink: { id: 'auth.register.created.continue', defaultMessage: 'Continue where I was' },

  // Social sign-in.
  continueWithGoogle: { id: 'auth.social.google', defaultMessage: 'Continue with Google' },
  continueWithFacebook: { id: 'auth.social.facebook', defaultMessage: 'Continue with Facebook' },
  socialChoose: { id: 'auth.social.choose', defaultMessage: 'Choose how to continue' },
  continueAs: { id: 'auth.social.continue-as', defaultMessage: 'Continue as' },
  socialSubmit: { id: 'auth.social.submit', defaultMessage: 'Continue' },
  socialSigningIn: { id: 'auth.social.signing-in', defaultMessage: 'Signing you in…' },

  // Captcha.
  captchaLegend: { id: 'auth.captcha.legend', defaultMessage: 'Security check' },
  captchaHint: {
    id: 'auth.captcha.hint',
    defaultMessage: 'Answer with a number: it keeps robots from creating accounts.',
  },
  captchaLoading: { id: 'auth.captcha.loading', defaultMessage: 'Loading the security check…' },
  captchaUnavailable: {
    id: 'auth.captcha.unavailable',
    defaultMessage: 'The security check could not load.',
  },
  captchaRequired: { id: 'auth.captcha.required', defaultMessage: 'Please complete the security check' },

  // Forgot password, e-mail sent.
  forgotTitle: { id: 'auth.forgot.title', defaultMessage: 'Reset your password' },
  forgotIntro: {
    id: 'auth.forgot.intro',
    defaultMessage: 'Enter your account’s e-mail and we’ll send you a link to choose a new password.',
  },
  forgotSubmit: { id: 'auth.forgot.submit', defaultMessage: 'Send me the link' },
  forgotSentTitle: { id: 'auth.forgot.sent.title', defaultMessage: 'E-mail sent' },
  backToSignIn: { id: 'auth.forgot.back', defaultMessage: 'Back to sign in' },

  // Set a new password, success.
  resetTitle: { id: 'auth.reset.title', defaultMessage: 'Choose a new password' },
  newPassword: { id: 'auth.reset.password', defaultMessage: 'New password' },
  resetSubmit: { id: 'auth.reset.submit', defaultMessage: 'Save my new password' },
  resetChecking: { id: 'auth.reset.checking', defaultMessage: 'Checking your link…' },
  resetDoneTitle: { id: 'auth.reset.done.title', defaultMessage: 'Password changed' },
  resetDoneBody: {
    id: 'auth.reset.done.body',
    defaultMessage: 'Your new password is saved. Sign in with it to see your account.',
  },
  resetExpiredTitle: {
    id: 'auth.reset.expired.title',
    defaultMessage: 'This link has expired or was already used',
  },
  resetExpiredBody: {
    id: 'auth.reset.expired.body',
    defaultMessage: 'A reset link works once, for one hour. Ask for a new one below.',
  },

  // Connection problem (spec §2.6 server-connection error page).
  connectionTitle: { id: 'auth.connection.title', defaultMessage: 'Connection problem' },
  connectionBody: {
    id: 'auth.connection.body',
    defaultMessage: 'We couldn’t reach our servers. Check your internet connection, then try again.',
  },
  tryAgain: { id: 'auth.connection.try-again', defaultMessage: 'Try Again' },
  refreshPage: { id: 'auth.connection.refresh', defaultMessage: 'Refresh Page' },

  // Page titles and descriptions.
});

/** The texts that take values (typed, so a missing or misspelt value does not compile). */
export const authTemplates = defineMessages<{
  noAccount: { brand: string };
  tooManyAttempts: { minutes: number };
  newsletter: { brand: string };
  partnerEmails: { brand: string };
  createdBody: { name: string };
  socialTitle: { provider: string };
  socialDemoIntro: { provider: string };
  socialRedirecting: { provider: string };
  socialRefused: { provider: string };
  socialCancelled: { provider: string };
  captchaQuestion: { question: string };
  forgotSentBody: { email: string };
  signInDescription: { brand: string };
  registerDescription: { brand: string };
  socialDescription: { brand: string };
  resetDescription: { brand: string };
}>({
  noAccount: { id: 'auth.sign-in.no-account', defaultMessage: 'New to {brand}?' },
  tooManyAttempts: {
    id: 'auth.errors.too-many-attempts',
    defaultMessage: 'Too many attempts. Try again in {minutes, plural, one {# minute} other {# minutes}}.',
  },
  newsletter: { id: 'auth.register.newsletter', defaultMessage: 'The {brand} newsletter' },
  partnerEmails: { id: 'auth.register.partner-emails', defaultMessage: 'Offers from {brand}’s partners' },
  createdBody: {
    id: 'auth.register.created.body',
    defaultMessage: 'Welcome, {name}. You’re signed in: your favourites and saved searches are kept in your account.',
  },
  socialTitle: { id: 'auth.social.title', defaultMessage: 'Continue with {provider}' },
  socialDemoIntro: {
    id: 'auth.social.demo.intro',
    defaultMessage:
      'This demo is not connected to {provider}. Enter the details {provider} would share with us to continue.',
  },
  socialRedirecting: { id: 'auth.social.redirecting', defaultMessage: 'Taking you to {provider}…' },
  socialRefused: {
    id: 'auth.social.refused',
    defaultMessage: 'The sign-in with {provider} did not work. Please try again.',
  },
  socialCancelled: {
    id: 'auth.social.cancelled',
    defaultMessage: 'The sign-in with {provider} was cancelled or has expired.',
  },
  captchaQuestion: { id: 'auth.captcha.question', defaultMessage: 'What is {question}?' },
  forgotSentBody: {
    id: 'auth.forgot.sent.body',
    defaultMessage:
      'If an account exists for {email}, you’ll receive a link to reset your password. Check your inbox, and your spam folder. The link works once, for one hour.',
  },
  signInDescription: {
    id: 'auth.meta.sign-in.description',
    defaultMessage: 'Sign in to your {brand} account to see your saved searches and favourite homes.',
  },
  registerDescription: {
    id: 'auth.meta.register.description',
    defaultMessage: 'Create your free {brand} account to save searches and favourite homes.',
  },
  socialDescription: {
    id: 'auth.meta.social.description',
    defaultMessage: 'Sign in to {brand} with your Google or Facebook account.',
  },
  resetDescription: {
    id: 'auth.meta.reset.description',
    defaultMessage: 'Choose a new password for your {brand} account.',
  },
});
