import { HONEYPOT_FIELD } from '../../domain/applications/limits';

/**
 * A field people never see or hear (hidden visually and from assistive technology, out of the tab
 * order); bots that fill every input fill it, and the server quietly drops their post.
 */
export function Honeypot({ name = HONEYPOT_FIELD }: { name?: string }) {
  return (
    <div className="form-honeypot" aria-hidden="true">
      <label htmlFor={`hp-${name}`}>Website</label>
      <input id={`hp-${name}`} type="text" name={name} tabIndex={-1} autoComplete="off" defaultValue="" />
    </div>
  );
}
