import { Component, type ErrorInfo, type ReactNode } from 'react';
import { Button, ButtonLink } from '@/components/ui/button';
import { MessagePage } from '@/components/ui/message-page';
import { i18n } from '@/lib/i18n/i18n';
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
    // A class cannot take the hook: the active language's catalog is read directly.
    const t = (id: string) => i18n.t(id);
    return (
      <MessagePage
        eyebrow={t('error.eyebrow')}
        title={isStale ? t('error.newVersion') : t('error.title')}
        actions={
          <>
            <Button onClick={() => window.location.reload()}>{t('error.reload')}</Button>
            <ButtonLink to={paths.home} variant="outline">
              {t('common.backToHome')}
            </ButtonLink>
          </>
        }
      >
        <p>{isStale ? t('error.newVersionText') : t('error.text')}</p>
      </MessagePage>
    );
  }
}
