// Error presentations: the status catalogue, messages per locale, the page shell, the pages,
// the error boundary, title and focus helpers.
export { normaliseStatus, isErrorStatus, statusEntry, statusTitleIn } from './status';
export type { StatusEntry, StatusMessageKey } from './status';
export {
  errorMessages,
  errorLocales,
  resolveLocale,
  negotiateLocale,
  preferredLocales,
  messagesFor,
  localeAttributes,
  sentence,
  withOverrides,
} from './messages';
export type { ErrorCatalogues, ErrorLocale, ErrorMessageOverrides, ErrorMessages } from './messages';
export { ErrorLocaleProvider, useErrorLocale, useErrorMessages } from './ErrorLocale';
export type { ErrorLocaleProviderProps } from './ErrorLocale';
export { statusTitle, notFoundTitle, applicationErrorTitle, loadFailureTitle } from './title';
export { useDocumentTitle } from './useDocumentTitle';
export { ErrorLinkProvider, useErrorLink } from './ErrorLink';
export type { ErrorLinkComponent, ErrorLinkProviderProps } from './ErrorLink';
export { useFocusOnMount } from './useFocusOnMount';
export { ErrorPage } from './ErrorPage/ErrorPage';
export type { ErrorPageProps, ErrorPageCommonProps } from './ErrorPage/ErrorPage';
export { StatusPage } from './pages/StatusPage';
export type { StatusPageProps } from './pages/StatusPage';
export { NotFoundPage } from './pages/NotFoundPage';
export type { NotFoundPageProps } from './pages/NotFoundPage';
export { ApplicationErrorPage } from './pages/ApplicationErrorPage';
export type { ApplicationErrorPageProps } from './pages/ApplicationErrorPage';
export { LoadFailurePage, loadFailureDetail, loadFailureDetailNodes } from './pages/LoadFailurePage';
export type { LoadFailure, LoadFailurePageProps } from './pages/LoadFailurePage';
export { ApplicationErrorBoundary, reportToConsole, reloadDocument } from './ApplicationErrorBoundary';
export type { ApplicationErrorBoundaryProps } from './ApplicationErrorBoundary';
export { LoadFailureNotice } from './LoadFailureNotice/LoadFailureNotice';
export type { LoadFailureNoticeProps } from './LoadFailureNotice/LoadFailureNotice';
