import { validateRegistration } from './registerValidation';

describe('validateRegistration (the API RegisterDto rules)', () => {
  it('accepts 3..50 characters of letters, digits, dots, dashes and underscores with an 8+ password', () => {
    expect(validateRegistration({ username: 'j.smith_1-x', password: '12345678' })).toEqual({});
    expect(validateRegistration({ username: 'a'.repeat(50), password: 'p'.repeat(128) })).toEqual({});
  });

  it.each([
    ['ab', 'Username must be at least 3 characters'],
    ['a'.repeat(51), 'Username must be at most 50 characters'],
    ['john smith', 'Username may only contain letters, digits, dots, dashes and underscores'],
    ['jöhn', 'Username may only contain letters, digits, dots, dashes and underscores'],
  ])('refuses the username %j', (username, message) => {
    expect(validateRegistration({ username, password: 'long-enough' })).toEqual({ username: message });
  });

  it.each([
    ['1234567', 'Password must be at least 8 characters'],
    ['p'.repeat(129), 'Password must be at most 128 characters'],
    ['tab\there-1', 'Password may not contain control characters'],
  ])('refuses the password %j', (password, message) => {
    expect(validateRegistration({ username: 'jsmith', password })).toEqual({ password: message });
  });
});
