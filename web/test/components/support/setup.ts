// Before each component test: fetch answered by the test (support/api.ts), nobody signed in.
import { configure } from '@testing-library/react';
import { installFetch } from './api';
import { resetFirebase } from './firebase';

beforeEach(() => {
  installFetch();
  resetFirebase();
  window.localStorage.clear();
});

// Lazy pages and the toast container arrive a moment after the first render; on a busy machine more.
configure({ asyncUtilTimeout: 10000 });
jest.setTimeout(30000);
