import { formatIssues, operations, type OperationName } from '../api/index.js';

/** An engine result that breaks the contract: the service answers 500 and logs this message. */
export class ContractBreach extends Error {
  override readonly name = 'ContractBreach';
}

/**
 * The success envelope of an engine result as JSON text, after checking the result against the
 * operation's result schema: an answer that breaks the contract becomes a 500 rather than wrong
 * numbers on someone's screen. One function for both places it runs: the service thread (engine
 * in process) and the engine worker (engine-pool.ts), where it keeps the schema check and the
 * serialising off the thread that answers HTTP.
 */
export function checkedSuccessJson(operation: OperationName, result: unknown): string {
  const checked = operations[operation].result.safeParse(result);
  if (!checked.success) {
    throw new ContractBreach(`the engine's ${operation} result breaks the contract: ${formatIssues(checked.error, 'data')}`);
  }
  return JSON.stringify({ success: true, data: checked.data });
}
