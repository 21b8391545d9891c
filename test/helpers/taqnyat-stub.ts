import { json, PROVIDER_MOBILE, startStubServer } from './sms-stub-server';

export const TAQNYAT_TOKEN = 'stub-taqnyat-bearer-token';
export const TAQNYAT_SENDER = 'Waqf';

export interface TaqnyatSent {
  messageId: number;
  recipients: string[];
  sender: string;
  body: string;
}

/**
 * A local stand-in for Taqnyat's SMS API, POST /v1/messages, as its documentation describes it:
 * a bearer token, JSON `{ sender, body, recipients }` with numbers international without + or 00;
 * a 201 answer `{ statusCode, messageId, cost, currency, totalCount, msgLength, accepted, rejected }`.
 * No or a wrong token: 401; a bad shape or number: 400 with a message.
 */
export async function startTaqnyatStub() {
  const sent: TaqnyatSent[] = [];
  let next = 7001;
  const stub = await startStubServer((request, res) => {
    if (request.method !== 'POST' || request.path !== '/v1/messages')
      return json(res, 404, { statusCode: 404, message: 'Not found' });
    if (request.headers.authorization !== `Bearer ${TAQNYAT_TOKEN}`)
      return json(res, 401, { statusCode: 401, message: 'Unauthorized' });
    let payload: { sender?: unknown; body?: unknown; recipients?: unknown };
    try {
      payload = JSON.parse(request.text) as typeof payload;
    } catch {
      return json(res, 400, { statusCode: 400, message: 'Invalid JSON' });
    }
    const { sender, body, recipients } = payload;
    if (typeof sender !== 'string' || typeof body !== 'string' || !Array.isArray(recipients) || recipients.length === 0)
      return json(res, 400, { statusCode: 400, message: 'sender, body and recipients are required' });
    if (!recipients.every((recipient) => typeof recipient === 'string' && PROVIDER_MOBILE.test(recipient)))
      return json(res, 400, { statusCode: 400, message: 'Invalid recipients' });
    const messageId = next++;
    sent.push({ messageId, recipients: recipients as string[], sender, body });
    json(res, 201, {
      statusCode: 201,
      messageId,
      cost: 0.05,
      currency: 'SAR',
      totalCount: recipients.length,
      msgLength: 1,
      accepted: `[${recipients.join(',')},]`,
      rejected: '[]',
    });
  });
  return { ...stub, sent };
}
