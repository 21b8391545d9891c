import type { DonorStatementSummary } from '#src/domain/donor-space/api-types';
import type { Fund } from '#src/domain/giving/funds';
import type { Statement } from '../receipts/statements';

/** What a statement's PDF holds, summed for the page: zakat apart, every other fund with its amount. */
export function statementSummary(statement: Statement): DonorStatementSummary {
  const byFund = new Map<Fund, number>();
  for (const line of statement.orders.flatMap((order) => order.lines))
    byFund.set(line.fund ?? 'general', (byFund.get(line.fund ?? 'general') ?? 0) + line.amount);
  return {
    range: statement.range,
    count: statement.orders.length,
    total: statement.total,
    zakat: byFund.get('zakat') ?? 0,
    otherFunds: [...byFund.entries()].filter(([fund]) => fund !== 'zakat').map(([fund, amount]) => ({ fund, amount })),
  };
}
