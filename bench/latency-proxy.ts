// A TCP proxy that delays every chunk each way, so that a benchmark can talk to the local PostgreSQL as to one a
// network away (decision 0073: a managed database in another zone answers in a millisecond or two, not the 0.05 ms
// of loopback, and every round trip an order waits for costs that much). Chunks keep their order; Node's timers
// count whole milliseconds, so the delay is at least 1 ms each way. Point a benchmark at it through PG_ADMIN_URL
// (the database the benchmark's shop is created in, and seeded and served through):
//   npx tsx bench/latency-proxy.ts [--port 6543] [--to 127.0.0.1:5432] [--delay-ms 1] (each way)
//   PG_ADMIN_URL=postgres://postgres@127.0.0.1:6543/test npx tsx bench/checkout.ts --db postgres
import { connect, createServer, type Socket } from 'node:net';

const argv = process.argv.slice(2);
const arg = (name: string, fallback: string) => {
  const i = argv.indexOf(`--${name}`);
  return i >= 0 ? (argv[i + 1] ?? fallback) : fallback;
};
const port = Number(arg('port', '6543'));
const [host, upstreamPort] = arg('to', '127.0.0.1:5432').split(':') as [string, string];
const delayMs = Number(arg('delay-ms', '1'));
if (!(delayMs >= 0))
  throw new Error(`--delay-ms must be a number of milliseconds, not ${arg('delay-ms', '')}`);

/** Writes what `from` sends to `to`, each chunk delayMs after it arrived, in the order they arrived. */
function delayed(from: Socket, to: Socket) {
  const queue: { at: number; chunk: Buffer }[] = [];
  let timer: NodeJS.Timeout | undefined;
  const flush = () => {
    timer = undefined;
    const now = performance.now();
    while (queue.length > 0 && queue[0]!.at <= now) to.write(queue.shift()!.chunk);
    if (queue.length > 0) timer = setTimeout(flush, queue[0]!.at - now);
  };
  from.on('data', (chunk) => {
    queue.push({ at: performance.now() + delayMs, chunk });
    timer ??= setTimeout(flush, delayMs);
  });
  from.on('end', () => {
    const finish = () => (queue.length > 0 ? setTimeout(finish, delayMs) : to.end());
    finish();
  });
}

createServer((client) => {
  const server = connect(Number(upstreamPort), host);
  for (const socket of [client, server]) {
    socket.setNoDelay(true);
    socket.on('error', () => (client.destroy(), server.destroy()));
  }
  delayed(client, server);
  delayed(server, client);
}).listen(port, '127.0.0.1', () =>
  console.log(`latency proxy: 127.0.0.1:${port} → ${host}:${upstreamPort}, ${delayMs} ms each way`),
);
