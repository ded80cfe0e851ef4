/**
 * What every component suite of the console shares: msw answers the console's calls on BASE
 * from one FakeStaffServer, made fresh before each test (a suite's own beforeEach, registered
 * after this call, may then fill it, or add handlers with `server.use`, which take precedence),
 * and the address bar is reset after each test.
 */
import { setupServer } from 'msw/node';
import { BASE, FakeStaffServer } from './fakeStaffServer';

export function staffSuite() {
  const fake = new FakeStaffServer();
  const server = setupServer();
  beforeAll(() => {
    process.env.API_BASE_URL = BASE;
    server.listen({ onUnhandledRequest: 'error' });
  });
  beforeEach(() => {
    Object.assign(fake, new FakeStaffServer());
    server.use(...fake.handlers());
  });
  afterEach(() => {
    server.resetHandlers();
    window.history.replaceState(null, '', '/');
  });
  afterAll(() => {
    server.close();
    delete process.env.API_BASE_URL;
  });
  return { fake, server };
}
