import { Component, lazy, Suspense, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';

/** Loaded when a page first fails, not with every page. */
const ErrorPage = lazy(() => import('../pages/error-page').then(({ ErrorPage }) => ({ default: ErrorPage })));

interface BoundaryProps {
  pathname: string;
  children: ReactNode;
}

class Boundary extends Component<BoundaryProps, { error: unknown; pathname: string | null }> {
  override state: { error: unknown; pathname: string | null } = { error: null, pathname: null };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  /** Going to another page leaves the error behind. */
  static getDerivedStateFromProps(props: BoundaryProps, state: { error: unknown; pathname: string | null }) {
    if (state.error && state.pathname !== null && state.pathname !== props.pathname)
      return { error: null, pathname: props.pathname };
    return { pathname: props.pathname };
  }

  override componentDidCatch(error: unknown) {
    console.error('[kasuwa] a page failed', error);
  }

  override render() {
    if (this.state.error)
      return (
        <Suspense fallback={null}>
          <ErrorPage error={this.state.error} />
        </Suspense>
      );
    return this.props.children;
  }
}

/** docs/storefront.md §2.1: a route error shows the error page, in place of the page that failed, until the shopper moves on. */
export function RouteErrorBoundary({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return <Boundary pathname={pathname}>{children}</Boundary>;
}
