import type { PaymentProvider } from './provider';

/**
 * Bank transfer: the donor is shown the association's IBANs and the order stays pending until
 * staff match the transfer on the statement (no automatic confirmation exists for a transfer).
 */
export const bankTransferProvider: PaymentProvider = {
  name: 'bank-transfer',
  async start() {
    return {};
  },
  async check() {
    return { status: 'pending' };
  },
};
