// Shows a `message` handed over in router state once, as a success toast, then drops it from the
// history entry so a reload or Back does not show it again (spec 01 section 2).
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { notifySuccess } from '../lib/notify';

export function useFlashMessage(): void {
  const location = useLocation();
  const navigate = useNavigate();
  const shown = useRef<string | null>(null);
  const state = location.state as { message?: unknown } | null;
  const message = typeof state?.message === 'string' ? state.message : null;

  useEffect(() => {
    if (!message || shown.current === location.key) return;
    shown.current = location.key;
    notifySuccess(message);
    const rest = { ...(location.state as Record<string, unknown>) };
    delete rest.message;
    void navigate(`${location.pathname}${location.search}${location.hash}`, {
      replace: true,
      state: rest,
    });
  }, [message, location, navigate]);
}
