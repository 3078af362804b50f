import { readFile } from 'node:fs/promises';
import { createInterface } from 'node:readline';
import type { ParseArgsConfig } from 'node:util';
import {
  createClient, NutritionApiError, operations,
  type NutritionApi, type OperationArguments, type OperationName,
} from '../../api/index.js';
import { configFromEnv, type EngineConfig } from '../../engine/config.js';
import { isLanguageChoice, LANGUAGES } from '../../engine/language/codes.js';
import { EXIT, parseCommandArgs, UsageError, type Command, type CommandIO } from '../command.js';
import { withConsoleOnStderr } from '../console-to-stderr.js';

/*
 * The analysis commands, one per operation of the contract's table (DESIGN.md "Stable
 * surfaces"): each prints the v4 envelope on stdout and exits 0 on success, 1 on an analysis
 * error, 2 on a usage error. Without --url the embedded engine runs in process.
 */

interface CommandShape {
  name: string;
  /** What the positional argument is, for the usage text. */
  operand: string;
  /** Reads one input per line of stdin when no operand is given (JSON Lines out). */
  batch: boolean;
  example: string;
}

/** The command of each operation: a new operation fails to typecheck until it has one. */
export const ANALYSIS_COMMANDS = {
  describeMeal: { name: 'describe', operand: '"<meal text>"', batch: true, example: 'nutri describe "2 eggs and toast"' },
  scanBarcode: { name: 'barcode', operand: '<barcode>', batch: true, example: 'nutri barcode 3017620422003' },
  scanLabel: { name: 'label', operand: '<image file | ->', batch: false, example: 'nutri label panel.jpg' },
  scanImage: { name: 'image', operand: '<image file | ->', batch: false, example: 'nutri image lunch.jpg' },
  fixFood: { name: 'fix', operand: '--issue "<text>" --food <FoodData.json | -> [--image <image file>]', batch: false, example: 'nutri fix --issue "no fries" --food lunch.json' },
} as const satisfies Record<OperationName, CommandShape>;

const ENGINE_OPTIONS = {
  url: { type: 'string' },
  key: { type: 'string' },
  pretty: { type: 'boolean', default: false },
  offline: { type: 'boolean' },
  'off-url': { type: 'string' },
  'vision-url': { type: 'string' },
  'vision-model': { type: 'string' },
  'vision-key': { type: 'string' },
  lang: { type: 'string' },
} as const satisfies NonNullable<ParseArgsConfig['options']>;

const FIX_OPTIONS = {
  issue: { type: 'string' },
  food: { type: 'string' },
  image: { type: 'string' },
} as const satisfies NonNullable<ParseArgsConfig['options']>;

function usageOf(operation: OperationName): string {
  const shape: CommandShape = ANALYSIS_COMMANDS[operation];
  const lines = [`  nutri ${shape.name} ${shape.operand} [--pretty] [--url <baseUrl> [--key <key>]]`];
  if (shape.batch) lines.push(`  nutri ${shape.name} [options] < inputs.txt      one input per line in, one JSON envelope per line out`);
  return `Usage:
${lines.join('\n')}

${operations[operation].summary} (${operation}). Example: ${shape.example}
Prints the v4 envelope: {"success":true,"data":{…}} or {"success":false,"error":"…","message":"…"}.
Exit 0 on success, 1 when an analysis failed${shape.batch ? ' (any line, in batch mode)' : ''}, 2 on a usage error.

Without --url the embedded engine runs in process, configured by:
  --offline                no network at all (also NUTRI_OFFLINE=1)
  --off-url <url>          Open Food Facts API base (NUTRI_OFF_URL)
  --vision-url <url>       OpenAI-compatible vision API, e.g. http://127.0.0.1:11434/v1 (NUTRI_VISION_URL)
  --vision-model <name>    its model, e.g. qwen2.5vl (NUTRI_VISION_MODEL)
  --vision-key <key>       its key, if it needs one (NUTRI_VISION_KEY)
  --lang <code>            the language of meal text: auto (default), en, es, fr, de, it, pt, nl (NUTRI_LANG)
With --url the typed client calls that v4 service (key from --key or $NUTRI_API_KEY).`;
}

