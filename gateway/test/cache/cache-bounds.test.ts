import { readFileSync } from 'node:fs';
import { InMemoryLRUCache, type KeyValueCacheSetOptions } from '@apollo/utils.keyvaluecache';
import { Kind, parse, visit } from 'graphql';
import { describe, expect, it } from 'vitest';
import { CappedStore, PUBLIC_CACHE_MAX_AGE_SECONDS } from '../../src/cache/public-read-store';

const sdl = readFileSync(new URL('../../../schema.graphql', import.meta.url), 'utf8');

/** Every `@cacheControl` of the schema: where it stands and its arguments. */
function cacheHints() {
  const hints: { at: string; maxAge?: number; scope?: string; inheritMaxAge?: boolean }[] = [];
  let type = '';
  visit(parse(sdl), {
    ObjectTypeDefinition: { enter: (node) => void (type = node.name.value) },
    ObjectTypeExtension: { enter: (node) => void (type = node.name.value) },
    Directive(node, _key, _parent, _path, ancestors) {
      if (node.name.value !== 'cacheControl') return;
      const owner = ancestors[ancestors.length - 1] as { kind: string; name: { value: string } };
      const at = owner.kind === Kind.FIELD_DEFINITION ? `${type}.${owner.name.value}` : type;
      const args = Object.fromEntries(
        (node.arguments ?? []).map((arg) => [
          arg.name.value,
          'value' in arg.value ? arg.value.value : undefined,
        ]),
      );
      hints.push({
        at,
        maxAge: args.maxAge === undefined ? undefined : Number(args.maxAge),
        scope: args.scope as string | undefined,
        inheritMaxAge: args.inheritMaxAge as boolean | undefined,
      });
    },
  });
  return hints;
}

describe('how long public answers live', () => {
  it('hints no maxAge beyond the cache bound, and marks what depends on the viewer', () => {
    const hints = cacheHints();
    const maxAges = hints.flatMap((hint) => (hint.maxAge === undefined ? [] : [hint.maxAge]));
    expect(Math.max(...maxAges)).toBe(PUBLIC_CACHE_MAX_AGE_SECONDS);

    const privateFields = hints.filter((hint) => hint.scope === 'PRIVATE').map((hint) => hint.at);
    expect(privateFields.sort()).toEqual([
      'Match.room',
      'Query.admin',
      'Query.consoleCounts',
      'Query.grievance',
      'Query.myGrievances',
      'Query.viewer',
      'Tournament.myCheckIn',
      'Tournament.myDisputes',
      'Tournament.mySquad',
      'Tournament.myTeam',
      'Tournament.room',
      'Tournament.teams',
      'Tournament.viewerBooking',
    ]);
    expect(hints.filter((hint) => hint.maxAge && hint.maxAge > 0).map((hint) => hint.at)).toEqual([
      'Query.tournaments',
      'Query.tournament',
      'Query.blogs',
      'Query.blog',
      'Query.products',
      'Query.compliance',
    ]);
  });

  it('keeps no entry longer than the bound, whatever its hint asks', async () => {
    const asked: (number | null | undefined)[] = [];
    const memory = new InMemoryLRUCache();
    const recording = Object.assign(Object.create(memory) as InMemoryLRUCache, {
      set: (key: string, value: string, options?: KeyValueCacheSetOptions) => {
        asked.push(options?.ttl);
        return memory.set(key, value, options);
      },
    });
    const store = new CappedStore(recording, () => memory.clear());
    await store.set('long', 'a', { ttl: 3600 });
    await store.set('unsaid', 'b');
    await store.set('short', 'c', { ttl: 2 });
    await store.set('never', 'd', { ttl: 0 });
    expect(asked).toEqual([PUBLIC_CACHE_MAX_AGE_SECONDS, PUBLIC_CACHE_MAX_AGE_SECONDS, 2]);
    expect(await store.get('long')).toBe('a');
    expect(await store.get('never')).toBeUndefined();
    store.clear();
    expect(await store.get('long')).toBeUndefined();
  });
});
