import { validateLogin } from './loginValidation';

describe('validateLogin', () => {
  it('accepts the minimum lengths', () => {
    expect(validateLogin({ username: 'abc', password: '123456' })).toEqual({});
  });

  it('names each short field with the spec message', () => {
    expect(validateLogin({ username: 'ab', password: '12345' })).toEqual({
      username: 'Username must be at least 3 characters',
      password: 'Password must be at least 6 characters',
    });
  });

  it('does not count surrounding spaces in the username', () => {
    expect(validateLogin({ username: ' ab ', password: '123456' }).username).toBeDefined();
  });
});
