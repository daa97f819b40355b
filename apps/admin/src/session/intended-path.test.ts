import { describe, expect, it } from 'vitest';
import { intendedPath, loginPathFor } from './intended-path.ts';

describe('intendedPath', () => {
  it.each([
    ['/staff?role=orders&page=2', '/staff?role=orders&page=2'],
    ['/audit', '/audit'],
    [null, '/'],
    ['', '/'],
    ['https://evil.example/admin', '/'],
    ['//evil.example', '/'],
    ['/\\evil.example', '/'],
    ['/login?next=/staff', '/'],
  ])('after logging in from %s, the staff user goes to %s', (next, path) => {
    expect(intendedPath(next)).toBe(path);
  });

  it('keeps the intended address through the login page', () => {
    const login = loginPathFor('/staff?role=orders');
    expect(login).toBe('/login?next=%2Fstaff%3Frole%3Dorders');
    expect(intendedPath(new URLSearchParams(login.split('?')[1]).get('next'))).toBe('/staff?role=orders');
    expect(loginPathFor('/')).toBe('/login');
  });
});
