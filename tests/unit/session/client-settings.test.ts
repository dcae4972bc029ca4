import { afterEach, describe, expect, it } from 'vitest';
import {
  CLIENT_SETTINGS_STORAGE_KEY,
  DEFAULT_CLIENT_SETTINGS,
  parseClientSettings,
  readClientSettings,
} from '../../../src/config/client-settings';

afterEach(() => localStorage.clear());

describe('client settings', () => {
  it('default to the spec: 30-minute version checks, reload after 30 s, plug-in ports 8000 and 18000', () => {
    expect(readClientSettings()).toEqual({
      versionCheckIntervalMs: 1_800_000,
      versionReloadDelayMs: 30_000,
      printPluginPorts: [8000, 18000],
      printPluginMinVersion: '3.0.0',
    });
  });

  it('apply valid overrides from localStorage', () => {
    localStorage.setItem(CLIENT_SETTINGS_STORAGE_KEY, JSON.stringify({
      versionCheckIntervalMs: 2000, versionReloadDelayMs: 3000, printPluginPorts: [41234], printPluginMinVersion: '4.1',
    }));
    expect(readClientSettings()).toEqual({
      versionCheckIntervalMs: 2000, versionReloadDelayMs: 3000, printPluginPorts: [41234], printPluginMinVersion: '4.1',
    });
    expect(parseClientSettings('{"printPluginPorts":[]}').printPluginPorts).toEqual([]);
  });

  it('ignore invalid values and unreadable JSON, keeping the defaults', () => {
    const invalid = parseClientSettings(JSON.stringify({
      versionCheckIntervalMs: 10, versionReloadDelayMs: '3000', printPluginPorts: [80, 70000], printPluginMinVersion: '<b>1</b>',
    }));
    expect(invalid).toEqual(DEFAULT_CLIENT_SETTINGS);
    expect(parseClientSettings('{not json')).toEqual(DEFAULT_CLIENT_SETTINGS);
    expect(parseClientSettings('[1,2]')).toEqual(DEFAULT_CLIENT_SETTINGS);
    expect(parseClientSettings(null)).toEqual(DEFAULT_CLIENT_SETTINGS);
  });
});
