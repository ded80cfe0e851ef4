import { act, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { PageErrorBoundary, isChunkLoadError } from '../../src/app/ErrorBoundary';
import { lazyWithPreload } from '../../src/shared/lazyWithPreload';
import { renderWithProviders } from '../support/render';

function chunkError(): Error {
  const error = new Error('Loading chunk 123 failed.\n(missing: http://127.0.0.1/static/js/rooms.chunk.js)');
  error.name = 'ChunkLoadError';
  return error;
}

/**
 * A page's code that loads on demand, with the promise of each load kept: a test waits for the
 * load itself to settle (inside act, so React has rendered what follows from it), an event, not
 * for a time within which the message ought to have appeared.
 */
function chunkLoads(answers: Array<() => Promise<{ default: () => React.JSX.Element }>>) {
  const loads: Array<Promise<unknown>> = [];
  const Page = lazyWithPreload<object>(() => {
    const answer = answers[Math.min(loads.length, answers.length - 1)]!();
    loads.push(answer);
    return answer;
  });
  /** Waits until load number `n` (from 1), started by a render, has settled and React has been told of it. */
  const settled = async (n: number) => {
    expect(loads).toHaveLength(n);
    await act(async () => {
      await loads[n - 1]!.catch(() => undefined);
      // What React chained on the load (React.lazy's own promise) runs in microtasks, all of them
      // before the next macrotask: once that runs, React has been told, and act renders the rest.
      await new Promise((resolve) => setTimeout(resolve));
    });
  };
  return { Page, loads, settled };
}

describe('page error boundary', () => {
  let consoleError: jest.SpyInstance;
  beforeEach(() => {
    consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => consoleError.mockRestore());

  it('recognises webpack chunk failures', () => {
    expect(isChunkLoadError(chunkError())).toBe(true);
    expect(isChunkLoadError(new Error('Loading chunk 7 failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('boom'))).toBe(false);
    expect(isChunkLoadError('Loading chunk 7 failed.')).toBe(false);
  });

  it('shows a friendly message with Retry when a page chunk fails, and Retry loads it again', async () => {
    const { Page, loads, settled } = chunkLoads([
      () => Promise.reject(chunkError()),
      () => Promise.resolve({ default: () => <h1>Rooms page</h1> }),
    ]);
    const { user } = renderWithProviders(
      <PageErrorBoundary>
        <Suspense fallback={<p>loading</p>}>
          <Page />
        </Suspense>
      </PageErrorBoundary>,
      { preloadedState: { language: { code: 'EN' } } },
    );
    await settled(1);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('This page could not be loaded');
    expect(alert).not.toHaveTextContent('Loading chunk');
    // The technical message is kept for developers, in the error itself.
    expect(
      consoleError.mock.calls.some(([e]) => e instanceof Error && e.message.startsWith('Loading chunk 123 failed.')),
    ).toBe(true);

    await user.click(screen.getByRole('button', { name: 'Retry' }));
    await settled(2);
    // React reveals content that arrives soon after a fallback on its own timer (its Suspense
    // throttle), so the page is waited for as Testing Library waits: with its default guard.
    await screen.findByRole('heading', { name: 'Rooms page' });
    expect(loads).toHaveLength(2);
  });

  it('speaks the active language', async () => {
    const { Page, settled } = chunkLoads([() => Promise.reject(chunkError())]);
    renderWithProviders(
      <PageErrorBoundary>
        <Suspense fallback={null}>
          <Page />
        </Suspense>
      </PageErrorBoundary>,
    );
    await settled(1);
    expect(screen.getByRole('alert')).toHaveTextContent('Sahifani yuklab boʻlmadi');
    expect(screen.getByRole('button', { name: 'Qayta urinish' })).toBeInTheDocument();
  });
});
