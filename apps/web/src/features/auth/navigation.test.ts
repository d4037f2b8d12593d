import { describe, expect, it } from 'vitest';
import { adminAccess, authModeOf, landingAfterSignIn, returnPathOf, signInAndBack } from './navigation.js';

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

describe('sign-in and back', () => {
  it('goes back to the page that asked for the sign-in', () => {
    const page = '/tournaments/0b1c/board/2/7';
    expect(signInAndBack(page)).toBe('/sign-in?next=%2Ftournaments%2F0b1c%2Fboard%2F2%2F7');
    expect(returnPathOf(new URL(signInAndBack(page), 'http://localhost').search)).toBe(page);
  });
  it('never leaves the site, and without a page to go back to lets the role decide', () => {
    expect(returnPathOf('?next=%2F%2Fevil.example%2F')).toBeNull();
    expect(returnPathOf('?next=%2F%5Cevil.example')).toBeNull();
    expect(returnPathOf('?next=https%3A%2F%2Fevil.example')).toBeNull();
    expect(returnPathOf('')).toBeNull();
  });
});
