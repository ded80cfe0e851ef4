import { Component, Fragment, type ErrorInfo, type ReactNode } from 'react';
import styled from 'styled-components';
import { Button } from '../shared/Button';
import { useTexts } from '../shared/i18n';
import { appTexts } from './app.texts';
import { resetLazyComponents } from '../shared/lazyWithPreload';

/** webpack names a failed chunk load 'ChunkLoadError' ('Loading chunk {id} failed.'). */
export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return error.name === 'ChunkLoadError' || /Loading (CSS )?chunk [\w-]+ failed/i.test(error.message);
}

const Box = styled.div`
  max-width: 560px;
  margin: ${({ theme }) => theme.space(8)} auto;
  padding: ${({ theme }) => theme.space(4)} ${({ theme }) => theme.space(2)};
  text-align: center;
  h1 {
    font-size: 32px;
  }
`;

function ErrorMessage({ chunk, onRetry }: { chunk: boolean; onRetry: () => void }) {
  const t = useTexts(appTexts);
  return (
    <Box role="alert">
      <h1>{chunk ? t.chunkErrorTitle : t.errorTitle}</h1>
      <p>{chunk ? t.chunkErrorText : t.errorText}</p>
      <Button $variant="primary" onClick={onRetry}>
        {t.retry}
      </Button>
    </Box>
  );
}

interface Props {
  children: ReactNode;
}
interface State {
  error: unknown;
  attempt: number;
}

/**
 * Catches render errors of a page. A chunk that failed to load gets a friendly message with
 * Retry in the active language; the technical message stays in the error (and the console).
 */
export class PageErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, attempt: 0 };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error(error, info.componentStack);
  }

  private retry = () => {
    if (isChunkLoadError(this.state.error)) {
      resetLazyComponents();
      this.setState((s) => ({ error: null, attempt: s.attempt + 1 }));
    } else {
      window.location.reload();
    }
  };

  override render() {
    if (this.state.error) return <ErrorMessage chunk={isChunkLoadError(this.state.error)} onRetry={this.retry} />;
    return <Fragment key={this.state.attempt}>{this.props.children}</Fragment>;
  }
}
