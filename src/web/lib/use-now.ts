import { useEffect, useState } from 'react';
import { COUNTDOWN_TICK_MS } from '#shared/domain/pricing';

/** The current time, re-rendered every second (spec section 9: countdowns update every 1 second); every countdown uses it. */
export function useNow(active = true): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    if (!active) return;
    const timer = setInterval(() => setNow(new Date()), COUNTDOWN_TICK_MS);
    return () => clearInterval(timer);
  }, [active]);
  return now;
}