/** `--url` must be an http(s) base URL; anything else is a usage error, not a stack trace. */
export function checkServiceUrl(flag: string, value: string): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new UsageError(`${flag} must be an http:// or https:// URL, not "${value}"`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new UsageError(`${flag} must be an http:// or https:// URL, not a ${url.protocol} URL`);
  }
  return value;
}

/** The engine configuration from the flags, over the NUTRI_* environment. */
export function engineConfigFrom(values: Record<string, unknown>, env: NodeJS.ProcessEnv): Partial<EngineConfig> {
  const config = configFromEnv(env);
  if (values.offline !== undefined) config.offline = Boolean(values.offline);
  if (typeof values['off-url'] === 'string') config.offUrl = checkServiceUrl('--off-url', values['off-url']);
  if (typeof values.lang === 'string') {
    if (!isLanguageChoice(values.lang)) throw new UsageError(`--lang must be one of ${['auto', ...LANGUAGES].join(', ')}, not "${values.lang}"`);
    config.language = values.lang;
  }
  const visionUrl = values['vision-url'] as string | undefined;
  const visionModel = values['vision-model'] as string | undefined;
  const visionKey = values['vision-key'] as string | undefined;
  if (visionUrl !== undefined || visionModel !== undefined || visionKey !== undefined) {
    const url = visionUrl ?? config.vision?.url;
    const model = visionModel ?? config.vision?.model;
    if (!url || !model) throw new UsageError('a vision provider needs both --vision-url and --vision-model');
    checkServiceUrl('--vision-url', url);
    const key = visionKey ?? config.vision?.key;
    config.vision = { url, model, ...(key ? { key } : {}) };
  }
  return config;
}

/** The API the command calls, and how to let go of it (the engine's OCR worker would keep the process alive). */
async function openApi(values: Record<string, unknown>, io: CommandIO): Promise<{ api: NutritionApi; close: () => Promise<void> }> {
  const url = values.url as string | undefined;
  const key = (values.key as string | undefined) ?? io.env.NUTRI_API_KEY;
  if (url !== undefined) {
    checkServiceUrl('--url', url);
    return { api: createClient({ baseUrl: url, ...(key ? { apiKey: key } : {}) }), close: async () => undefined };
  }
  if (values.key !== undefined) throw new UsageError('--key goes with --url (the embedded engine needs no key)');
  const config = engineConfigFrom(values, io.env);
  // Loaded only when needed: --url callers never pay for the engine.
  const { createEngine } = await import('../../engine/index.js');
  const engine = await createEngine({ config, lazy: true });
  return { api: engine.api, close: () => engine.close() };
}

/** One input → its envelope; failures are envelopes too, never a stack trace. */
async function envelope<K extends OperationName>(api: NutritionApi, operation: K, argument: OperationArguments[K]) {
  try {
    const call = api[operation] as (a: OperationArguments[K]) => Promise<unknown>;
    return { ok: true, body: { success: true, data: await call(argument) } as object };
  } catch (error) {
    if (error instanceof NutritionApiError) return { ok: false, body: error.toEnvelope() as object };
    const message = error instanceof Error ? error.message : String(error);
    return { ok: false, body: { success: false, error: 'internalServerError', message: `${operation} failed: ${message}` } as object };
  }
}

async function readAll(stream: NodeJS.ReadableStream): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : (chunk as Buffer));
  return Buffer.concat(chunks);
}

/** An image operand: a file path, or `-` for the bytes on stdin. */
async function readImage(path: string, io: CommandIO, flag = 'image'): Promise<Uint8Array> {
  try {
    return path === '-' ? await readAll(io.stdin) : await readFile(path);
  } catch (error) {
    throw new UsageError(`cannot read the ${flag} "${path}": ${(error as NodeJS.ErrnoException).code ?? (error as Error).message}`);
  }
}

