import type { ErrorMessages } from './types';

/** German. */
export const de: ErrorMessages = {
  dir: 'ltr',
  fullStop: '.',
  status: {
    badRequest: 'Ungültige Anfrage',
    notFound: 'Diese Seite wurde nicht gefunden',
    methodNotAllowed: 'Methode nicht erlaubt',
    internalServerError: 'Interner Serverfehler',
    generic: 'Ein unerwarteter Fehler ist aufgetreten',
  },
  statusHint: {
    badRequest: 'Prüfen Sie die Webadresse oder das gesendete Formular und versuchen Sie es erneut.',
    notFound: 'Wenn Sie die Webadresse eingegeben haben, prüfen Sie, ob sie stimmt. Wenn Sie sie eingefügt haben, prüfen Sie, ob sie vollständig ist.',
    methodNotAllowed: 'Diese Seite kann so nicht verwendet werden. Beginnen Sie auf der Startseite neu.',
    internalServerError: 'Leider gibt es ein Problem mit dem Dienst. Versuchen Sie es später erneut.',
    generic: 'Leider gibt es ein Problem. Versuchen Sie es später erneut.',
  },
  applicationError: {
    message: 'Anwendungsfehler: Im Browser ist eine Ausnahme aufgetreten (Details in der Browserkonsole).',
    title: 'Anwendungsfehler: Im Browser ist eine Ausnahme aufgetreten',
    hint: 'Leider ist auf dieser Seite etwas schiefgegangen. Versuchen Sie es erneut oder laden Sie die Seite neu.',
    serverMessage: 'Anwendungsfehler: Auf dem Server ist eine Ausnahme aufgetreten (Details in den Serverprotokollen).',
    serverTitle: 'Anwendungsfehler: Auf dem Server ist eine Ausnahme aufgetreten',
  },
  loadFailure: {
    heading: 'Diese Seite konnte nicht geladen werden',
    hint: 'Prüfen Sie Ihre Verbindung und laden Sie die Seite neu.',
    pageData: 'Seitendaten konnten nicht geladen werden',
    route: 'Route wurde nicht vollständig geladen: {path}',
    buildManifest: 'Build-Manifest des Clients konnte nicht geladen werden',
  },
  actions: { home: 'Zur Startseite', tryAgain: 'Erneut versuchen', reload: 'Seite neu laden', failedAgain: 'Erneut versucht: Es hat nicht funktioniert.' },
  reference: 'Referenz',
};
