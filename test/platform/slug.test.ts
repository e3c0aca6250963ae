// The one insert-with-unique-slug: a chosen slug is used as is (409 when taken), a derived one gets a random tail
// when taken, also when a concurrent write takes it after the look-up.
import { describe, expect, it } from 'vitest';
import { writeWithUniqueSlug } from '../../src/platform/slug.js';

const uniqueViolation = () => Object.assign(new Error('duplicate'), { code: '23505' });

/** A table of slugs whose write fails on a held slug; `takenLater` are taken between the look-up and the write. */
function table(held: string[], takenLater: string[] = []) {
  const slugs = new Set(held);
  const writes: string[] = [];
  return {
    writes,
    taken: async (slug: string) => slugs.has(slug),
    write: async (slug: string) => {
      writes.push(slug);
      if (slugs.has(slug) || takenLater.includes(slug)) throw uniqueViolation();
      slugs.add(slug);
      return slug;
    },
  };
}

const conflict = (slug: string) => new Error(`taken: ${slug}`);

describe('writeWithUniqueSlug', () => {
  it('writes a free derived slug as is', async () => {
    const t = table([]);
    expect(await writeWithUniqueSlug({ chosen: undefined, derived: 'trek', conflict, ...t })).toBe('trek');
  });

  it('gives a derived slug that is taken a random tail', async () => {
    const t = table(['trek']);
    expect(await writeWithUniqueSlug({ chosen: undefined, derived: 'trek', conflict, ...t })).toMatch(
      /^trek-[a-z0-9]{6}$/,
    );
    expect(t.writes).toHaveLength(1);
  });

  it('draws a new tail when a concurrent write took the slug after the look-up', async () => {
    const t = table([], ['trek']);
    expect(await writeWithUniqueSlug({ chosen: undefined, derived: 'trek', conflict, ...t })).toMatch(
      /^trek-[a-z0-9]{6}$/,
    );
    expect(t.writes).toHaveLength(2);
  });

  it('answers a taken chosen slug with the conflict, without a retry', async () => {
    const t = table(['trek']);
    await expect(writeWithUniqueSlug({ chosen: 'trek', derived: 'ignored', conflict, ...t })).rejects.toThrow(
      'taken: trek',
    );
    expect(t.writes).toEqual(['trek']);
  });

  it('lets other errors through, and the unique violation after five attempts', async () => {
    const failing = { taken: async () => false, conflict };
    await expect(
      writeWithUniqueSlug({
        ...failing,
        chosen: undefined,
        derived: 'trek',
        write: async () => {
          throw new Error('disk full');
        },
      }),
    ).rejects.toThrow('disk full');
    let writes = 0;
    await expect(
      writeWithUniqueSlug({
        ...failing,
        chosen: undefined,
        derived: 'trek',
        write: async () => {
          writes++;
          throw uniqueViolation();
        },
      }),
    ).rejects.toThrow('duplicate');
    expect(writes).toBe(5);
  });
});
