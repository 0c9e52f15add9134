import { useCallback, useEffect, useState } from 'react';

/** A message that disappears after `ms` (SPEC 9: profile success shows for 3 s). */
export function useFlash(ms = 3000) {
  const [message, setMessage] = useState<string | null>(null);
  useEffect(() => {
    if (!message) return;
    const timer = setTimeout(() => setMessage(null), ms);
    return () => clearTimeout(timer);
  }, [message, ms]);
  const clear = useCallback(() => setMessage(null), []);
  return { message, show: setMessage, clear };
}
