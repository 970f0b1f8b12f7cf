import { useEffect, useRef, useState } from 'react';

/** Whole seconds since the component mounted; stops counting when `running` turns false. */
export function useElapsedSeconds(running: boolean): number {
  const startedAt = useRef(Date.now());
  const [seconds, setSeconds] = useState(0);
  useEffect(() => {
    if (!running) return;
    const tick = () => setSeconds(Math.floor((Date.now() - startedAt.current) / 1000));
    tick();
    const id = window.setInterval(tick, 1000);
    return () => window.clearInterval(id);
  }, [running]);
  return seconds;
}
