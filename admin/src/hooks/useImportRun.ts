/**
 * A run followed until it ends: its row is asked for every second while it reads or writes (any
 * instance answers, the run's progress is in the database), then no more.
 */
import * as React from 'react';
import type { ImportRunView } from '../../../contracts/calendar';
import { useImportApi } from './useImportApi';

const POLL_MS = 1000;

/** Under way: a cancelled run is followed until it stops after the record being written. */
export const isRunning = (run: ImportRunView) =>
  run.status === 'reading' || run.status === 'writing' || run.status === 'cancelling';

export function useImportRun(started: ImportRunView | null, onEnd: () => void) {
  const api = useImportApi();
  const [run, setRun] = React.useState<ImportRunView | null>(started);
  const ended = React.useRef(onEnd);
  ended.current = onEnd;

  React.useEffect(() => {
    setRun(started);
    if (!started || !isRunning(started)) return undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let current = true;
    const poll = async () => {
      // A failed poll (a restart, a blip) is tried again: the run goes on without the page.
      const next = await api.run(started.id).catch(() => null);
      if (!current) return;
      if (next) setRun(next);
      if (next && !isRunning(next)) ended.current();
      else timer = setTimeout(poll, POLL_MS);
    };
    timer = setTimeout(poll, POLL_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [api, started]);

  return run;
}
