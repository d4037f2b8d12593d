import { describe, expect, it } from 'vitest';
import { peopleMessage } from './people-message.js';

describe("the server's messages as people read them", () => {
  it('drops the field a sentence of its own names, and counts list entries from 1', () => {
    expect(peopleMessage('name: Name is required', 'name')).toBe('Name is required');
    expect(peopleMessage('password: Password must be at least 10 characters', 'password')).toBe('Password must be at least 10 characters');
    expect(peopleMessage('managers.1: Enter a valid email address', 'managers.1')).toBe('Manager 2: Enter a valid email address');
    expect(peopleMessage('deputyArbiters.0: Too long', 'deputyArbiters.0')).toBe('Deputy arbiter 1: Too long');
  });

  it('keeps the field in words where the message needs it, and leaves other messages as they are', () => {
    expect(peopleMessage('logo: the file is not a PNG, JPEG or WebP image', 'logo')).toBe('Logo: the file is not a PNG, JPEG or WebP image');
    expect(peopleMessage('Wrong email or password', 'password')).toBe('Wrong email or password');
    expect(peopleMessage('Tournament not found')).toBe('Tournament not found');
  });

  it("leaves out the API's way of confirming: the app asks in a dialog", () => {
    expect(
      peopleMessage(
        'Pairing not added, against FIDE rules: A and B have already played each other; confirm it to go ahead (confirmation "confirmed")',
        'confirmation',
      ),
    ).toBe('Pairing not added, against FIDE rules: A and B have already played each other');
    expect(peopleMessage('Round 2 differs; confirm it twice to go ahead (confirmation "confirmed-twice")', 'confirmation')).toBe('Round 2 differs');
  });
});
