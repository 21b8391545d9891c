/** Errors are values (docs/behaviour.md#B-PIPE-7): a status code and a message the error layout renders. */
export class HttpError extends Error {
  readonly statusCode: number;
  /** An i18n key to show instead of the raw message, when the message is ours. */
  readonly messageKey?: string;

  constructor(statusCode: number, message: string, messageKey?: string) {
    super(message);
    this.name = 'HttpError';
    this.statusCode = statusCode;
    this.messageKey = messageKey;
  }
}

/** The plain form of an error that travels in serialized state. */
export interface ErrorState {
  statusCode: number;
  message: string;
  messageKey?: string;
}

export function notFound(): HttpError {
  return new HttpError(404, 'This page could not be found', 'errors.notFound');
}

/** docs/behaviour.md#B-PIPE-7: statusCode, status or response.status, else 500; the message, else a generic one. */
export function normalizeError(error: unknown): ErrorState {
  if (error instanceof HttpError) {
    return {
      statusCode: error.statusCode,
      message: error.message,
      ...(error.messageKey ? { messageKey: error.messageKey } : {}),
    };
  }
  const value = (typeof error === 'object' && error !== null ? error : {}) as {
    statusCode?: unknown;
    status?: unknown;
    response?: { status?: unknown };
    message?: unknown;
  };
  const candidates = [value.statusCode, value.status, value.response?.status];
  const found = candidates.find((c) => typeof c === 'number' && c >= 400 && c <= 599);
  const statusCode = typeof found === 'number' ? found : 500;
  const message =
    typeof value.message === 'string' && value.message ? value.message : typeof error === 'string' ? error : 'Error';
  return { statusCode, message };
}
