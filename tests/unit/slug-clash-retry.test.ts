/**
 * Same-title creates racing for a slug (issue 7 part 5): every writer checks which slug is free,
 * then inserts, and the database refuses all but one of those who picked the same slug. The retry
 * must get a whole burst through, not only the first ten: before the random pause between
 * attempts, each round had a single winner and a burst of 24 over two instances ran out of attempts.
 */
import { retryingSlugClashes } from '../../server/src/services/event-writes';

/** A table with a unique slug column, where a check and the insert after it are apart in time. */
function slugTable() {
  const taken = new Set<string>();
  return async function insert(title: string): Promise<string> {
    let slug = title;
    for (let n = 2; taken.has(slug); n += 1) slug = `${title}-${n}`;
    await new Promise((resolve) => setTimeout(resolve, 5)); // the rest of the transaction
    if (taken.has(slug)) throw Object.assign(new Error('duplicate key value violates unique constraint'), { code: '23505' });
    taken.add(slug);
    return slug;
  };
}

describe('retryingSlugClashes', () => {
  it('gets a burst of 24 same-title writes through, each with its own slug', async () => {
    const insert = slugTable();
    const slugs = await Promise.all(Array.from({ length: 24 }, () => retryingSlugClashes(() => insert('launch-party'))));
    expect(new Set(slugs).size).toBe(24);
    expect(slugs).toContain('launch-party');
    expect(slugs).toContain('launch-party-24');
  });

  it('does not retry other errors', async () => {
    const write = jest.fn(async () => {
      throw Object.assign(new Error('not null'), { code: '23502' });
    });
    await expect(retryingSlugClashes(write)).rejects.toThrow('not null');
    expect(write).toHaveBeenCalledTimes(1);
  });
});
