/**
 * A whole transaction run again when the database refused it for a reason that a second try can
 * pass (a slug race, a deadlock), after a random pause that grows with the attempt, so that
 * writers that collided spread out. Only around a whole transaction: inside one, PostgreSQL
 * refuses every statement after the error.
 */
export interface RetryRule {
  retryable: (error: unknown) => boolean;
  attempts: number;
  /** The longest pause; the n-th attempt pauses up to `basePauseMs` × 2^n below it. */
  maxPauseMs: number;
  basePauseMs: number;
}

export async function retrying<T>(rule: RetryRule, write: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await write();
    } catch (error) {
      if (!rule.retryable(error) || attempt >= rule.attempts) throw error;
      const bound = Math.min(rule.maxPauseMs, rule.basePauseMs * 2 ** attempt);
      await new Promise((resolve) => setTimeout(resolve, Math.random() * bound));
    }
  }
}
