import { json, PROVIDER_MOBILE, startStubServer } from './sms-stub-server';

export const UNIFONIC_APP_SID = 'stub-app-sid-0123456789';
export const UNIFONIC_SENDER = 'Waqf';

export interface UnifonicSent {
  messageId: string;
  recipient: string;
  senderId: string;
  body: string;
}

/**
 * A local stand-in for Unifonic's REST API, POST /rest/SMS/messages, as its documentation
 * describes it: form-encoded AppSid, SenderID, Recipient (international, no + or 00) and Body;
 * a JSON answer `{ success, message, errorCode, data: { MessageID, ... } }`. A wrong AppSid is
 * ER-01 (401); a missing parameter ER-02; a recipient not in that form is refused (400).
 */
export async function startUnifonicStub() {
  const sent: UnifonicSent[] = [];
  let next = 3_000_000_001;
  const stub = await startStubServer((request, res) => {
    if (request.method !== 'POST' || request.path !== '/rest/SMS/messages')
      return json(res, 404, { success: false, message: 'Not found', errorCode: 'ER-404' });
    if (!String(request.headers['content-type']).startsWith('application/x-www-form-urlencoded'))
      return json(res, 400, { success: false, message: 'Unsupported content type', errorCode: 'ER-02' });
    const form = new URLSearchParams(request.text);
    if (form.get('AppSid') !== UNIFONIC_APP_SID)
      return json(res, 401, { success: false, message: 'Invalid AppSid', errorCode: 'ER-01' });
    const recipient = form.get('Recipient') ?? '';
    const body = form.get('Body') ?? '';
    const senderId = form.get('SenderID') ?? '';
    if (!body || !recipient)
      return json(res, 400, { success: false, message: 'Missing parameter', errorCode: 'ER-02' });
    if (!PROVIDER_MOBILE.test(recipient))
      return json(res, 400, { success: false, message: 'Invalid recipient', errorCode: 'ER-09' });
    const messageId = String(next++);
    sent.push({ messageId, recipient, senderId, body });
    json(res, 200, {
      success: true,
      message: '',
      errorCode: 'ER-00',
      data: {
        MessageID: messageId,
        CorrelationID: '',
        Status: 'Sent',
        NumberOfUnits: 1,
        Cost: 0.05,
        Balance: 100,
        Recipient: recipient,
        TimeCreated: new Date().toISOString(),
        CurrencyCode: 'SAR',
      },
    });
  });
  return { ...stub, sent };
}
