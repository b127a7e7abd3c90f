import '@testing-library/jest-dom';
import { server } from './server';
// The app loads the toast area (notistack) on its first toast. Load it here, once per file,
// so that cost is not charged to the time limit of whichever test shows the first toast.
import '../components/feedback/Toaster';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());
