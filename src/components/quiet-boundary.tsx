import { Component, type ReactNode } from 'react';

interface QuietBoundaryState {
  failed: boolean;
}

/**
 * Renders nothing (or `fallback`) instead of its children once they fail (a lazy shell piece whose
 * chunk did not load, or that threw): an optional extra must never take the page down with it.
 */
export class QuietBoundary extends Component<
  { children: ReactNode; fallback?: ReactNode },
  QuietBoundaryState
> {
  override state: QuietBoundaryState = { failed: false };

  static getDerivedStateFromError(): QuietBoundaryState {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? (this.props.fallback ?? null) : this.props.children;
  }
}
