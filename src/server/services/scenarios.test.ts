import { describe, expect, it } from 'vitest';
import { flatLayFromCutouts } from './scenarios';
import type { SourceImage } from './source-images';

const row = (cutoutStatus: string) => ({ cutoutStatus }) as unknown as SourceImage;

describe('flatLayFromCutouts', () => {
  it("answers the cut-out's flat-lay flag once the cut-out is ready", async () => {
    expect(await flatLayFromCutouts({ flatLayOf: async () => true })(row('ready'))).toBe(true);
    expect(await flatLayFromCutouts({ flatLayOf: async () => false })(row('ready'))).toBe(false);
  });

  it('is unknown until the cut-out is ready, and when reading it fails', async () => {
    let asked = false;
    const check = flatLayFromCutouts({ flatLayOf: async () => ((asked = true), true) });
    expect(await check(row('pending'))).toBeUndefined();
    expect(asked).toBe(false);
    expect(await flatLayFromCutouts({ flatLayOf: async () => { throw new Error('gone'); } })(row('ready'))).toBeUndefined();
  });
});
