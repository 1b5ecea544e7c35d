import { Component, type ErrorInfo, type ReactNode } from 'react';
import { Button, ButtonLink } from '@/components/ui/button';
import { MessagePage } from '@/components/ui/message-page';
import { paths } from '@/lib/paths';

/** After a deploy, an open tab may ask for a page chunk that no longer exists. */
function isChunkLoadError(error: unknown): boolean {
  return (
    error instanceof Error &&
    /dynamically imported module|Importing a module script failed|error loading dynamically/i.test(
      error.message,
    )
  );
}

interface Props {
  /** A new value (the next page) clears a shown error. */
  resetKey: string;
  children: ReactNode;
}

interface State {
  error: unknown;
  resetKey: string;
}

/** Catches a page that fails to render or to load, and keeps the top bar and footer usable. */
export class PageErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey === state.resetKey ? null : { error: null, resetKey: props.resetKey };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error(error, info.componentStack);
  }

  override render() {
    if (!this.state.error) return this.props.children;
    const isStale = isChunkLoadError(this.state.error);
    return (
      <MessagePage
        eyebrow="Error"
        title={isStale ? 'A new version is available' : 'Something went wrong'}
        actions={
          <>
            <Button onClick={() => window.location.reload()}>Reload the page</Button>
            <ButtonLink to={paths.home} variant="outline">
              Back to home
            </ButtonLink>
          </>
        }
      >
        <p>
          {isStale
            ? 'Tiketi was updated while this page was open. Reload to get the latest version.'
            : 'An unexpected error stopped this page from showing. Reloading usually fixes it; if not, please let us know.'}
        </p>
      </MessagePage>
    );
  }
}
