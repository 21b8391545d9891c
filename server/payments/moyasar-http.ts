import { ProviderError } from './provider';

/**
 * One request to Moyasar's API with the secret key (Basic auth), JSON in and out and a time limit.
 * A network failure becomes a ProviderError (the caller decides what a status means): the payment
 * provider and the saved-card gateway both call Moyasar this way.
 */
export interface MoyasarClient {
  request(path: string, init: { method: 'GET' | 'POST'; body?: unknown }): Promise<Response>;
}

export function moyasarClient(options: { apiUrl: string; secretKey: string; timeoutMs?: number }): MoyasarClient {
  const base = options.apiUrl.replace(/\/$/, '');
  const authorization = `Basic ${Buffer.from(`${options.secretKey}:`).toString('base64')}`;
  return {
    async request(path, init) {
      try {
        return await fetch(`${base}${path}`, {
          method: init.method,
          headers: {
            Authorization: authorization,
            Accept: 'application/json',
            ...(init.body ? { 'Content-Type': 'application/json' } : {}),
          },
          body: init.body ? JSON.stringify(init.body) : undefined,
          signal: AbortSignal.timeout(options.timeoutMs ?? 15_000),
        });
      } catch (error) {
        throw new ProviderError(`Moyasar unreachable: ${error instanceof Error ? error.message : String(error)}`);
      }
    },
  };
}
