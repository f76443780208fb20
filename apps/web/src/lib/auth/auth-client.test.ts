import { describe, expect, it } from 'vitest';
import { hasStaffRole, isSessionExpiring, userFromClaims } from './auth-client';
import { InteractionRequiredError, isInteractionRequired, isPasswordResetError } from './auth-errors';
import { returnToFromState, safeReturnTo } from './return-to';

describe('userFromClaims', () => {
  it('reads sub, name, email and roles', () => {
    expect(userFromClaims({ sub: 'a1', name: 'Jo', email: 'jo@x.org', roles: ['staff'] })).toEqual({
      id: 'a1',
      name: 'Jo',
      email: 'jo@x.org',
      roles: ['staff'],
    });
  });

  it('falls back to B2C emails and given/family names, accepts a roles string', () => {
    expect(
      userFromClaims({
        sub: 'b',
        emails: ['b@x.org'],
        given_name: 'B',
        family_name: 'C',
        roles: 'admin staff',
      }),
    ).toEqual({
      id: 'b',
      name: 'B C',
      email: 'b@x.org',
      roles: ['admin', 'staff'],
    });
    expect(userFromClaims({ sub: 'c', email: 'c@x.org' }).name).toBe('c@x.org');
  });

  it('staff access for staff or admin only', () => {
    const user = userFromClaims({ sub: 'x' });
    expect(hasStaffRole(user)).toBe(false);
    expect(hasStaffRole({ ...user, roles: ['admin'] })).toBe(true);
    expect(hasStaffRole({ ...user, roles: ['staff'] })).toBe(true);
    expect(hasStaffRole(null)).toBe(false);
  });

  it('treats a token expiring within a minute as expiring', () => {
    const now = 1_000_000_000;
    const base = { user: userFromClaims({ sub: 'x' }), accessToken: 't', hasRefreshToken: true };
    expect(isSessionExpiring({ ...base, expiresAt: now / 1000 + 30 }, now)).toBe(true);
    expect(isSessionExpiring({ ...base, expiresAt: now / 1000 + 600 }, now)).toBe(false);
  });
});

describe('auth errors', () => {
  it('recognises interaction-required errors', () => {
    expect(isInteractionRequired({ error: 'login_required' })).toBe(true);
    expect(isInteractionRequired({ error: 'consent_required' })).toBe(true);
    expect(isInteractionRequired({ error: 'interaction_required' })).toBe(true);
    expect(isInteractionRequired(new InteractionRequiredError('no_refresh_token'))).toBe(true);
    expect(isInteractionRequired(new TypeError('Failed to fetch'))).toBe(false);
  });

  it('recognises the password-reset codes', () => {
    expect(isPasswordResetError(new Error('AADB2C90118: forgot password'))).toBe(true);
    expect(isPasswordResetError({ error_description: 'AADB2C90037: reset requested' })).toBe(true);
    expect(isPasswordResetError(new Error('AADB2C90091: cancelled'))).toBe(false);
  });
});

describe('return paths', () => {
  it('only follows paths of this site', () => {
    expect(safeReturnTo('/Register/4?x=1')).toBe('/Register/4?x=1');
    expect(safeReturnTo('https://evil.example')).toBe('/');
    expect(safeReturnTo('//evil.example')).toBe('/');
    expect(safeReturnTo('/auth/callback?code=1')).toBe('/');
    expect(returnToFromState({ returnTo: '/Camps' })).toBe('/Camps');
    expect(returnToFromState(undefined)).toBe('/');
  });
});
