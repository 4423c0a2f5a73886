/**
 * Waits for something a test expects to happen: calls `check` every `intervalMs` (200 ms) until it
 * gives a value other than undefined, and returns that value.
 * @throws Error naming `what` when `timeoutMs` (default 120 s) passes first
 */
export async function until<T>(what: string, check: () => T | undefined | Promise<T | undefined>, timeoutMs = 120_000, intervalMs = 200): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, intervalMs));
  }
}
