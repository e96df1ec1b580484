import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.js';

/** Settings of several instances (issue 29) read from the environment (README: settings). */
describe('loadConfig', () => {
  it('ONLINE_STREAM and AUTH_FENCE take only their values', () => {
    expect(loadConfig({})).toMatchObject({ onlineStream: 'notify', authFence: true });
    expect(loadConfig({ ONLINE_STREAM: 'poll', AUTH_FENCE: 'off' })).toMatchObject({ onlineStream: 'poll', authFence: false });
    expect(() => loadConfig({ ONLINE_STREAM: 'push' })).toThrow('ONLINE_STREAM must be one of: notify, poll.');
    expect(() => loadConfig({ AUTH_FENCE: 'yes' })).toThrow('AUTH_FENCE must be one of: on, off.');
  });
});
