import { writeSync } from 'node:fs';

/**
 * Where the logger writes: lines written during one turn of the event loop leave in one write
 * instead of one system call each (under load the access log wrote as often as the sockets did, and
 * a system call is what an answer from the page cache mostly costs). Lines stay whole and in order:
 * - a batch never exceeds PIPE_BUF (4096 bytes on Linux), so writes of several workers to one pipe
 *   never cut into each other's lines;
 * - warnings and errors are written at once, with everything before them;
 * - what is left is written on exit.
 */
const ATOMIC_WRITE = 4096;
const WARN_LEVEL = 40;
const needsMetadata = Symbol.for('pino.metadata');
const open = new Set<BatchedLines>();

export class BatchedLines {
  /** pino sets `lastLevel` before each write when the stream asks for it. */
  readonly [needsMetadata] = true;
  lastLevel = 0;
  private pending: string[] = [];
  private bytes = 0;
  private scheduled = false;
  private broken = false;

  constructor(private readonly fd: number) {
    if (open.size === 0) process.once('exit', () => open.forEach((stream) => stream.flush()));
    open.add(this);
  }

  write(line: string): boolean {
    const size = Buffer.byteLength(line);
    if (this.bytes + size > ATOMIC_WRITE) this.flush();
    this.pending.push(line);
    this.bytes += size;
    if (this.lastLevel >= WARN_LEVEL) this.flush();
    else if (!this.scheduled) {
      this.scheduled = true;
      setImmediate(() => {
        this.scheduled = false;
        this.flush();
      });
    }
    return true;
  }

  flush(): void {
    if (this.pending.length === 0) return;
    const data = Buffer.from(this.pending.length === 1 ? this.pending[0] : this.pending.join(''), 'utf8');
    this.pending = [];
    this.bytes = 0;
    if (this.broken) return;
    let offset = 0;
    while (offset < data.length) {
      try {
        offset += writeSync(this.fd, data, offset);
      } catch (error) {
        const code = (error as NodeJS.ErrnoException).code;
        // A full non-blocking pipe: wait a moment (as pino's own destination does).
        if (code === 'EAGAIN' || code === 'EBUSY') {
          Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 1);
          continue;
        }
        // The reader is gone: logging stops, the server does not.
        if (code === 'EPIPE') {
          this.broken = true;
          return;
        }
        throw error;
      }
    }
  }
}
