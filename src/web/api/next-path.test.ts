import { describe, expect, it } from 'vitest';
import { accountPageHref, HOME_PATH, safeNextPath } from './next-path';

describe('safeNextPath', () => {
  it.each(['/words', '/vocabulary/3?tab=words', '/detail/12#tenses', '/piyali'])(
    'keeps a path on this site: %s',
    (path) => {
      expect(safeNextPath(path)).toBe(path);
    },
  );

  it.each([
    null,
    '',
    'words',
    'https://evil.example/',
    '//evil.example/',
    '/\\evil.example/',
    '/\t/evil.example/',
    'javascript:alert(1)',
    '/accounts/login/',
    '/accounts/logout/',
  ])('refuses %j and goes home instead', (next) => {
    expect(safeNextPath(next)).toBe(HOME_PATH);
  });
});

describe('accountPageHref', () => {
  it('returns to the current page', () => {
    expect(accountPageHref('/accounts/login/', { pathname: '/words', search: '?search=cal' })).toBe(
      '/accounts/login/?next=%2Fwords%3Fsearch%3Dcal',
    );
  });

  it('passes the return address on from one account page to another', () => {
    expect(accountPageHref('/accounts/signup/', { pathname: '/accounts/login/', search: '?next=%2Fwords' })).toBe(
      '/accounts/signup/?next=%2Fwords',
    );
  });

  it('leaves the return address out when an account page has none', () => {
    expect(accountPageHref('/accounts/signup/', { pathname: '/accounts/login/', search: '' })).toBe(
      '/accounts/signup/',
    );
  });
});
