/**
 * The list of resources (src/resources.ts) is the only registration: every resource of the route table has a
 * descriptor, exported by its own folder, with a route, texts in every locale, a menu entry that loads its icon, and
 * a list screen that loads. A resource missing any of these fails here, by name.
 */
import en from '../../src/i18n/en';
import fr from '../../src/i18n/fr';
import sw from '../../src/i18n/sw';
import { screenPath } from '../../src/common/resource';
import { RESOURCE_NAMES, ROUTES, STATS_PATHS } from '../../src/providers/routes';
import { RESOURCES } from '../../src/resources';

const LOCALES = { en, fr, sw } as Record<string, object>;
const folders = import.meta.glob<{ default: unknown }>('../../src/*/index.ts', { eager: true });

const textAt = (messages: object, key: string): unknown =>
  key.split('.').reduce<unknown>((node, part) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined), messages);

describe('resource descriptors', () => {
  it('cover the route table: one descriptor per resource, none twice', () => {
    expect(RESOURCES.map((resource) => resource.name).sort()).toEqual([...RESOURCE_NAMES].sort());
  });

  it.each(RESOURCES.map((resource) => [resource.name, resource] as const))('%s is complete', async (name, resource) => {
    expect(folders[`../../src/${name}/index.ts`]?.default, `src/${name}/index.ts exports the descriptor`).toBe(resource);
    expect(ROUTES[name].list, 'a list route in src/providers/routes.ts').toBeDefined();
    if (resource.stats) expect(STATS_PATHS[resource.stats]).toMatch(/^\//);
    expect(screenPath(resource)).toMatch(/^\//);
    for (const [locale, messages] of Object.entries(LOCALES)) {
      expect(textAt(messages, `resources.${name}.name`), `resources.${name}.name in ${locale}`).toEqual(expect.any(String));
    }
    expect(resource.list, 'a list screen').toBeTypeOf('function');
    expect((await resource.list!()).default, 'the list module exports its screen').toBeTypeOf('function');
    if (resource.menu) expect((await resource.menu.icon()).default, 'the menu icon loads').toBeTruthy();
    if (resource.forms) expect(Object.keys(await resource.forms())).toEqual(expect.arrayContaining(['Create', 'Edit']));
    if (resource.parent) expect(screenPath(resource), 'a list under a record has the record in its path').toMatch(/:[a-z]+/i);
  });
});
