import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadAuthSecret } from './auth-secret.ts';

const dir = mkdtempSync(join(tmpdir(), 'hemma-auth-secret-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('loadAuthSecret', () => {
  it('makes a random secret once, readable by its owner only, and reuses it on every start', () => {
    const dataDir = join(dir, 'data');
    const first = loadAuthSecret({ HEMMA_DATA_DIR: dataDir });
    expect(first.length).toBeGreaterThanOrEqual(64);
    expect(statSync(join(dataDir, 'auth-secret')).mode & 0o777).toBe(0o600);
    expect(loadAuthSecret({ HEMMA_DATA_DIR: dataDir })).toBe(first);
    expect(loadAuthSecret({ HEMMA_DATA_DIR: join(dir, 'other') })).not.toBe(first);
  });

  it('prefers HEMMA_AUTH_SECRET, which several machines must share', () => {
    const secret = 'x'.repeat(40);
    expect(loadAuthSecret({ HEMMA_AUTH_SECRET: secret, HEMMA_DATA_DIR: join(dir, 'data') })).toBe(secret);
  });
});
