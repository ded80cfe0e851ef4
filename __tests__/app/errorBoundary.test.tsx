import { screen } from '@testing-library/react';
import { Suspense } from 'react';
import { PageErrorBoundary, isChunkLoadError } from '../../src/app/ErrorBoundary';
import { lazyWithPreload } from '../../src/shared/lazyWithPreload';
import { renderWithProviders } from '../support/render';

function chunkError(): Error {
  const error = new Error('Loading chunk 123 failed.\n(missing: http://127.0.0.1/static/js/rooms.chunk.js)');
  error.name = 'ChunkLoadError';
  return error;
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
    let attempts = 0;
    const Page = lazyWithPreload<object>(() => {
      attempts += 1;
      return attempts === 1 ? Promise.reject(chunkError()) : Promise.resolve({ default: () => <h1>Rooms page</h1> });
    });
    const { user } = renderWithProviders(
      <PageErrorBoundary>
        <Suspense fallback={<p>loading</p>}>
          <Page />
        </Suspense>
      </PageErrorBoundary>,
      { preloadedState: { language: { code: 'EN' } } },
    );
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This page could not be loaded');
    expect(alert).not.toHaveTextContent('Loading chunk');
    // The technical message is kept for developers, in the error itself.
    expect(
      consoleError.mock.calls.some(([e]) => e instanceof Error && e.message.startsWith('Loading chunk 123 failed.')),
    ).toBe(true);

    await user.click(screen.getByRole('button', { name: 'Retry' }));
    await screen.findByRole('heading', { name: 'Rooms page' });
    expect(attempts).toBe(2);
  });

  it('speaks the active language', async () => {
    const Page = lazyWithPreload<object>(() => Promise.reject(chunkError()));
    renderWithProviders(
      <PageErrorBoundary>
        <Suspense fallback={null}>
          <Page />
        </Suspense>
      </PageErrorBoundary>,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('Sahifani yuklab boʻlmadi');
    expect(screen.getByRole('button', { name: 'Qayta urinish' })).toBeInTheDocument();
  });
});
