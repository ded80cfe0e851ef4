import { screen, waitForElementToBeRemoved } from '@testing-library/react';
import { useState } from 'react';
import { Dialog } from '../../src/shared/Dialog';
import { fakeMatchMedia } from '../support/matchMedia';
import { renderWithProviders } from '../support/render';

function Harness() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <Dialog isOpen={open} onRequestClose={() => setOpen(false)} label="Terms">
        <button type="button">Inside</button>
      </Dialog>
    </>
  );
}

describe('<Dialog /> closing', () => {
  const originalMatchMedia = window.matchMedia;
  afterEach(() => {
    window.matchMedia = originalMatchMedia;
  });

  async function openThenEscape() {
    const { user } = renderWithProviders(<Harness />);
    const opener = screen.getByRole('button', { name: 'Open' });
    await user.click(opener);
    await screen.findByRole('dialog', { name: 'Terms' });
    await user.keyboard('{Escape}');
    return opener;
  }

  it('fades out, then is gone and gives the focus back to its opener', async () => {
    const opener = await openThenEscape();
    // The closing fade: still there for a moment.
    expect(screen.getByRole('dialog', { name: 'Terms' })).toBeInTheDocument();
    await waitForElementToBeRemoved(() => screen.queryByRole('dialog', { name: 'Terms' }));
    expect(opener).toHaveFocus();
  });

  it('is gone at once for a visitor who asked for less motion, focus back on its opener', async () => {
    window.matchMedia = fakeMatchMedia((query) => query.includes('prefers-reduced-motion'));
    const opener = await openThenEscape();
    // No fade to wait for: nothing unseen is left over the page to take a tap or hold the focus.
    expect(screen.queryByRole('dialog', { name: 'Terms' })).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });
});
