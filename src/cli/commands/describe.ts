import { parseArgs } from 'node:util';
import { createInterface } from 'node:readline';
import { createClient, NutritionApiError, type NutritionApi } from '../../api/index.js';
import { EXIT, UsageError, type Command, type CommandIO } from '../command.js';

const usage = `Usage:
  nutri describe "<meal text>" [--pretty] [--url <baseUrl> [--key <key>]]
  nutri describe [--url …] < meals.txt      one description per line in, one JSON envelope per line out

Prints the v4 envelope: {"success":true,"data":{…}} or {"success":false,"error":"…","message":"…"}.
Exit 0 on success, 1 when an analysis failed (any line, in batch mode), 2 on a usage error.
Without --url the embedded engine runs in process; with --url the typed client calls that v4
service (key from --key or $NUTRI_API_KEY).`;

type DescribeApi = Pick<NutritionApi, 'describeMeal'>;

async function openApi(url: string | undefined, key: string | undefined): Promise<DescribeApi> {
  if (url) return createClient({ baseUrl: url, ...(key ? { apiKey: key } : {}) });
  // Loaded only when needed: --url callers never pay for the food database.
  const { createEngine } = await import('../../engine/index.js');
  return (await createEngine()).api;
}

/** One description → its envelope; failures are envelopes too, never a stack trace. */
async function envelope(api: DescribeApi, text: string): Promise<{ ok: boolean; body: object }> {
  try {
    return { ok: true, body: { success: true, data: await api.describeMeal(text) } };
  } catch (error) {
    if (error instanceof NutritionApiError) return { ok: false, body: error.toEnvelope() };
    const message = error instanceof Error ? error.message : String(error);
    return { ok: false, body: { success: false, error: 'internalServerError', message: `describeMeal failed: ${message}` } };
  }
}

export const describeCommand: Command = {
  name: 'describe',
  summary: 'Analyse a meal described in text (describeMeal)',
  usage,
  async run(args: string[], io: CommandIO): Promise<number> {
    let parsed;
    try {
      parsed = parseArgs({
        args,
        allowPositionals: true,
        options: { url: { type: 'string' }, key: { type: 'string' }, pretty: { type: 'boolean', default: false } },
      });
    } catch (error) {
      throw new UsageError((error as Error).message);
    }
    const { url, key, pretty } = parsed.values;
    if (key !== undefined && url === undefined) throw new UsageError('--key goes with --url (the embedded engine needs no key)');
    const api = await openApi(url, key ?? io.env.NUTRI_API_KEY);
    const print = (body: object) => io.stdout.write((pretty ? JSON.stringify(body, null, 2) : JSON.stringify(body)) + '\n');

    if (parsed.positionals.length > 0) {
      const result = await envelope(api, parsed.positionals.join(' '));
      print(result.body);
      return result.ok ? EXIT.ok : EXIT.analysisError;
    }
    // Batch: one description per line, one JSON envelope per line (JSON Lines), in order.
    let failed = false;
    const lines = createInterface({ input: io.stdin, crlfDelay: Infinity });
    for await (const line of lines) {
      if (line.trim() === '') continue;
      const result = await envelope(api, line);
      failed ||= !result.ok;
      io.stdout.write(JSON.stringify(result.body) + '\n');
    }
    return failed ? EXIT.analysisError : EXIT.ok;
  },
};
