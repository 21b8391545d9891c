import { Writable } from 'node:stream';
import type { Response } from 'express';

/**
 * Forwards React's stream to the response and writes the document's tail at the end. It exposes
 * `flush()`, which React calls after each chunk, so `compression` sends streamed HTML at once.
 */
export class HtmlWritable extends Writable {
  constructor(
    private readonly res: Response,
    private readonly tail: () => string,
  ) {
    super();
    res.on('close', () => this.destroy());
  }

  override _write(chunk: Buffer, _encoding: BufferEncoding, callback: (error?: Error | null) => void): void {
    if (this.res.write(chunk)) callback();
    else this.res.once('drain', () => callback());
  }

  override _final(callback: (error?: Error | null) => void): void {
    this.res.end(this.tail());
    callback();
  }

  flush(): void {
    (this.res as Response & { flush?: () => void }).flush?.();
  }
}
