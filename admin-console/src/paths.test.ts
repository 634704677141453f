import { describe, expect, it } from 'vitest';
import { currentSection, href, landingPath, languageOfPath, pathWithoutLanguage, preferredLanguage, safeReturnPath, switchLanguage } from './paths.ts';

describe('admin paths', () => {
  it('builds router paths under the language prefix', () => {
    expect(href('fr', 'status')).toBe('/fr/status');
    expect(languageOfPath('/en/status')).toBe('en');
    expect(languageOfPath('/status')).toBeUndefined();
    expect(href('fr', 'users')).toBe('/fr/user-management');
    expect(href('en', 'viewUser', { viewUserBuyerId: 'a b' })).toBe('/en/manage-users/view/a%20b');
    expect(href('fr', 'viewApprovalGroup', { approvalGroupId: 'a b' })).toBe('/fr/approval-groups/view-approval-group/a%20b');
    expect(href('en', 'editApprovalGroup', { editApprovalGroupId: 'g1' })).toBe('/en/approval-groups/modify-approval-group/g1');
    // Spec §2.2's route parameters of the user actions that have an address of their own.
    expect(href('fr', 'deleteUser', { deleteUserBuyerId: 'u1' })).toBe('/fr/manage-users/delete/u1');
    expect(href('en', 'resetPassword', { resetPassBuyerId: 'u1' })).toBe('/en/manage-users/reset-password/u1');
  });

  it("marks the menu's section of every screen: its own screen as the page, a user's or a group's screens as within it", () => {
    const users = ['user-management', 'manage-users/'];
    expect(currentSection('/fr/user-management', 'users', users)).toBe('page');
    for (const screen of ['/en/manage-users/view/abc', '/fr/manage-users/edit/abc', '/en/manage-users/create']) expect(currentSection(screen, 'users', users)).toBe('true');
    expect(currentSection('/en/approval-groups/view-approval-group/g1', 'users', users)).toBeUndefined();
    expect(currentSection('/en/approval-groups/create', 'approvalGroups', ['approval-groups'])).toBe('true');
    expect(currentSection('/en/status', 'approvalGroups', ['approval-groups'])).toBeUndefined();
  });

  it('sends an address without a language of the console to its screen when the language is in capitals, else to the users', () => {
    expect(pathWithoutLanguage({ pathname: '/FR/manage-users/view/abc', search: '?x=1', hash: '#h' }, ['en-CA'])).toBe('/fr/manage-users/view/abc?x=1#h');
    expect(pathWithoutLanguage({ pathname: '/En', search: '', hash: '' }, ['fr-CA'])).toBe('/en');
    expect(pathWithoutLanguage({ pathname: '/de/status', search: '', hash: '' }, ['fr-CA'])).toBe('/fr/user-management');
    expect(pathWithoutLanguage({ pathname: '/', search: '', hash: '' }, ['en-US'])).toBe('/en/user-management');
  });

  it('sends the admin back only to a console path after sign-in', () => {
    expect(safeReturnPath('/fr/user-management?search=x')).toBe('/fr/user-management?search=x');
    expect(safeReturnPath('//evil.example/en/x')).toBeNull();
    expect(safeReturnPath('/en//evil.example')).toBeNull();
    expect(safeReturnPath('https://evil.example')).toBeNull();
    expect(safeReturnPath('/de/status')).toBeNull();
    expect(safeReturnPath(null)).toBeNull();
  });

  it('lands after sign-in on the screen that asked for it, in the language chosen on the sign-in page', () => {
    expect(landingPath('en', '?returnUrl=%2Fen%2Fmanage-users%2Fview%2Fabc')).toBe('/en/manage-users/view/abc');
    expect(landingPath('fr', '?returnUrl=%2Fen%2Fuser-management%3Fsearch%3Dc%C3%B4t%C3%A9')).toBe('/fr/user-management?search=c%C3%B4t%C3%A9');
    expect(landingPath('fr', '')).toBe('/fr/user-management');
    expect(landingPath('en', '?returnUrl=%2F%2Fevil.example%2Fen%2Fx')).toBe('/en/user-management');
  });

  it('switches language on the same screen', () => {
    expect(switchLanguage({ pathname: '/en/status', search: '?x=1', hash: '' }, 'fr')).toBe('/fr/status?x=1');
  });

  it('picks the first English or French browser language, English otherwise', () => {
    expect(preferredLanguage(['fr-CA', 'en'])).toBe('fr');
    expect(preferredLanguage(['de-DE', 'fr'])).toBe('fr');
    expect(preferredLanguage(['en-US', 'fr'])).toBe('en');
    expect(preferredLanguage(['de-DE'])).toBe('en');
    expect(preferredLanguage([])).toBe('en');
  });
});
