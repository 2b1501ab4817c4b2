// What the previous navigation handed to a sign-in page through router state:
// `from` (the page the guard stopped, spec 01 section 2) and `message` (shown once as a toast).
import { paths } from '../../../config/paths';

interface LocationLike {
  pathname?: unknown;
  search?: unknown;
  hash?: unknown;
}

const SIGN_IN_PAGES: readonly string[] = [
  paths.auth.login.getHref(),
  paths.auth.register.getHref(),
  paths.auth.signup.getHref(),
  paths.auth.forgotPassword.getHref(),
];

/** The originally requested page as a URL, or null when there was none (or it was a sign-in page). */
export function requestedPageFrom(state: unknown): string | null {
  if (typeof state !== 'object' || state === null || !('from' in state)) return null;
  const from = (state as { from: unknown }).from;
  let href: string | null = null;
  if (typeof from === 'string') href = from;
  else if (typeof from === 'object' && from !== null) {
    const { pathname, search, hash } = from as LocationLike;
    if (typeof pathname === 'string') {
      href = `${pathname}${typeof search === 'string' ? search : ''}${typeof hash === 'string' ? hash : ''}`;
    }
  }
  // Only same-site paths: a crafted state must not send people elsewhere.
  if (!href || !href.startsWith('/') || href.startsWith('//')) return null;
  const pathname = href.split(/[?#]/)[0] ?? href;
  return SIGN_IN_PAGES.includes(pathname) ? null : href;
}

export function messageFrom(state: unknown): string | null {
  if (typeof state !== 'object' || state === null || !('message' in state)) return null;
  const message = (state as { message: unknown }).message;
  return typeof message === 'string' && message.trim() !== '' ? message : null;
}

/** Admin pages live under /admin (spec 01 section 2, route table). */
export function isAdminPage(href: string): boolean {
  const adminRoot = paths.admin.dashboard.getHref().split('/')[1] ?? 'admin';
  return href === `/${adminRoot}` || href.startsWith(`/${adminRoot}/`);
}
