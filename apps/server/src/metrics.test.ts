import { describe, expect, it } from 'vitest';
import { observeRequest, registry } from './metrics.ts';

/** The figure of one series in this process's metrics text. */
async function figure(series: string): Promise<number> {
  const line = (await registry.metrics()).split('\n').find((l) => l.startsWith(`${series} `));
  return Number(line?.split(' ')[1] ?? 0);
}

describe('request metrics (decision 0030)', () => {
  it('counts every answer by method, route and status, however many come between two scrapes (issue 32)', async () => {
    const ok = 'hemma_http_requests_total{method="GET",route="/test/metrics",status="200"}';
    const missing = 'hemma_http_requests_total{method="GET",route="/test/metrics",status="404"}';
    const timed = 'hemma_http_request_duration_seconds_count{method="GET",route="/test/metrics"}';
    for (let i = 0; i < 3; i++) observeRequest('GET', '/test/metrics', 200, 0.003);
    observeRequest('GET', '/test/metrics', 404, 0.001);
    expect([await figure(ok), await figure(missing), await figure(timed)]).toEqual([3, 1, 4]);
    expect(await figure(ok)).toBe(3);
    observeRequest('GET', '/test/metrics', 200, 0.2);
    observeRequest('POST', '/test/metrics', 200, 0.2);
    expect(await figure(ok)).toBe(4);
    expect(await figure(ok.replace('GET', 'POST'))).toBe(1);
    expect(await figure(timed)).toBe(5);
    // The histogram's buckets count up to their bound (cumulative), the sum adds the times.
    const bucket = (le: string) =>
      `hemma_http_request_duration_seconds_bucket{le="${le}",method="GET",route="/test/metrics"}`;
    expect([
      await figure(bucket('0.002')),
      await figure(bucket('0.005')),
      await figure(bucket('0.1')),
    ]).toEqual([1, 4, 4]);
    expect([await figure(bucket('0.25')), await figure(bucket('+Inf'))]).toEqual([5, 5]);
    expect(await figure(timed.replace('_count', '_sum'))).toBeCloseTo(0.21, 9);
    expect(await figure(timed.replace('GET', 'POST'))).toBe(1);
  });
});
