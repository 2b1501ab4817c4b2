import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { notifySuccess } from '../../../lib/notify';
import { messageFrom } from './navigation-state';

/**
 * Shows a message handed over by the previous navigation once, as a success toast (spec 01 section 2),
 * then drops it from the history entry so a reload or Back does not show it again.
 */
export function useNavigationMessage(): void {
  const location = useLocation();
  const navigate = useNavigate();
  const shownFor = useRef<string | null>(null);

  useEffect(() => {
    const message = messageFrom(location.state);
    if (!message || shownFor.current === location.key) return;
    shownFor.current = location.key;
    notifySuccess(message);
    const rest = { ...(location.state as Record<string, unknown>) };
    delete rest.message;
    navigate(`${location.pathname}${location.search}${location.hash}`, {
      replace: true,
      state: rest,
    });
  }, [location, navigate]);
}
