import { Component, type ReactNode } from 'react';

/**
 * Shows `fallback` in place of a part of the page whose code could not be fetched (offline before it was kept, no
 * service worker): a part that is not essential never blanks the whole page.
 */
export class IfUnavailable extends Component<
  { children: ReactNode; fallback: ReactNode },
  { failed: boolean }
> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
