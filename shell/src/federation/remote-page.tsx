import {
  Component,
  createContext,
  lazy,
  Suspense,
  use,
  useCallback,
  useContext,
  useEffect,
  useState,
  type ComponentType,
  type ReactNode,
} from 'react';
import { useHydrated } from 'shop-sdk';
import type { RemoteName } from '../lib/runtime-config';
import { LoadingScreen, type LoadingVariant, type LoadingVariantOfPath } from '../components/loading-screen';
import { NoScriptPage } from '../components/no-script-page';
import { RemoteUnavailable, RemoteUnavailableFrameContext } from '../components/remote-unavailable';
import { isLoadFailure, loadRemoteComponent, refreshRemote, type RemoteComponentModule } from './remotes';
import { reportRemoteFailure } from './telemetry-plugin';

interface BoundaryProps {
  remote: RemoteName;
  /** Loads the section again from a fresh manifest and entry. */
  onReload: () => void;
  /** Whether a load failure may still reload the section on its own before the fallback is shown. */
  mayReload: boolean;
  /** Shown while a reload is under way. */
  loading: ReactNode;
  /** Told when the section has failed for good (the fallback is shown). */
  onGivenUp?: () => void;
  children: ReactNode;
}

interface BoundaryState {
  error: unknown;
  reloading: boolean;
}

/**
 * Catches a remote that fails to load or to render. A load failure (e.g. a chunk that a redeploy removed) first
 * reloads the section once; after that, or for a page that throws, it shows which part of the shop is
 * unavailable, with Try again.
 */
export class RemoteErrorBoundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { error: null, reloading: false };

  static getDerivedStateFromError(error: unknown): BoundaryState {
    return { error, reloading: false };
  }

  override componentDidCatch(error: unknown) {
    // A load failure was counted where it happened (the federation runtime's afterLoadRemote); a section that
    // throws while it renders is counted here, against the version that threw.
    if (!isLoadFailure(error)) reportRemoteFailure(this.props.remote);
    if (this.props.mayReload && isLoadFailure(error)) {
      console.warn(`[kasuwa] the ${this.props.remote} section could not be loaded; reloading it once`, error);
      this.setState({ reloading: true });
      this.props.onReload();
      return;
    }
    console.error(`[kasuwa] the ${this.props.remote} section failed`, error);
    this.props.onGivenUp?.();
  }

  override render() {
    if (this.state.reloading) return this.props.loading;
    if (this.state.error)
      return <RemoteUnavailable remote={this.props.remote} onRetry={this.props.onReload} />;
    return this.props.children;
  }
}

type Loader = (remote: RemoteName, module: string) => PromiseLike<RemoteComponentModule>;

/**
 * Which remotes render before hydration (on the server, and while the browser hydrates its HTML), and how they are
 * loaded. The server pins each remote's version per request and passes its own loader; the browser hydrates the
 * remotes the server rendered and renders the others once hydrated, as the server left their fallback in the HTML.
 * `null`: a page rendered in the browser alone, where every remote renders at once.
 */
export interface RemoteRendering {
  rendersBeforeHydration: (remote: RemoteName) => boolean;
  load?: Loader;
  /**
   * While the browser hydrates: settled once the shell's own parts (the navbar above all) have hydrated and, after
   * them, the remotes the server rendered have been loaded. A remote's server-rendered section waits for it, keeping
   * the server's HTML meanwhile, so that the page answers a tap on its header before the remote's code has run and
   * before React has gone through the remote's whole page (a tap on the section itself makes React hydrate the
   * section first, once the wait is over).
   */
  afterShell?: PromiseLike<void>;
  /**
   * Told once a section the server rendered is hydrated, or has given up (its "unavailable" shown): the shell then
   * gives the page's code what the shopper did before (lib/first-touch.ts).
   */
  sectionDone?: (remote: RemoteName) => void;
}
export const RemoteRenderingContext = createContext<RemoteRendering | null>(null);

/**
 * Holds a section's hydration until `gate` has settled (renders nothing, on the server nothing either). Read on every
 * render, not only while hydrating: React warns when a render that suspended on `use` is finished without it.
 */
