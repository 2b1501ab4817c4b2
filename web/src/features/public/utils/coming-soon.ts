// Buttons the spec gives no behaviour yet (newsletter, press kit, job applications) still answer,
// so the site never looks broken: one info toast pointing to the support address.
import { notify } from '../../../lib/notify';
import { site } from '../../../config/site';

export const COMING_SOON_MESSAGE = `Coming soon: write to us at ${site.supportEmail}`;

export function notifyComingSoon(): void {
  notify(COMING_SOON_MESSAGE, { variant: 'info', preventDuplicate: true });
}
