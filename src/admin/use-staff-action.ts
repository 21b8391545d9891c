import { useNotify, useRefresh } from 'react-admin';
import { serverErrors } from './form-errors';

interface StaffActionOptions {
  /** The notice when it went through (a translation key): "updated" unless said. */
  done?: string;
  /** Takes the field messages of a refusal (an empty set when there are none, to clear old ones). */
  onFields?: (fields: Record<string, string>) => void;
}

/**
 * How a staff action on a record ends, the same on every screen: when it went through, a notice and
 * a fresh record; when it was refused, the field messages go to the form that shows them and
 * anything no field shows becomes a notice, so a refusal is never silent. Resolves to whether the
 * action went through, for the screen to clear its inputs.
 */
export function useStaffAction(): (call: Promise<unknown>, options?: StaffActionOptions) => Promise<boolean> {
  const notify = useNotify();
  const refresh = useRefresh();
  return (call, { done = 'ra.notification.updated', onFields } = {}) =>
    call.then(
      () => {
        notify(done, { messageArgs: { smart_count: 1 } });
        refresh();
        return true;
      },
      (error: unknown) => {
        const failure = serverErrors(error);
        onFields?.(failure.fields);
        const shown = onFields !== undefined && Object.keys(failure.fields).length > 0;
        if (!shown) notify(Object.values(failure.fields)[0] ?? failure.message, { type: 'error' });
        return false;
      },
    );
}
