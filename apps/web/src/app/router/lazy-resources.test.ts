import { describe, expect, it } from 'vitest';
import { LAZY_RESOURCES, lazyResourceScreens } from './lazy-resources';

describe('lazily loaded resource declarations', () => {
  it('name exactly the routes each declaration serves', async () => {
    for (const entry of LAZY_RESOURCES) {
      const resource = await entry.load();
      const { list, create, edit } = resource.routeNames;
      const form = resource.form ? [create, edit].filter((name): name is string => Boolean(name)) : [];
      // An entry without a list is a second view of records another entry lists (a form's assigned fields).
      expect({ name: resource.name, list: entry.list ?? list, form: entry.form ?? [] }).toEqual({ name: resource.name, list, form });
      if (!entry.list) expect(LAZY_RESOURCES.some((other) => other !== entry && other.list === list), resource.name).toBe(true);
    }
    // Loading every declaration transforms most of the app: slow on a busy machine.
  }, 60_000);

  it('give every route its own screen with a preload', () => {
    const screens = lazyResourceScreens();
    const names = LAZY_RESOURCES.flatMap((r) => [r.list, ...(r.form ?? [])]).filter((name): name is string => Boolean(name));
    expect(Object.keys(screens).sort()).toEqual([...names].sort());
    expect(new Set(Object.values(screens)).size).toBe(names.length);
    for (const screen of Object.values(screens)) expect(typeof screen.preload).toBe('function');
  });
});
