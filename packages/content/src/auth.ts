import type { Auth } from './auth.schema.js';

/** Texts of the sign-in / register page (spec §2 "Auth", §6). */

export const auth: Auth = {
  title: 'Client Portal',
  loginTab: 'Login',
  registerTab: 'Register',
  sidePanel: {
    heading: 'Welcome to Pathways',
    description: 'One place to keep your job search, your appointments and your team together.',
    clientPortal: {
      title: 'Client Portal',
      features: [
        'Browse job listings matched to you',
        'Find resources for training, housing and recovery',
        'Stay in touch with your case worker',
      ],
    },
    employerPortal: {
      title: 'Employer Portal',
      features: [
        'Post jobs for trained, pre-screened candidates',
        'Review applications in one place',
      ],
    },
    testimonial: {
      quote:
        'Having everything in one place kept me on track. I could see my appointments and message my case worker from my phone.',
      name: 'Keisha B.',
      role: 'Pathways graduate',
    },
  },
  roleLabel: 'I am a...',
  roleOptions: { client: 'Client seeking help', employer: 'Employer looking to hire' },
  intro: 'Log in or create an account to get started.',
  loginForm: {
    ariaLabel: 'Login',
    username: 'Username',
    usernameHint: 'Or the e-mail address on your account.',
    password: 'Password',
    submit: 'Login',
    pending: 'Signing in...',
  },
  registerForm: {
    ariaLabel: 'Register',
    fullName: 'Full name',
    email: 'Email',
    username: 'Username',
    usernameHint: 'At least 3 characters. You will use it to log in.',
    password: 'Password',
    passwordHint: 'At least 6 characters.',
    confirmPassword: 'Confirm password',
    submit: 'Create Account',
    pending: 'Creating account...',
  },
  showPasswordLabel: 'Show password',
  roleHint: 'Your role determines which features are available to you.',
  passwordReset: {
    forgotLink: 'Forgot password?',
    forgot: {
      title: 'Forgot your password?',
      intro:
        'Enter the email address of your account and we will send you a link to choose a new password.',
      emailLabel: 'Email',
      submit: 'Send reset link',
      submitting: 'Sending...',
      failureTitle: 'We could not send the link',
      sentTitle: 'Check your email',
      sentHelp:
        'The link works once and expires in 1 hour. If nothing arrives within a few minutes, check your spam folder or call us at {phone}.',
      backToLogin: 'Back to Login',
    },
    reset: {
      title: 'Choose a new password',
      checking: 'Checking your link...',
      intro:
        'Choose a new password for your account. Every device signed in to it will be signed out.',
      passwordLabel: 'New password',
      confirmLabel: 'Confirm new password',
      submit: 'Set new password',
      submitting: 'Saving...',
      failureTitle: 'We could not change your password',
      doneTitle: 'Your password has been changed',
      doneText: 'You can now log in with your new password.',
      toLogin: 'Go to Login',
      invalidTitle: 'This link cannot be used',
      missingToken:
        'This page needs the link from your email. Please open the link again, or ask for a new one.',
      askAgain: 'Ask for a new link',
    },
  },
};
