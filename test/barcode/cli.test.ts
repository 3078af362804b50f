/** `nutri barcode`: one code, and one code per stdin line (JSON Lines), online against the stand-in. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli } from '../support/run-cli.js';
import { OFF_PRODUCTS, STAND_IN_CODES as CODES, startOffServer, type OffServer } from '../support/off-server.js';

let server: OffServer;
beforeAll(async () => {
  server = await startOffServer({ products: OFF_PRODUCTS });
});
afterAll(() => server.close());

const nutri = (args: string[], stdin = '', env: Record<string, string> = {}) => runCli(args, { stdin, env });

describe('nutri barcode', () => {
  it('one code from the offline index, exit 0', async () => {
    const { code, out } = await nutri(['barcode', '3302742456020', '--offline']);
    expect(code).toBe(0);
    const envelope = JSON.parse(out);
    expect(envelope.success).toBe(true);
    expect(envelope.data.name).toMatch(/per 300 g serving$/);
  });

  it('--off-url sends unknown codes to that Open Food Facts server', async () => {
    const { code, out } = await nutri(['barcode', CODES.nutella, '--off-url', server.url]);
    expect(code).toBe(0);
    expect(JSON.parse(out).data.name).toBe('Nutella (Ferrero), per 15 g serving');
    expect(server.requests.at(-1)!.code).toBe(CODES.nutella);
  });

  it('codes on stdin give one envelope per line; an unknown code is 404 barcodeNotFound, exit 1', async () => {
    const { code, out } = await nutri(['barcode'], `3302742456020\n${CODES.drink}\n${CODES.unknown}\n`, { NUTRI_OFF_URL: server.url });
    const lines = out.trim().split('\n').map((l) => JSON.parse(l));
    expect(lines.map((l) => l.success)).toEqual([true, true, false]);
    expect(lines[1].data.name).toBe('Coca-Cola, per 330 ml serving');
    expect(lines[2].error).toBe('barcodeNotFound');
    expect(code).toBe(1);
  });

  it('NUTRI_OFFLINE=1 keeps the codes on this machine', async () => {
    const before = server.requests.length;
    const { code, out } = await nutri(['barcode', CODES.kjOnly], '', { NUTRI_OFFLINE: '1', NUTRI_OFF_URL: server.url });
    expect(code).toBe(1);
    expect(JSON.parse(out).error).toBe('barcodeNotFound');
    expect(server.requests.length).toBe(before);
  });
});
