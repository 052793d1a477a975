import { describe, expect, it } from 'vitest';
import { nextPage, withNext } from './next-page';

describe('where a login sends the person next', () => {
  it('keeps a path of this site, with its query', () => {
    expect(nextPage('/admin/orders?status=pending')).toBe('/admin/orders?status=pending');
    expect(nextPage('/admin')).toBe('/admin');
  });

  it.each([
    'https://evil.example',
    '//evil.example',
    '/\\evil.example',
    '\\\\evil.example',
    'javascript:alert(1)',
    '/\t/evil.example',
    // dot segments that the address's normalising removes, leaving two slashes
    '/.//evil.example/phish',
    '/..//evil.example/phish',
    '/%2e//evil.example/phish',
    '/%2E%2e//evil.example/phish',
    '/admin/..//evil.example/phish',
    '/./\\evil.example',
    // slashes written encoded, which a proxy or a browser may decode on the way
    '/%2f%2fevil.example',
    '/%2F/evil.example',
    '/%5cevil.example',
    'admin',
    '',
    null,
  ])('ignores %j', (next) => {
    expect(nextPage(next)).toBeNull();
  });

  it('writes the way back into an address, encoded', () => {
    expect(withNext('/login', '/admin/orders?status=pending')).toBe('/login?next=%2Fadmin%2Forders%3Fstatus%3Dpending');
    expect(withNext('/login', null)).toBe('/login');
  });
});
