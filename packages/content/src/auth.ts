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
  roleHint: 'Your role determines which features are available to you.',
};
