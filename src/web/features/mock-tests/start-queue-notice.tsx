import { useEffect, useState } from 'react';

/** While the server holds this start for its slot (decision 0017): how long is left, and that no time is lost. */
export function StartQueueNotice({ startsAt }: { startsAt: number }) {
  const [now, setNow] = useState(Date.now);
  useEffect(() => {
    const tick = setInterval(() => setNow(Date.now()), 500);
    return () => clearInterval(tick);
  }, []);
  const seconds = Math.max(0, Math.ceil((startsAt - now) / 1000));
  // The live region's words stay put; the ticking seconds are a timer, which screen readers do not announce each
  // second.
  return (
    <div className="mt-4 rounded border border-sky-300 bg-sky-50 p-3 text-sm text-sky-900 dark:border-sky-500/40 dark:bg-sky-500/10 dark:text-sky-100">
      <p className="font-medium" role="status">
        Many learners are starting this test right now. Your test opens by itself when its turn comes.
      </p>
      <p className="mt-1 font-medium" role="timer">
        {seconds > 0 ? `Your test begins in ${seconds} s.` : 'Your test is beginning.'}
      </p>
      <p className="mt-1">Your time starts only when the test opens. Keep this page open.</p>
    </div>
  );
}
