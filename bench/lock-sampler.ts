import pg from 'pg';

export interface LockWaits {
  samples: number;
  meanWaitingOnLock: number;
  peakWaitingOnLock: number;
  meanIdleInTransaction: number;
  /** The statements seen waiting on a lock most often, with the mean number of sessions waiting on each. */
  waitedOn: Array<{ statement: string; meanWaiting: number }>;
}

/**
 * Samples pg_stat_activity every 10 ms for sessions of one database waiting on a lock (and what
 * they were running) and sessions idle inside a transaction, until `stop` is called.
 */
export async function sampleLockWaits(databaseUrl: string): Promise<{ stop(): Promise<LockWaits> }> {
  const databaseName = new URL(databaseUrl).pathname.slice(1);
  const sampler = new pg.Client({ connectionString: databaseUrl });
  await sampler.connect();
  let samples = 0;
  let waitingTotal = 0;
  let waitingPeak = 0;
  let idleInTransactionTotal = 0;
  const waitedOn = new Map<string, number>();
  let sampling = true;
  const loop = (async () => {
    while (sampling) {
      const { rows } = await sampler.query<{ wait_event_type: string | null; state: string | null; query: string }>(
        'SELECT wait_event_type, state, query FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()',
        [databaseName],
      );
      const waiting = rows.filter((row) => row.wait_event_type === 'Lock');
      samples += 1;
      waitingTotal += waiting.length;
      waitingPeak = Math.max(waitingPeak, waiting.length);
      idleInTransactionTotal += rows.filter((row) => row.state === 'idle in transaction').length;
      for (const row of waiting) {
        const statement = row.query.replace(/\s+/g, ' ').slice(0, 90);
        waitedOn.set(statement, (waitedOn.get(statement) ?? 0) + 1);
      }
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  })();
  return {
    async stop() {
      sampling = false;
      await loop;
      await sampler.end();
      const per = Math.max(1, samples);
      return {
        samples,
        meanWaitingOnLock: +(waitingTotal / per).toFixed(2),
        peakWaitingOnLock: waitingPeak,
        meanIdleInTransaction: +(idleInTransactionTotal / per).toFixed(2),
        waitedOn: [...waitedOn]
          .sort((a, b) => b[1] - a[1])
          .slice(0, 5)
          .map(([statement, count]) => ({ statement, meanWaiting: +(count / per).toFixed(2) })),
      };
    },
  };
}
