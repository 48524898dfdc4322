import type { ErrorMessages } from './types';

/** English: the texts of the runtime we replace, verbatim, plus plain next steps. */
export const en: ErrorMessages = {
  dir: 'ltr',
  fullStop: '.',
  status: {
    badRequest: 'Bad Request',
    notFound: 'This page could not be found',
    methodNotAllowed: 'Method Not Allowed',
    internalServerError: 'Internal Server Error',
    generic: 'An unexpected error has occurred',
  },
  statusHint: {
    badRequest: 'Check the web address or the form you sent, then try again.',
    notFound: 'If you typed the web address, check it is correct. If you pasted it, check you copied all of it.',
    methodNotAllowed: 'This page cannot be used in that way. Go to the homepage and start again.',
    internalServerError: 'Sorry, there is a problem with the service. Try again later.',
    generic: 'Sorry, there is a problem. Try again later.',
  },
  applicationError: {
    message: 'Application error: a client-side exception has occurred (see the browser console for more information).',
    title: 'Application error: a client-side exception has occurred',
    hint: 'Sorry, something went wrong on this page. Try again, or reload the page.',
    serverMessage: 'Application error: a server-side exception has occurred (see the server logs for more information).',
    serverTitle: 'Application error: a server-side exception has occurred',
  },
  loadFailure: {
    heading: 'This page could not be loaded',
    hint: 'Check your connection, then reload the page.',
    pageData: 'Failed to load page data',
    route: 'Route did not complete loading: {path}',
    buildManifest: 'Failed to load client build manifest',
  },
  actions: { home: 'Go to the homepage', tryAgain: 'Try again', reload: 'Reload the page', failedAgain: 'Tried again: it did not work.' },
  reference: 'Reference',
};
