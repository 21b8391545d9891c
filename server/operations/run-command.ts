import { ConfigError } from '../config';
import { DataKeyError } from '../security/data-keys';

/**
 * How an operator's command ends: its own exit code, or 1 after a failure. A setting or a data key
 * that is wrong is the operator's to fix, so it is said as its sentence; anything else is a fault
 * and keeps its stack.
 */
export function runCommand(main: () => Promise<number>): void {
  main().then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error(error instanceof ConfigError || error instanceof DataKeyError ? error.message : error);
      process.exit(1);
    },
  );
}
