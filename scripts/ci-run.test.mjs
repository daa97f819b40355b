import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { root } from './lib.mjs';

// .ci/run with CI_REQUIRE_POSTGRES: a run that cannot reach PostgreSQL fails before installing anything.
describe('.ci/run and PostgreSQL', () => {
  it('fails at once when CI_REQUIRE_POSTGRES is set and no server answers', () => {
    const run = spawnSync('bash', [join(root, '.ci', 'run')], {
      env: {
        ...process.env,
        CI_REQUIRE_POSTGRES: '1',
        // Nothing listens on port 1.
        CI_POSTGRES_URL: 'postgres://postgres@127.0.0.1:1/test',
      },
      encoding: 'utf8',
      timeout: 20_000,
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('CI_REQUIRE_POSTGRES is set and no PostgreSQL answers at 127.0.0.1:1');
    expect(run.stdout).not.toContain('== install');
  });
});
