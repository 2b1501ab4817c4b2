import { useRef, useState } from 'react';

/**
 * One task at a time, for a button that sends money: a second tap while the first is running does
 * nothing (the ref answers at once, before React has rendered `busy`). `busy` disables the form meanwhile.
 */
export function useSingleFlight() {
  const running = useRef(false);
  const [busy, setBusy] = useState(false);
  const run = async (task: () => Promise<void>): Promise<void> => {
    if (running.current) return;
    running.current = true;
    setBusy(true);
    try {
      await task();
    } finally {
      running.current = false;
      setBusy(false);
    }
  };
  return { busy, run };
}
