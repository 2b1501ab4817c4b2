// The toast container comes with the first toast (src/app/providers.tsx). A toast is often about a lost
// connection, when the container's code cannot be fetched either: the page must stay.
import { screen, waitFor } from '@testing-library/react';
import { notifyError } from '../../src/lib/notify';
import { renderScreen } from './support/render';

// As the browser's import() of a chunk while offline.
jest.mock('../../src/lib/toaster', () => {
  throw new TypeError('Failed to fetch dynamically imported module');
});

describe('toasts without a connection', () => {
  it('when a toast is asked for and its code cannot be fetched, then the page stays and the failure is logged', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const view = renderScreen(
      <button type="button" onClick={() => notifyError('Network error. Please try again.')}>
        Save
      </button>,
    );

    await view.user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() =>
      expect(logged).toHaveBeenCalledWith('Loading the toasts failed', expect.any(TypeError)),
    );
    expect(screen.getByRole('button', { name: 'Save' })).toBeTruthy();
  });
});