function WaitFor({ gate }: { gate: PromiseLike<void> }) {
  use(gate);
  return null;
}

/** Runs `run` once its render has been committed, i.e. once the parts rendered before it have hydrated. */
export function OnCommit({ run }: { run: () => void }) {
  useEffect(run, [run]);
  return null;
}

export interface RemotePageOptions {
  /** The loading screen's variant, or the variant for each path a remote serves. */
  loading?: LoadingVariant | false | LoadingVariantOfPath;
  /** Presents the "unavailable" section, e.g. inside a dialog; in place by default. */
  frame?: ComponentType<{ children: ReactNode }>;
  /** For tests: how the module is fetched, and how a remote is made to load afresh. */
  load?: Loader;
  refresh?: (remote: RemoteName) => void;
}

/**
 * A page (or part of one) served by a remote: React.lazy over loadRemote, inside an error boundary. A failed load
 * is reloaded once by itself; "Try again" reloads it again, in place, without reloading the page.
 */
export function remotePage(
  remote: RemoteName,
  module: string,
  options: RemotePageOptions = {},
): ComponentType {
  const refresh = options.refresh ?? refreshRemote;
  // The federation runtime caches a loaded module, so a new lazy per mount costs no request.
  // React takes any thenable here, including one that has already settled (see `settled`).
  const lazyModule = (load: Loader) => lazy(() => load(remote, module) as Promise<RemoteComponentModule>);

  const fallbackOf = () =>
    options.loading === false ? null : <LoadingScreen variant={options.loading || 'general'} />;

  /** The remote's section: its module, lazily, inside the error boundary that reloads it. */
  function Section() {
    const rendering = useContext(RemoteRenderingContext);
    const load = options.load ?? rendering?.load ?? loadRemoteComponent;
    const [attempt, setAttempt] = useState(() => ({ count: 0, Lazy: lazyModule(load) }));
    const reload = useCallback(() => {
      refresh(remote);
      setAttempt(({ count }) => ({ count: count + 1, Lazy: lazyModule(load) }));
    }, [load]);
    const { Lazy } = attempt;
    const fallback = fallbackOf();
    const sectionDone = rendering?.sectionDone;
    const done = useCallback(() => sectionDone?.(remote), [sectionDone]);
    return (
      <RemoteUnavailableFrameContext.Provider value={options.frame ?? null}>
        <RemoteErrorBoundary
          key={attempt.count}
          remote={remote}
          onReload={reload}
          mayReload={attempt.count === 0}
          loading={fallback}
          onGivenUp={done}
        >
          <Suspense fallback={fallback}>
            {rendering?.afterShell ? <WaitFor gate={rendering.afterShell} /> : null}
            <Lazy />
            {sectionDone ? <OnCommit run={done} /> : null}
          </Suspense>
        </RemoteErrorBoundary>
      </RemoteUnavailableFrameContext.Provider>
    );
  }

  /**
   * A remote the server did not render: its fallback is in the HTML, and hydration must find the same; the section
   * renders once hydrated. Without script the fallback would spin for ever, so the server's HTML also says what
   * needs JavaScript there.
   */
  function AfterHydration() {
    const hydrated = useHydrated();
    if (hydrated) return <Section />;
    return (
      <>
        {fallbackOf()}
        {options.loading === false ? null : <NoScriptPage />}
      </>
    );
  }

  /**
   * Whether the remote renders before hydration is fixed for the page, so the choice is made here once. A remote
   * the server rendered does not ask whether hydration is over: were its section rendered again when it is, the
   * remote's routes would give their route context a new value, and React would render every part of the page
   * still waiting to hydrate (HydrateWhenSeen) again in the browser.
   */
  function RemotePage() {
    const rendering = useContext(RemoteRenderingContext);
    return rendering && !rendering.rendersBeforeHydration(remote) ? <AfterHydration /> : <Section />;
  }
  RemotePage.displayName = `RemotePage(${remote}/${module.replace(/^\.\//, '')})`;
  return RemotePage;
}
