// The deploy recipe (Dockerfile, compose.yaml, deploy/nginx.conf; decision 0030), checked without a container
// runtime: the compose file parses and wires what the README promises, and the Dockerfile keeps its basics.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { root } from './lib.mjs';

const read = (path) => readFileSync(join(root, path), 'utf8');
const compose = parse(read('compose.yaml'), { merge: true });
const services = compose.services;
const nodes = ['hemma-1', 'hemma-2'];

describe('compose.yaml', () => {
  it('has PostgreSQL, Redis, two Hemma nodes, nginx and a mail catcher', () => {
    expect(Object.keys(services)).toEqual(
      expect.arrayContaining(['postgres', 'redis', ...nodes, 'nginx', 'mail', 'migrate']),
    );
  });

  it('gives every node the same image, database, Redis, SMTP, media volume and secrets', () => {
    const [first, second] = nodes.map((name) => services[name]);
    expect(first).toEqual(second);
    const env = first.environment;
    expect(first.build).toBe('.');
    expect(env.DATABASE_URL).toMatch(/^postgres:\/\/[^@]+@postgres:5432\//);
    expect(env.REDIS_URL).toBe('redis://redis:6379');
    expect(env.SMTP_URL).toBe('smtp://mail:1025');
    expect(env.HEMMA_AUTH_SECRET.length).toBeGreaterThanOrEqual(32);
    expect(env.HEMMA_METRICS_TOKEN.length).toBeGreaterThanOrEqual(16);
    expect(env.HEMMA_TRUST_PROXY).toBe('1');
    expect(first.volumes).toContain('media:/media');
    expect(Object.keys(compose.volumes)).toEqual(expect.arrayContaining(['postgres', 'redis', 'media']));
  });

  it('starts nodes after the migration and nginx after healthy nodes, naming only services that exist', () => {
    expect(services['hemma-1'].depends_on.migrate.condition).toBe('service_completed_successfully');
    expect(services.nginx.depends_on['hemma-1'].condition).toBe('service_healthy');
    for (const [name, service] of Object.entries(services))
      for (const dependency of Object.keys(service.depends_on ?? {}))
        expect(Object.keys(services), `${name} depends on ${dependency}`).toContain(dependency);
  });

  it("offers MinIO as the pictures' bucket behind a profile, every node and the seed given the same settings", () => {
    for (const name of ['minio', 'minio-bucket']) expect(services[name].profiles).toEqual(['s3']);
    for (const name of [...nodes, 'migrate']) {
      expect(Object.keys(services[name].environment)).toEqual(
        expect.arrayContaining(
          ['BUCKET', 'REGION', 'ENDPOINT', 'ACCESS_KEY_ID', 'SECRET_ACCESS_KEY'].map(
            (v) => `HEMMA_MEDIA_S3_${v}`,
          ),
        ),
      );
      // Without the profile the bucket service is not there: the dependency must not be required.
      expect(services[name].depends_on['minio-bucket']).toEqual({
        condition: 'service_completed_successfully',
        required: false,
      });
    }
    expect(Object.keys(compose.volumes)).toContain('minio');
  });

  it('mounts deploy/nginx.conf, whose upstream is every node and which keeps /metrics inside', () => {
    expect(services.nginx.volumes).toContain('./deploy/nginx.conf:/etc/nginx/nginx.conf:ro');
    const nginx = read('deploy/nginx.conf');
    for (const name of nodes) expect(nginx).toContain(`server ${name}:3000`);
    expect(nginx).toMatch(/location = \/metrics \{ return 404; \}/);
    expect(nginx).toContain('X-Forwarded-For');
    // Balanced braces: a cheap syntax check where no nginx binary runs.
    expect(nginx.replace(/#.*$/gm, '').split('{').length).toBe(nginx.replace(/#.*$/gm, '').split('}').length);
  });
});

describe('Dockerfile', () => {
  // Continuation lines joined: one instruction per line.
  const dockerfile = read('Dockerfile').replace(/\\\n\s*/g, ' ');
  const stages = dockerfile.split(/^FROM /m).slice(1);
  const runtime = stages.at(-1);
  const instructions = (stage, name) =>
    stage.split('\n').filter((line) => line.startsWith(`${name} `) || line === name);

  it('builds in one stage and runs from a second, with no remote ADD', () => {
    expect(stages.length).toBeGreaterThanOrEqual(2);
    expect(dockerfile).not.toMatch(/^ADD https?:/m);
    expect(existsSync(join(root, '.dockerignore'))).toBe(true);
    expect(read('.dockerignore')).toMatch(/^node_modules$/m);
  });

  it('runs as a non-root user in production mode', () => {
    const users = instructions(runtime, 'USER');
    expect(users.length).toBeGreaterThan(0);
    expect(users.at(-1)).not.toMatch(/^USER (root|0)(:|$)/);
    expect(runtime).toMatch(/NODE_ENV=production/);
  });

  it('checks its health on /readyz and starts the way every node starts', () => {
    expect(instructions(runtime, 'HEALTHCHECK').join('\n')).toMatch(/\/readyz/);
    expect(runtime).toMatch(/^CMD \["node", "scripts\/start\.mjs"\]$/m);
    expect(JSON.parse(read('package.json')).scripts.start).toBe('node scripts/start.mjs');
  });
});
