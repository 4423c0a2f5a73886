import { describe, expect, it } from 'vitest';
import { clockTime, vttTime, WALKTHROUGHS, walkthrough, walkthroughChapters, walkthroughCues, walkthroughSeconds, walkthroughVtt } from './walkthroughs';

describe('walkthrough timelines', () => {
  it('has the five walkthroughs the tutorials page promises, each opening on a chapter and under a minute', () => {
    expect(WALKTHROUGHS.map((w) => w.id)).toEqual(['first-image', 'touch-up', 'studio-amazon', 'video', 'ad-set']);
    for (const { id, steps } of WALKTHROUGHS) {
      expect(steps[0], id).toMatchObject({ key: 'intro', chapter: true });
      expect(new Set(steps.map((s) => s.key)).size, id).toBe(steps.length);
      expect(walkthroughSeconds(id), id).toBeLessThanOrEqual(60);
    }
    expect(() => walkthrough('nope')).toThrow('no walkthrough nope');
  });

  it('times each step after the one before, without gaps, up to the length of the walkthrough', () => {
    for (const { id } of WALKTHROUGHS) {
      const cues = walkthroughCues(id);
      expect(cues[0]!.start).toBe(0);
      for (let i = 1; i < cues.length; i++) expect(cues[i]!.start).toBe(cues[i - 1]!.end);
      expect(cues[cues.length - 1]!.end).toBe(walkthroughSeconds(id));
    }
    expect(walkthroughCues('video')).toEqual([
      { key: 'intro', start: 0, end: 3 },
      { key: 'upload', start: 3, end: 8 },
      { key: 'prompt', start: 8, end: 15 },
      { key: 'cost', start: 15, end: 19 },
      { key: 'result', start: 19, end: 27 },
    ]);
  });

  it('runs each chapter until the next one, the last to the end', () => {
    expect(walkthroughChapters('video')).toEqual([
      { key: 'intro', start: 0, end: 3 },
      { key: 'upload', start: 3, end: 8 },
      { key: 'prompt', start: 8, end: 19 },
      { key: 'result', start: 19, end: 27 },
    ]);
  });

  it('writes WebVTT cues with their timings and leaves out empty texts', () => {
    const vtt = walkthroughVtt(
      [
        { key: 'a', start: 0, end: 3 },
        { key: 'b', start: 3, end: 62.5 },
        { key: 'c', start: 62.5, end: 70 },
      ],
      (key) => ({ a: 'First', b: ' ', c: 'Third\nline' })[key] ?? '',
    );
    expect(vtt).toBe('WEBVTT\n\n1\n00:00:00.000 --> 00:00:03.000\nFirst\n\n2\n00:01:02.500 --> 00:01:10.000\nThird\nline\n');
  });

  it('formats times for WebVTT and for people', () => {
    expect(vttTime(3723.4567)).toBe('01:02:03.457');
    expect(clockTime(0)).toBe('0:00');
    expect(clockTime(41.9)).toBe('0:41');
    expect(clockTime(75)).toBe('1:15');
  });
});
