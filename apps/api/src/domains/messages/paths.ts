/** Where the client reads their messages; the e-mail links here and says nothing more. */
export const CLIENT_MESSAGES_PATH = '/dashboard/client/messages';
