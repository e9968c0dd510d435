import { afterEach, describe, expect, it, vi } from 'vitest';

/** A fresh copy of the module: it checks the setting once, on first read. */
const loadApiBase = async () => {
  vi.resetModules();
  return (await import('./api-base')).apiBase;
};

describe("the game API's base", () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.restoreAllMocks();
  });

  it.each([
    { value: undefined, base: 'https://api.guildwars2.com/', warns: false },
    { value: '', base: 'https://api.guildwars2.com/', warns: false },
    { value: 'http://127.0.0.1:4010', base: 'http://127.0.0.1:4010/', warns: false },
    { value: 'https://proxy.example/gw2/', base: 'https://proxy.example/gw2/', warns: false },
    { value: 'not a url', base: 'https://api.guildwars2.com/', warns: true },
    { value: 'ftp://files.example', base: 'https://api.guildwars2.com/', warns: true },
  ])('$value → $base', async ({ value, base, warns }) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    if (value !== undefined) vi.stubEnv('VITE_GW2_API_BASE', value);
    const apiBase = await loadApiBase();
    expect(apiBase().href).toBe(base);
    expect(apiBase()).toBe(apiBase());
    expect(warn).toHaveBeenCalledTimes(warns ? 1 : 0);
  });
});
