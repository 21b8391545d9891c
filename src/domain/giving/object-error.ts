import { msg } from '../validation';

/** For strict objects: an extra field is "unexpected field", anything else (not an object) "invalid". */
export const objectError = {
  error: (issue: { code?: string; input?: unknown }) =>
    issue.code === 'unrecognized_keys'
      ? msg('unknownField')
      : issue.input === undefined
        ? msg('required')
        : msg('invalid'),
};