async function readFoodData(path: string, io: CommandIO): Promise<OperationArguments['fixFood']['foodData']> {
  const text = path === '-' ? (await readAll(io.stdin)).toString('utf8') : await readFile(path, 'utf8').catch((error: NodeJS.ErrnoException) => {
    throw new UsageError(`cannot read --food "${path}": ${error.code ?? error.message}`);
  });
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new UsageError(`--food ${path === '-' ? '(stdin)' : `"${path}"`} is not JSON: give a FoodData object or a describe envelope`);
  }
  // A saved `nutri describe` envelope or result works as well as a bare FoodData.
  const record = parsed as Record<string, unknown>;
  const food = record && typeof record === 'object' && record.success === true && record.data ? (record.data as Record<string, unknown>) : record;
  if (food && typeof food === 'object' && 'ethanolCarbRatio' in food && !('ethanol' in food)) {
    const { toFoodData } = await import('../../api/index.js');
    return toFoodData(food as never);
  }
  return food as OperationArguments['fixFood']['foodData'];
}

function analysisCommand<K extends OperationName>(operation: K): Command {
  const shape: CommandShape = ANALYSIS_COMMANDS[operation];
  const usage = usageOf(operation);
  return {
    name: shape.name,
    summary: `${operations[operation].summary} (${operation})`,
    usage,
    async run(args: string[], io: CommandIO): Promise<number> {
      if (args.includes('--help') || args.includes('-h')) {
        io.stdout.write(usage + '\n');
        return EXIT.ok;
      }
      const parsed = parseCommandArgs({
        args,
        allowPositionals: true,
        options: { ...ENGINE_OPTIONS, ...(operation === 'fixFood' ? FIX_OPTIONS : {}) },
      });
      const values = parsed.values as Record<string, unknown>;
      const positionals = parsed.positionals;
      const print = (body: object) => io.stdout.write((values.pretty ? JSON.stringify(body, null, 2) : JSON.stringify(body)) + '\n');

      // Flags first: a bad --url or half a vision configuration is reported before any file is read.
      const { api, close } = await openApi(values, io);
      try {
        // The envelope owns stdout; whatever a dependency logs meanwhile goes to stderr.
        return await withConsoleOnStderr(io.stderr, async () => {
          let argument: OperationArguments[K] | undefined;
          switch (operations[operation].argument) {
            case 'text':
            case 'barcode':
              if (positionals.length > 0) argument = positionals.join(' ') as OperationArguments[K];
              break;
            case 'imageData':
              if (positionals.length > 1) throw new UsageError(`give one image, not ${positionals.length}`);
              if (positionals.length === 0) throw new UsageError('give an image file (or - to read its bytes from stdin)');
              argument = (await readImage(positionals[0]!, io)) as unknown as OperationArguments[K];
              break;
            case 'data': {
              if (positionals.length > 0) throw new UsageError(`unexpected "${positionals[0]}": the correction goes in --issue`);
              if (typeof values.issue !== 'string') throw new UsageError('--issue "<what is wrong>" is required');
              if (typeof values.food !== 'string') throw new UsageError('--food <FoodData.json | -> is required');
              const foodData = await readFoodData(values.food, io);
              const imageData = typeof values.image === 'string' ? await readImage(values.image, io, '--image') : '';
              argument = { issue: values.issue, foodData, imageData } as OperationArguments[K];
              break;
            }
          }
          if (argument !== undefined) {
            const result = await envelope(api, operation, argument);
            print(result.body);
            return result.ok ? EXIT.ok : EXIT.analysisError;
          }
          if (!shape.batch) throw new UsageError(`give the ${shape.operand}`);
          // Batch: one input per line, one JSON envelope per line (JSON Lines), in order.
          let failed = false;
          const lines = createInterface({ input: io.stdin, crlfDelay: Infinity });
          for await (const line of lines) {
            if (line.trim() === '') continue;
            const result = await envelope(api, operation, line as OperationArguments[K]);
            failed ||= !result.ok;
            io.stdout.write(JSON.stringify(result.body) + '\n');
          }
          return failed ? EXIT.analysisError : EXIT.ok;
        });
      } finally {
        // The engine's OCR worker would keep the process alive after the answer.
        await close();
      }
    },
  };
}

/** `describe`, `barcode`, `label`, `image`, `fix`: one command per operation of the table. */
export const analysisCommands: Command[] = (Object.keys(operations) as OperationName[]).map((operation) => analysisCommand(operation));
