/**
 * The console's frame. The notice (the result of an action, said aloud) has its own place at the
 * top of the page, before the page's content, so it covers none of it; it stays while the page
 * does and is gone on the next page (that it covers no button on a phone is e2e/staffFit.spec.ts's).
 * An owner's page refused to a receptionist still has its heading.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { staffTexts } from '../../src/features/staff/staff.texts';
import { makeStore } from '../../src/store/store';
import { renderApp } from '../support/render';
import { detail, RECEPTION } from './fakeStaffServer';
import { staffSuite } from './staffSuite';

const { fake } = staffSuite();

const LONG = { timeout: 15000 };

describe('staff console: the notice', () => {
  it('comes at the top of the page, before its content, and is gone once the receptionist goes to another page', async () => {
    fake.bookings = [detail()];
    const { user } = renderApp({ route: '/staff/requests/GH-7K3Q9M', store: makeStore({ language: { code: 'EN' } }) });
    await user.click(await screen.findByRole('button', { name: 'Confirm' }, LONG));
    const main = screen.getByRole('main');
    const notice = within(main).getByRole('status');
    await waitFor(() => expect(notice).toHaveTextContent('The request is confirmed.'), LONG);
    expect(notice).toHaveAttribute('aria-live', 'polite');
    // In the page's flow, first: nothing of the page is under it.
    expect(main.firstElementChild).toBe(notice);
    expect(notice.compareDocumentPosition(screen.getByRole('heading', { level: 1 }))).toBe(
      Node.DOCUMENT_POSITION_FOLLOWING,
    );
    // It stays while the page does (no timer takes it away under the receptionist's finger)…
    await screen.findByText('Check in', {}, LONG);
    expect(notice).toHaveTextContent('The request is confirmed.');

    // …and does not follow to the next page.
    await user.click(within(screen.getByRole('navigation')).getByRole('link', { name: 'Today' }));
    await screen.findByRole('heading', { level: 1, name: 'Today' }, LONG);
    expect(screen.queryByText('The request is confirmed.')).not.toBeInTheDocument();
    expect(screen.getByRole('main').firstElementChild).toHaveAttribute('role', 'status');
    expect(screen.getByRole('main').firstElementChild).toBeEmptyDOMElement();
  });
});

describe('staff console: an owner’s page for a receptionist', () => {
  it('keeps the section’s heading and says it is the owner’s, in the member’s language', async () => {
    fake.staff = RECEPTION;
    renderApp({ route: '/staff/rates', store: makeStore({ language: { code: 'EN' } }) });
    // The receptionist's own language (Russian), whatever words the catalogue holds.
    const ru = staffTexts.RU;
    await screen.findByRole('heading', { level: 1, name: ru.nav.rates }, LONG);
    expect(screen.getByRole('alert')).toHaveTextContent(ru.forbidden);
  });
});
