import '@testing-library/jest-dom';
import { forgetPublicConfig } from '../api/publicConfig';
import { forgetSessionUser } from '../api/sessionUser';
import { forgetStaticJson } from '../api/staticJson';
import { server } from './server';
// The app loads the toast area (notistack) on its first toast. Load it here, once per file,
// so that cost is not charged to the time limit of whichever test shows the first toast.
import '../components/feedback/Toaster';

// A component test renders MUI and types with user-event: a few hundred ms alone, but several
// seconds while the API's suites share the machine's two cores (npm test runs both projects at once).
jest.setTimeout(20_000);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  // The public config is asked once per page load: each test is a page load of its own.
  forgetPublicConfig();
  forgetStaticJson();
  forgetSessionUser();
});
afterAll(() => server.close());
