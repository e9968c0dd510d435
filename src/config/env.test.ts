import { afterEach, describe, expect, it, vi } from 'vitest';

/** A fresh copy of the module: it checks the configuration once, on first read. */
const loadEnv = async () => {
  vi.resetModules();
  return import('./env');
};

describe('build-time configuration', () => {
  afterEach(() => vi.unstubAllEnvs());

  it('reads valid settings', async () => {
    vi.stubEnv('VITE_FEEDBACK_URL', 'https://forms.example/feedback');
    vi.stubEnv('VITE_CONTACT_EMAIL', 'fisher@example.org');
    const { getEnv, getFeedbackUrl, getContactEmail, getContactUrl } = await loadEnv();
    expect(getFeedbackUrl()).toBe('https://forms.example/feedback');
    expect(getContactEmail()).toBe('fisher@example.org');
    expect(getContactUrl()).toBeUndefined();
    expect(getEnv()).toBe(getEnv());
  });

  it('falls back to the defaults with a warning when a value is invalid', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.stubEnv('VITE_FEEDBACK_URL', 'not a url');
    const { getFeedbackUrl, getContactEmail, DEFAULT_CONTACT_EMAIL } = await loadEnv();
    expect(getFeedbackUrl()).toBeUndefined();
    expect(getContactEmail()).toBe(DEFAULT_CONTACT_EMAIL);
    expect(warn).toHaveBeenCalledWith(
      'Ignoring invalid environment configuration:',
      expect.any(Array),
    );
    warn.mockRestore();
  });
});
