import { lazy, Suspense } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { lazyPart } from '../../src/lib/lazy-part';

function Part({ name }: { name: string }) {
  return <p>{`part ${name}`}</p>;
}

const render = (element: React.ReactNode) => renderToString(<Suspense fallback={<i>waiting</i>}>{element}</Suspense>);

describe('lazyPart', () => {
  it('renders in place in the first render once its code has loaded (React.lazy alone suspends)', async () => {
    const Plain = lazy(() => Promise.resolve({ default: Part }));
    const part = lazyPart(() => Promise.resolve(Part));
    // React.lazy's first render suspends even though the module is there: the fallback.
    await Promise.resolve();
    expect(render(<Plain name="a" />)).toContain('waiting');
    await part.load();
    expect(render(<part.Component name="a" />)).toContain('part a');
  });

  it('suspends while its code is loading, and loads it once', async () => {
    let imports = 0;
    let finish: () => void = () => undefined;
    const part = lazyPart(
      () =>
        new Promise<typeof Part>((resolve) => {
          imports += 1;
          finish = () => resolve(Part);
        }),
    );
    expect(render(<part.Component name="b" />)).toContain('waiting');
    const loading = part.load();
    expect(part.load()).toBe(loading);
    finish();
    await loading;
    expect(render(<part.Component name="b" />)).toContain('part b');
    expect(imports).toBe(1);
  });

  it('a failed load can be tried again', async () => {
    let attempts = 0;
    const part = lazyPart(async () => {
      attempts += 1;
      if (attempts === 1) throw new Error('chunk lost');
      return Part;
    });
    await expect(part.load()).rejects.toThrow('chunk lost');
    await part.load();
    expect(attempts).toBe(2);
    expect(render(<part.Component name="c" />)).toContain('part c');
  });

  it('its slot is its own Suspense boundary: the given fallback while loading, the part once loaded', async () => {
    let finish: () => void = () => undefined;
    const part = lazyPart(
      () => new Promise<typeof Part>((resolve) => (finish = () => resolve(Part))),
      <b>placeholder</b>,
    );
    const page = () => renderToString(<section>{<part.Slot name="d" />}</section>);
    const loading = part.load();
    expect(page()).toContain('placeholder');
    expect(page()).not.toContain('waiting');
    finish();
    await loading;
    expect(page()).toContain('part d');
    expect(page()).not.toContain('placeholder');
  });
});
