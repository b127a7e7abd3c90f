import { loadAuthConfig } from './auth.config';
import { loadSessionConfig } from './session.config';

const production = { NODE_ENV: 'production', SESSION_SECRET: 'a'.repeat(40), ADMIN_PASSWORD: 'a-long-admin-secret' };

describe('production refuses published secrets', () => {
  it('starts with secrets of its own', () => {
    expect(() => loadAuthConfig(production)).not.toThrow();
    expect(() => loadSessionConfig(production)).not.toThrow();
  });

  it('refuses the default admin password, or one shorter than 12 characters, in one sentence', () => {
    expect(() => loadAuthConfig({ ...production, ADMIN_PASSWORD: undefined })).toThrow(/^Refusing to start in production with the default admin password/);
    expect(() => loadAuthConfig({ ...production, ADMIN_PASSWORD: 'short-pass1' })).toThrow(/shorter than 12 characters: set ADMIN_PASSWORD/);
    expect(() => loadAuthConfig({ NODE_ENV: 'development' })).not.toThrow();
  });

  it("refuses docker-compose's old example SESSION_SECRET", () => {
    expect(() => loadSessionConfig({ ...production, SESSION_SECRET: 'change-me-to-a-long-random-string-of-32-chars' })).toThrow(
      /published example SESSION_SECRET/,
    );
  });

  it('refuses a new admin password with control characters, or shorter than 8, everywhere', () => {
    expect(() => loadAuthConfig({ ADMIN_PASSWORD: 'seven77' })).toThrow(/ADMIN_PASSWORD/);
    expect(() => loadAuthConfig({ ADMIN_PASSWORD: 'with\u0007bell!' })).toThrow(/ADMIN_PASSWORD/);
  });
});
