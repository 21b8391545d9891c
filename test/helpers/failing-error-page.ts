import type { PipeableStream } from 'react-dom/server';
import type { Entry } from '../../server/render/page-handler';

/**
 * The server entry with an error page that cannot render: every error view fails its shell, the way
 * a broken error page would, so tests can prove the last-resort text. Page views render as usual.
 * Injected by the test app (`createTestApp({ errorPageFails: true })`), never by production code.
 */
export function withFailingErrorPage(entry: Entry): Entry {
  const breakErrors = (view: Awaited<ReturnType<Entry['renderView']>>): Awaited<ReturnType<Entry['renderView']>> =>
    view.state.view.kind !== 'error'
      ? view
      : {
          ...view,
          stream: (options) => {
            queueMicrotask(() => options.onShellError?.(new Error('the error page itself broke')));
            const stream: PipeableStream = { pipe: (destination) => destination, abort: () => undefined };
            return stream;
          },
        };
  return {
    ...entry,
    prepare: async (request) => {
      const prepared = await entry.prepare(request);
      return prepared.kind === 'render' ? breakErrors(prepared) : prepared;
    },
    renderView: async (...args) => breakErrors(await entry.renderView(...args)),
  };
}
