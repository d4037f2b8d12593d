import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { RouteError } from './RouteError.js';

interface BoundaryProps {
  children: ReactNode;
  pathname: string;
}

interface BoundaryState {
  error: unknown;
  failed: boolean;
  /** The address the boundary last rendered for: an error is forgotten at the next one. */
  pathname: string;
}

class Boundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { error: undefined, failed: false, pathname: this.props.pathname };

  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState): Partial<BoundaryState> | null {
    return props.pathname === state.pathname ? null : { error: undefined, failed: false, pathname: props.pathname };
  }

  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    return { error, failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    // The screen shows the error in words; the console keeps where it came from, for whoever reports it.
    console.error(error, info.componentStack);
  }

  override render() {
    return this.state.failed ? <RouteError error={this.state.error} /> : this.props.children;
  }
}

/**
 * The shared error screen around the routes it wraps: a screen that throws (or whose code failed to arrive) shows
 * RouteError in its place. Going to another address tries again, as react-router's errorElement did. What it wraps
 * is not mounted again for the new address (the pages are, where they mount: PageSlot), so that the layout and the
 * toasts around the pages stay: a toast raised just before a navigation (an account deleted, then home) stays in view.
 */
export function RouteErrorBoundary({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return <Boundary pathname={pathname}>{children}</Boundary>;
}
