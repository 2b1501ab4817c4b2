// A page that cannot be shown (its code not fetched, or failing while drawing) must not blank the site:
// the page area says so and offers a reload, and the header and footer still lead elsewhere.
import { screen, within } from '@testing-library/react';
import { PAGE_ERROR_MESSAGES } from '../../src/app/layout/PageErrorBoundary';
import { renderApp } from './support/render';

// As the browser's import() of a page's file while offline, or after a deploy removed it.
jest.mock('../../src/features/public/pages/FaqPage', () => {
  throw new TypeError(
    'Failed to fetch dynamically imported module: https://example.test/assets/FaqPage-1a2b3c.js',
  );
});
// A page with a fault in its drawing.
jest.mock('../../src/features/public/pages/BlogPage', () => ({
  __esModule: true,
  default: function BrokenPage() {
    throw new Error('Cannot read properties of undefined');
  },
}));
jest.mock('../../src/features/public/pages/CareersPage', () => ({
  __esModule: true,
  default: () => <h1>Careers</h1>,
}));

describe('a page that cannot be shown', () => {
  beforeEach(() => {
    // React and the boundary log the failure; the test reads the screen.
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => jest.restoreAllMocks());

  it('when its code cannot be fetched, then the page area asks for a reload and the rest of the site still works', async () => {
    const view = renderApp('/faq');

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(PAGE_ERROR_MESSAGES.notLoaded);
    expect(within(alert).getByRole('button', { name: 'Reload' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Login' })).toBeTruthy();

    await view.user.click(screen.getByRole('link', { name: 'Careers' }));

    expect(await screen.findByRole('heading', { name: 'Careers' })).toBeTruthy();
    expect(screen.queryByText(PAGE_ERROR_MESSAGES.notLoaded)).toBeNull();
  });

  it('when it fails while drawing, then the page area says so, not that the connection failed', async () => {
    renderApp('/blog');

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(PAGE_ERROR_MESSAGES.failed);
    expect(screen.queryByText(PAGE_ERROR_MESSAGES.notLoaded)).toBeNull();
  });
});
