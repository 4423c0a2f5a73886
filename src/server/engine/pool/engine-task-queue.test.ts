/**
 * The engine pool's waiting line: tasks a request waits on go before queued background work,
 * first come first served within each lane; aborted tasks leave the line.
 */
import Tinypool from 'tinypool';
import { describe, expect, it } from 'vitest';
import { EngineTaskQueue, INTERACTIVE_VERBS } from './engine-task-queue';

const task = (name: string, interactive: boolean) => ({ name, [Tinypool.queueOptionsSymbol]: { interactive }, cancel() {} });

describe('engine task queue', () => {
  it('serves interactive tasks first, each lane in arrival order', () => {
    const queue = new EngineTaskQueue();
    const cutout1 = task('cutout 1', false);
    const render = task('render', false);
    const avatar = task('avatar', true);
    const upload = task('upload', true);
    const cutout2 = task('cutout 2', false);
    for (const t of [cutout1, render, avatar, cutout2, upload]) queue.push(t);
    expect(queue.size).toBe(5);
    const order: string[] = [];
    for (let t = queue.shift(); t; t = queue.shift()) order.push((t as unknown as { name: string }).name);
    expect(order).toEqual(['avatar', 'upload', 'cutout 1', 'render', 'cutout 2']);
    expect(queue.size).toBe(0);
    expect(queue.shift()).toBeNull();
  });

  it('treats a task without queue options as background, and removes an aborted task from its lane', () => {
    const queue = new EngineTaskQueue();
    const plain = { name: 'plain', cancel() {} };
    const avatar = task('avatar', true);
    const render = task('render', false);
    queue.push(plain);
    queue.push(avatar);
    queue.push(render);
    queue.remove(avatar);
    expect(queue.size).toBe(2);
    expect((queue.shift() as unknown as { name: string }).name).toBe('plain');
    expect((queue.shift() as unknown as { name: string }).name).toBe('render');
  });

  it('puts the verbs of requests in the interactive lane, and the heavy work of jobs in the other', () => {
    expect([...INTERACTIVE_VERBS].sort()).toEqual(['avatar', 'brandLogo', 'prepareUpload', 'thumbnail']);
    for (const verb of ['cutout', 'renderStudio', 'packshot', 'renderMotion'] as const) expect(INTERACTIVE_VERBS.has(verb)).toBe(false);
  });
});
