/**
 * The app-level screens of spec §2: the loading screen shown while a page's code arrives and the
 * error screen shown when the app itself fails. They show before (or without) a page's language
 * frame, so the entry script carries them for both languages: a few words each.
 */
export const appScreens = {
  loading: 'Loading application...',
  error: {
    heading: 'Something went wrong',
    unexpected: 'An unexpected error occurred',
    reload: 'Reload Page',
    diagnostics: 'Open diagnostics',
    /** Before the caught message where the page is not in the message's language. */
    technicalDetail: 'Technical detail:',
  },
} as const;

export type AppScreens = typeof appScreens;
