import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { RouteError } from './RouteError.js';

interface BoundaryProps {
  children: ReactNode;
}

interface BoundaryState {
  error: unknown;
  failed: boolean;
}

class Boundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { error: undefined, failed: false };

  static getDerivedStateFromError(error: unknown): BoundaryState {
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
 * RouteError in its place. Going to another address tries again, as react-router's errorElement did.
 */
export function RouteErrorBoundary({ children }: BoundaryProps) {
  const { pathname } = useLocation();
  return <Boundary key={pathname}>{children}</Boundary>;
}
