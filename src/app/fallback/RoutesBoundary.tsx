// The app's error boundary around the routes: a dozen lines of React instead of
// react-error-boundary, which costs 0.3 KiB gz more on the first load of every page: what
// keeps that first load within its 73.75 KiB budget with the reload guard and last resort in it.
import { Component, type ErrorInfo, type ReactNode } from 'react';

export interface RoutesBoundaryProps {
  /** The routes. */
  children: ReactNode;
  /**
   * When it changes while an error is shown (a navigation), the boundary resets and renders again.
   * @example <RoutesBoundary resetKey={location} …>
   */
  resetKey: unknown;
  /**
   * What to show instead of the routes; `reset` renders them again.
   * @example fallback={(error, reset) => <AppError onTryAgain={reset} />}
   */
  fallback: (error: unknown, reset: () => void) => ReactNode;
  /**
   * Told once per caught error.
   * @example onError={(error) => console.error(error)}
   */
  onError: (error: unknown, info: ErrorInfo) => void;
  /**
   * Called before every reset (Try again, or a navigation away from an error).
   * @example onReset={() => pageData.invalidate()}
   */
  onReset: () => void;
}

interface State {
  // Boxed: a thrown `undefined` or `null` is still an error.
  caught: { error: unknown } | null;
}

/** Catches render errors below it, shows `fallback`, resets on Try again or a new `resetKey`. */
export class RoutesBoundary extends Component<RoutesBoundaryProps, State> {
  override state: State = { caught: null };

  static getDerivedStateFromError(error: unknown): State {
    return { caught: { error } };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    this.props.onError(error, info);
  }

  override componentDidUpdate(previous: RoutesBoundaryProps, previousState: State) {
    // Only an error that was already shown: the update that caught it may also carry the new key.
    if (this.state.caught && previousState.caught && !Object.is(previous.resetKey, this.props.resetKey)) this.reset();
  }

  reset = () => {
    this.props.onReset();
    this.setState({ caught: null });
  };

  override render() {
    return this.state.caught ? this.props.fallback(this.state.caught.error, this.reset) : this.props.children;
  }
}
