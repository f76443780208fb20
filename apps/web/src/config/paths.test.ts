import { staffWebRoutes, webRoutes } from '@soccer/contracts';
import { describe, expect, it } from 'vitest';
import { buildHref, paths } from './paths';

describe('paths', () => {
  it('builds every link from the contracts patterns', () => {
    expect(paths.home.href()).toBe('/');
    expect(paths.camps.href()).toBe('/Camps');
    expect(paths.register.href(42)).toBe('/Register/42');
    expect(paths.register.href()).toBe('/Register');
    expect(paths.campFlyer.href(3, 17)).toBe('/CampFlyer/3/17');
    expect(paths.registerTournament.href(5)).toBe('/RegisterTournament/5');
    expect(paths.registerTournament.href(5, 9)).toBe('/RegisterTournament/5/9');
    expect(paths.checkoutComplete.href('success', 'cs_test/1')).toBe('/CheckoutComplete/success/cs_test%2F1');
    expect(paths.contacts.href()).toBe('/contacts');
    expect(paths.contacts.href(2, 10)).toBe('/contacts/2/10');
    expect(paths.eventRentals.href()).toBe('/eventrentals');
    expect(paths.manageRentals.href()).toBe('/manage/rentals');
    expect(paths.manageRentals.href(2, 25)).toBe('/manage/rentals/2/25');
    expect(paths.manageCatalog.href()).toBe('/manage/catalog');
    expect(paths.manageAudit.href(3, 50)).toBe('/manage/audit/3/50');
  });

  it('exposes the router pattern of every web and staff route', () => {
    for (const [name, pattern] of Object.entries({ ...webRoutes, ...staffWebRoutes })) {
      expect(paths[name as keyof typeof paths].pattern).toBe(pattern);
    }
  });

  it('refuses a missing required parameter', () => {
    expect(() => buildHref('/Checkout/:registrationid', [])).toThrow(/registrationid/);
  });
});
