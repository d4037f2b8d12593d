import { describe, expect, it } from 'vitest';
import { adminAccess, authModeOf, landingAfterSignIn } from './navigation.js';

describe('landing after sign-in', () => {
  it('sends a player to the public home', () => {
    expect(landingAfterSignIn('player')).toBe('/');
  });
  it('sends organisers and admins to the dashboard', () => {
    expect(landingAfterSignIn('organiser')).toBe('/admin/dashboard');
    expect(landingAfterSignIn('admin')).toBe('/admin/dashboard');
  });
});

describe('admin area access', () => {
  it('waits while the stored token is being checked', () => {
    expect(adminAccess('checking', undefined)).toEqual({ kind: 'wait' });
  });
  it('sends a player home', () => {
    expect(adminAccess('signed-in', 'player')).toEqual({ kind: 'redirect', to: '/' });
  });
  it('asks a signed-out visitor to sign in', () => {
    expect(adminAccess('signed-out', undefined)).toEqual({ kind: 'redirect', to: '/sign-in' });
  });
  it('lets someone who just signed out go where they were going', () => {
    expect(adminAccess('signed-out', undefined, '/')).toEqual({ kind: 'redirect', to: '/' });
  });
  it('lets organisers and admins in', () => {
    expect(adminAccess('signed-in', 'organiser')).toEqual({ kind: 'allow' });
    expect(adminAccess('signed-in', 'admin')).toEqual({ kind: 'allow' });
  });
});

describe('authentication screen mode', () => {
  it('follows the route', () => {
    expect(authModeOf('/sign-up')).toBe('sign-up');
    expect(authModeOf('/sign-in')).toBe('sign-in');
    expect(authModeOf('/forgot-password/')).toBe('forgot-password');
  });
});
