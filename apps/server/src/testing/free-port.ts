import { createServer } from 'node:net';

/**
 * A port the system has just handed out as free, for a host a test starts as its own process. A random one in
 * 40000-49999 lies in Linux's range of ports for outgoing connections, and one of those (the PostgreSQL suite runs
 * beside the SQLite one in CI) once held it: the host could not listen.
 */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}
