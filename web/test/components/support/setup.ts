// Before each component test: fetch answered by the test (support/api.ts), nobody signed in.
import { configure } from '@testing-library/react';
import { installFetch } from './api';
import { resetFirebase } from './firebase';

beforeEach(() => {
  installFetch();
  resetFirebase();
  window.localStorage.clear();
});

// Lazy pages and the toast container arrive a moment after the first render. A file takes a few seconds of
// CPU; the limits are for a machine shared with other test runs (a load of 8 per core made it 30 s).
configure({ asyncUtilTimeout: 10000 });
jest.setTimeout(60_000);
