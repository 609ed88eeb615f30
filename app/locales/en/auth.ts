const auth = {
  meta: {
    title: "Sign in or create an account — GeoCert",
    description:
      "Sign in to GeoCert to keep your readiness results, manage your profile and take part in the community.",
    forgotTitle: "Reset your password — GeoCert",
    resetTitle: "Choose a new password — GeoCert",
    verifyTitle: "Confirm your email address — GeoCert",
  },
  title: "Your GeoCert account",
  lead: "One account for your readiness results, your profile, the community and, for partners, credential verification.",
  tabs: { label: "Sign in or sign up", signIn: "Sign in", signUp: "Create account" },
  signIn: {
    heading: "Sign in",
    email: "Email address",
    password: "Password",
    submit: "Sign in",
    forgot: "Forgot your password?",
    noAccount: "New here? Create an account",
  },
  signUp: {
    heading: "Create an account",
    name: "Full name",
    nameHint: "As it should appear on certificates.",
    email: "Email address",
    emailHint: "We send a confirmation link to this address.",
    password: "Password",
    passwordHint: "At least 10 characters, with letters and at least one digit or symbol.",
    submit: "Create account",
    terms:
      "By creating an account you agree that we store your name and email to run your account. You can delete it at any time.",
  },
  checkMail: {
    heading: "Check your inbox",
    text: "If {{email}} can be used for a new account, a confirmation link is on its way. Open it within an hour to activate your account, then sign in.",
    back: "Back to sign in",
  },
  verify: {
    heading: "Confirm your email address",
    text: "To confirm {{email}}, enter the password you chose when you created the account. You are then signed in.",
    password: "Password of the account",
    submit: "Confirm and sign in",
    notYou:
      "Did you not create this account, or do you not know its password? Choose a new password instead: that confirms the address too, and only your password works afterwards.",
    chooseNew: "Choose a new password",
    okHeading: "Email address confirmed",
    okText: "Thank you. Your account is active and you are signed in.",
    failedHeading: "This link no longer works",
    failedText:
      "Confirmation links expire after an hour and work once. Sign in with your email and password to get a new one.",
    toAccount: "Go to your account",
    toSignIn: "Go to sign in",
  },
  forgot: {
    heading: "Reset your password",
    text: "Enter the email address of your account. We send a link to choose a new password; it works for an hour.",
    email: "Email address",
    submit: "Send reset link",
    sentHeading: "Check your inbox",
    sentText: "If an account uses {{email}}, a reset link is on its way. It works once, for an hour.",
    back: "Back to sign in",
  },
  reset: {
    heading: "Choose a new password",
    password: "New password",
    confirm: "Repeat the new password",
    submit: "Save new password",
    done: "Your password has been changed. Please sign in with the new one.",
    invalidHeading: "This reset link no longer works",
    invalidText: "Reset links expire after an hour and work once. Ask for a new one.",
    again: "Ask for a new link",
  },
  errors: {
    name: "Please enter your name (at least 2 characters).",
    nameLong: "Please shorten your name to 120 characters.",
    email: "Please enter a valid email address, like name@example.com.",
    passwordRequired: "Please enter your password.",
    passwordShort: "Please use at least 10 characters for your password.",
    passwordLong: "Please use at most 128 characters for your password.",
    passwordWeak: "Please mix letters with at least one digit or symbol.",
    passwordEmail: "Please choose a password that does not contain your email address.",
    passwordMismatch: "The two passwords are not the same.",
    invalidCredentials: "The email address or password is not right. Please try again.",
    notVerified: "Please confirm your email address first. We have sent you a new confirmation link.",
    disabled: "This account has been disabled. Please contact us if you think this is a mistake.",
    tooManyAttempts_one: "Too many sign-in attempts. Please wait a minute and try again.",
    tooManyAttempts_other: "Too many sign-in attempts. Please wait {{minutes}} minutes and try again.",
    rateLimited: "Too many requests. Please wait a few minutes and try again.",
    failed: "Something went wrong on our side. Please try again.",
    confirmPassword:
      "That is not the password of this account. If you did not choose it, choose a new password instead.",
  },
  mail: {
    verifySubject: "Confirm your GeoCert account",
    verifyBody:
      "Hello,\n\na GeoCert account was created with this email address. To confirm the address, open this link and enter the password chosen for the account:\n\n{{link}}\n\nThe link works for one hour. If you did not create an account, ignore this message: an account that is not confirmed is deleted after 7 days.\n\nGeoCert",
    resetSubject: "Reset your GeoCert password",
    resetBody:
      "Hello,\n\nsomeone asked to reset the password of your GeoCert account. To choose a new one, open:\n\n{{link}}\n\nThe link works once and expires in one hour. If it was not you, ignore this message: your password stays as it is.\n\nGeoCert",
    existingSubject: "Someone tried to create a GeoCert account with your address",
    existingBody:
      "Hello,\n\nsomeone, perhaps you, tried to create a GeoCert account with this email address. It already has an account, and nothing has been changed.\n\nIf it was you, sign in at {{signIn}} or choose a new password with this link (it also confirms your address and signs out every session of the account):\n\n{{link}}\n\nThe link works once and expires in one hour. If it was not you, ignore this message.\n\nGeoCert",
  },
};

export default auth;
