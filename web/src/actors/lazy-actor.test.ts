import { describe, expect, it, vi } from 'vitest';
import { createActor, createMachine, assign } from 'xstate';
import { lazyActor } from './lazy-actor.ts';

const counter = createMachine({
  types: {} as { context: { seen: string[] }; events: { type: 'note'; text: string } },
  context: { seen: [] },
  on: { note: { actions: assign(({ context, event }) => ({ seen: [...context.seen, event.text] })) } },
});

/** A chunk that arrives when the test says so. */
const deferredChunk = () => {
  let arrive: () => void = () => undefined;
  const arrived = new Promise<void>((resolve) => (arrive = resolve));
  const create = vi.fn(async () => {
    await arrived;
    return createActor(counter);
  });
  return { create, arrive };
};

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('lazyActor', () => {
  it('loads nothing until first needed, then delivers the waiting events in order', async () => {
    const chunk = deferredChunk();
    const actor = lazyActor(chunk.create);
    expect(chunk.create).not.toHaveBeenCalled();
    expect(actor.getSnapshot()).toBeUndefined();

    actor.send({ type: 'note', text: 'a' });
    actor.send({ type: 'note', text: 'b' });
    expect(chunk.create).toHaveBeenCalledTimes(1);
    chunk.arrive();
    await settle();
    actor.send({ type: 'note', text: 'c' });
    expect(actor.getSnapshot()?.context.seen).toEqual(['a', 'b', 'c']);
    expect(chunk.create).toHaveBeenCalledTimes(1);
  });

  it('tells its subscribers when it starts and at every snapshot, and returns to "not started" when stopped', async () => {
    const actor = lazyActor(async () => createActor(counter));
    const listener = vi.fn();
    actor.subscribe(listener);
    await actor.start();
    expect(listener).toHaveBeenCalled();
    listener.mockClear();
    actor.send({ type: 'note', text: 'a' });
    expect(listener).toHaveBeenCalledTimes(1);

    actor.stop();
    expect(listener).toHaveBeenCalledTimes(2);
    expect(actor.current).toBeUndefined();
    actor.send({ type: 'note', text: 'fresh' });
    await settle();
    expect(actor.getSnapshot()?.context.seen).toEqual(['fresh']);
  });

  it('never starts an actor whose chunk arrives after a stop (an unmounted provider)', async () => {
    const chunk = deferredChunk();
    const actor = lazyActor(chunk.create);
    actor.send({ type: 'note', text: 'lost' });
    actor.stop();
    chunk.arrive();
    await settle();
    expect(actor.current).toBeUndefined();
  });

  it('tries the chunk again at the next need when it failed to load', async () => {
    const create = vi.fn().mockRejectedValueOnce(new Error('offline')).mockImplementation(async () => createActor(counter));
    const actor = lazyActor(create);
    await expect(actor.start()).rejects.toThrow('offline');
    actor.send({ type: 'note', text: 'again' });
    await settle();
    expect(create).toHaveBeenCalledTimes(2);
    expect(actor.getSnapshot()?.context.seen).toEqual(['again']);
  });
});
