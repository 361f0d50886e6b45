/**
 * How many jobs are still to be worked (waiting, due for a retry, or running), scheduled sweeps
 * aside: once it is 0, every email, refund and delivery enqueued so far has been done or given up,
 * and nothing more will arrive from them.
 */
export const UNFINISHED_JOBS_SQL = `
  SELECT count(*)::int AS unfinished FROM pgboss.job
   WHERE state IN ('created', 'retry', 'active') AND name NOT IN (SELECT name FROM pgboss.schedule)`;
