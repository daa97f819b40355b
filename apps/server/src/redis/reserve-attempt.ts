/**
 * Counts a login attempt unless its counters refuse it (issue 29), as one Lua script: Redis runs it alone, so no other
 * attempt reads or writes the counters in between. The rule is the API's `nextTryAt` (modules/credentials/
 * throttle-rule.ts): a counter at its limit waits until its oldest failure in the window leaves it; from `delayAfter`
 * failures on, a try also waits a delay after the latest one, 1 s doubling per failure, at most the window.
 *
 * KEYS: the checked counters, then the counters to record on. ARGV: now (epoch ms), window (ms), the number of checked
 * counters, the attempt's member, then limit and delayAfter (-1: none) per checked counter.
 * Answers 0 when the attempt was counted, else the epoch ms when a try is allowed again.
 */
export const RESERVE_ATTEMPT = `
local now = tonumber(ARGV[1])
local window = tonumber(ARGV[2])
local checked = tonumber(ARGV[3])
local member = ARGV[4]
local since = '(' .. string.format('%d', now - window)
local opens = 0
for i = 1, checked do
  local limit = tonumber(ARGV[3 + 2 * i])
  local delayAfter = tonumber(ARGV[4 + 2 * i])
  local recent = redis.call('ZREVRANGEBYSCORE', KEYS[i], '+inf', since, 'WITHSCORES', 'LIMIT', 0, limit)
  local count = #recent / 2
  if count >= limit then opens = math.max(opens, tonumber(recent[2 * limit]) + window) end
  if delayAfter >= 0 and count > 0 and count >= delayAfter then
    local delay = math.min(window, 1000 * 2 ^ (count - delayAfter))
    opens = math.max(opens, tonumber(recent[2]) + delay)
  end
end
if opens > now then return string.format('%d', opens) end
for i = checked + 1, #KEYS do
  redis.call('ZADD', KEYS[i], now, member)
  redis.call('ZREMRANGEBYSCORE', KEYS[i], '-inf', since)
  redis.call('PEXPIRE', KEYS[i], math.max(1000, window))
end
return 0
`;
