/**
 * The page a form posted without JavaScript lands on (issue 12). The forms run in the browser; a
 * form sent before the page's script ran, or with it turned off, is answered with this page and
 * nothing of it is kept. "{phone}" and "{email}" are the organisation's (site.contact).
 */
export const javascriptNeeded = {
  title: 'This Form Needs JavaScript',
  text: 'Nothing you typed was sent or stored. Our forms need JavaScript turned on in your browser. Please turn it on, go back and send the form again.',
  reachUs: 'You can also call us at {phone} or write to {email}.',
  backLabel: 'Go to the home page',
} as const;
