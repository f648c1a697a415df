import { describe, expect, it } from 'vitest';
import { areaBase } from './area';
import { AREAS, areaOfPath } from './areas';
import { screenPaths } from './screenPaths';

// The router knows only the paths; a path's screen is found in its area's table when it is first opened.
describe('the screen routes', () => {
  it('every route of the product has a screen in the table of the area it is under', async () => {
    const missing: string[] = [];
    for (const path of screenPaths) {
      const area = areaOfPath(path);
      const screens = (await area?.screens?.())?.default ?? {};
      if (typeof screens[path] !== 'function') missing.push(`${path} (${area?.key ?? 'no area'})`);
    }
    expect(screenPaths.length).toBeGreaterThan(240);
    expect(missing).toEqual([]);
  });

  it("an area's table names only routes of the product under the area's base", async () => {
    const stray: string[] = [];
    for (const area of AREAS) {
      for (const path of Object.keys((await area.screens?.())?.default ?? {})) {
        const known = (screenPaths as readonly string[]).includes(path);
        if (!known || areaOfPath(path) !== area) stray.push(`${area.key}: ${path} (under ${areaBase(area)})`);
      }
    }
    expect(stray).toEqual([]);
  });
});
