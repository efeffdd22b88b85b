import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { routeModules } from './route-preloads';

const ROUTER = resolve(__dirname, '../src/web/router.tsx');

describe('the route table as the build reads it (decision 073)', () => {
  const routes = routeModules(readFileSync(ROUTER, 'utf8'));

  it('finds every screen with the module its route loads', () => {
    expect(routes).toContainEqual({ path: 'detail/:id', specifier: './features/words/components/word-detail-screen' });
    expect(routes).toContainEqual({ path: 'numbers', specifier: './features/numbers/numbers-screen' });
    expect(routes).toContainEqual({ path: '*', specifier: './components/not-found-screen' });
    expect(routes.filter((route) => route.path === 'piyali')).toHaveLength(1);
    for (const { specifier } of routes)
      expect(existsSync(resolve(ROUTER, '..', `${specifier}.tsx`)), specifier).toBe(true);
  });

  it('finds as many screens as the table has lazy routes', () => {
    const lazyRoutes = readFileSync(ROUTER, 'utf8').match(/\blazy: async/g) ?? [];
    expect(routes).toHaveLength(lazyRoutes.length);
    expect(routes.length).toBeGreaterThan(25);
  });

  it('reads a route written in any order of its properties, and skips one without lazy code', () => {
    const source = `const r = [
      { lazy: async () => ({ Component: (await import('./a')).A }), handle: {}, path: 'a/:id' },
      { path: 'b', Component: B },
      { path: 'c', lazy: () => import('./c').then((m) => ({ Component: m.C })) },
    ];`;
    expect(routeModules(source)).toEqual([
      { path: 'a/:id', specifier: './a' },
      { path: 'c', specifier: './c' },
    ]);
  });
});
