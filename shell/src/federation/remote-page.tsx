import { Component, lazy, Suspense, useCallback, useState, type ComponentType, type ReactNode } from 'react';
import type { RemoteName } from 'shared-contracts';
import { LoadingScreen, type LoadingVariant } from '../components/loading-screen';
import { RemoteRetryContext, RemoteUnavailableFrameContext } from '../components/remote-retry-context';
import { RemoteUnavailable } from '../components/remote-unavailable';
import { loadRemoteComponent, type RemoteComponentModule } from './remotes';

interface BoundaryProps {
  remote: RemoteName;
  onRetry: () => void;
  children: ReactNode;
}

/** Catches a remote that fails to load or to render, and shows which part of the shop is unavailable. */
export class RemoteErrorBoundary extends Component<BoundaryProps, { error: unknown }> {
  override state: { error: unknown } = { error: null };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  override componentDidCatch(error: unknown) {
    console.error(`[kasuwa] the ${this.props.remote} section failed`, error);
  }

  private readonly retry = () => {
    this.setState({ error: null });
    this.props.onRetry();
  };

  override render() {
    if (this.state.error) return <RemoteUnavailable remote={this.props.remote} onRetry={this.retry} />;
    return this.props.children;
  }
}

type Loader = (remote: RemoteName, module: string, fresh: boolean) => Promise<RemoteComponentModule>;

export interface RemotePageOptions {
  loading?: LoadingVariant | false;
  /** Presents the "unavailable" section, e.g. inside a dialog; in place by default. */
  frame?: ComponentType<{ children: ReactNode }>;
  /** For tests: how the module is fetched. */
  load?: Loader;
}

/**
 * A page (or part of one) served by a remote: React.lazy over loadRemote, inside an error boundary. "Try again"
 * re-attempts the load in place, without reloading the page.
 */
export function remotePage(
  remote: RemoteName,
  module: string,
  options: RemotePageOptions = {},
): ComponentType {
  const load = options.load ?? loadRemoteComponent;
  const makeLazy = (fresh: boolean) => lazy(() => load(remote, module, fresh));
  let Lazy = makeLazy(false);

  function RemotePage() {
    const [attempt, setAttempt] = useState(0);
    const retry = useCallback(() => {
      Lazy = makeLazy(true);
      setAttempt((n) => n + 1);
    }, []);
    const fallback =
      options.loading === false ? null : <LoadingScreen variant={options.loading || 'general'} />;
    return (
      <RemoteUnavailableFrameContext.Provider value={options.frame ?? null}>
        <RemoteRetryContext.Provider value={retry}>
          <RemoteErrorBoundary key={attempt} remote={remote} onRetry={retry}>
            <Suspense fallback={fallback}>
              <Lazy />
            </Suspense>
          </RemoteErrorBoundary>
        </RemoteRetryContext.Provider>
      </RemoteUnavailableFrameContext.Provider>
    );
  }
  RemotePage.displayName = `RemotePage(${remote}/${module.replace(/^\.\//, '')})`;
  return RemotePage;
}
