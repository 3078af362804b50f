/**
 * A stand-in for the Open Food Facts API v2: a real HTTP server on loopback answering
 * `GET /api/v2/product/{code}` the way world.openfoodfacts.org does:
 *
 * - a known product: 200 `{"code", "product": {...}, "status": 1, "status_verbose": "product found"}`
 *   (only the `fields=` asked for, when the query names them);
 * - an unknown code: 404 `{"code", "status": 0, "status_verbose": "product not found"}`;
 * - codes listed in `slow` answer after `slowMs`; codes in `failing` get a 500 HTML page
 *   (what OFF's proxy sends when the backend is down).
 *
 * Hostile answers (issue 28), by code: `huge` streams a product whose name never ends
 * (`hugeBytes`, default 1.5 GB; `sentBytes()` says how much was written before the client
 * stopped reading); `drip` sends a product one byte every 50 ms; `redirect` answers 302 to the
 * URL given for the code.
 *
 * Every request is recorded (path, query, headers) for the tests to inspect.
 */
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { sendDrip, sendEndless, type SentCounter } from './hostile-bodies.js';

export interface OffRequest {
  path: string;
  code: string;
  fields: string[] | undefined;
  headers: IncomingHttpHeaders;
}

export interface OffServerOptions {
  /** Products by their OFF code (v2 field names: product_name, brands, nutriments, …). */
  products: Record<string, Record<string, unknown>>;
  slow?: string[];
  slowMs?: number;
  failing?: string[];
  huge?: string[];
  hugeBytes?: number;
  drip?: string[];
  /** Code → where a 302 sends it. */
  redirect?: Record<string, string>;
}

export interface OffServer {
  /** Base URL to configure as offUrl (no trailing slash). */
  url: string;
  requests: OffRequest[];
  /** Bytes of `huge` answers written so far. */
  sentBytes(): number;
  close(): Promise<void>;
}

/**
 * Product records as the v2 API returns them, with the values of real products (Nutella
 * 3017620422003, Mars 5000159407236, Vemondo 4056489703990, Coca-Cola 5449000000996) filed under
 * GS1 "99" test codes that the offline index does not hold, so a lookup has to go online.
 */
export const STAND_IN_CODES = {
  nutella: '9900000000011',
  kjOnly: '9900000000028',
  noNutrition: '9900000000035',
  drink: '9900000000042',
  slow: '9900000000059',
  failing: '9900000000066',
  unknown: '9900000000073',
} as const;

export const OFF_PRODUCTS: Record<string, Record<string, unknown>> = {
  // Nutella 400 g: kcal and kJ, a 15 g serving, grade e.
  '9900000000011': {
    code: '9900000000011',
    product_name: 'Nutella',
    brands: 'Ferrero,Nutella',
    quantity: '400 g',
    serving_size: '15 g',
    serving_quantity: '15',
    nutriscore_grade: 'e',
    categories_tags: ['en:breakfasts', 'en:spreads', 'en:sweet-spreads', 'en:cocoa-and-hazelnuts-spreads'],
    nutriments: {
      'energy-kcal_100g': 539, 'energy-kj_100g': 2252, energy_100g: 2252, proteins_100g: 6.3, carbohydrates_100g: 57.5,
      sugars_100g: 56.3, fat_100g: 30.9, 'saturated-fat_100g': 10.6, fiber_100g: 0, salt_100g: 0.107, sodium_100g: 0.0428,
      'energy-kcal_serving': 80.8, proteins_serving: 0.945,
    },
  },
  // A kJ-only product (older records keep energy only in kJ), no serving size.
  '9900000000028': {
    code: '9900000000028',
    product_name: 'Mars',
    brands: 'Mars',
    quantity: '51 g',
    nutriments: { 'energy-kj_100g': 1889, energy_100g: 1889, proteins_100g: 4.2, carbohydrates_100g: 67, sugars_100g: 59, fat_100g: 17, 'saturated-fat_100g': 8.2, salt_100g: 0.42 },
  },
  // A product OFF knows but nobody has entered the nutrition of.
  '9900000000035': {
    code: '9900000000035',
    product_name: '',
    brands: 'Vemondo',
    nutriments: {},
  },
  // A drink given per 100 ml with a 330 ml serving (numbers as strings, as OFF sometimes sends them).
  '9900000000042': {
    code: '9900000000042',
    product_name: 'Coca-Cola',
    brands: 'Coca-Cola',
    quantity: '330 ml',
    serving_size: '330 ml',
    serving_quantity: 330,
    serving_quantity_unit: 'ml',
    nutriscore_grade: 'e',
    categories_tags: ['en:beverages', 'en:carbonated-drinks', 'en:sodas', 'en:colas'],
    nutriments: { 'energy-kcal_100g': '42', 'energy-kj_100g': '180', proteins_100g: 0, carbohydrates_100g: '10.6', sugars_100g: '10.6', fat_100g: 0, salt_100g: 0 },
  },
};

export async function startOffServer(options: OffServerOptions): Promise<OffServer> {
  const requests: OffRequest[] = [];
  const sent: SentCounter = { bytes: 0 };
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const match = /^\/api\/v2\/product\/([^/]+?)(?:\.json)?$/.exec(url.pathname);
    if (req.method !== 'GET' || !match) {
      res.writeHead(404, { 'Content-Type': 'text/html' }).end('<html><body>Page not found</body></html>');
      return;
    }
    const code = decodeURIComponent(match[1]!);
    const fields = url.searchParams.get('fields')?.split(',');
    requests.push({ path: url.pathname, code, fields, headers: req.headers });
    const answer = () => {
      const redirect = options.redirect?.[code];
      if (redirect) {
        res.writeHead(302, { Location: redirect }).end();
        return;
      }
      if (options.huge?.includes(code)) {
        sendEndless(res, `{"code":"${code}","status":1,"product":{"product_name":"`, '"}}', options.hugeBytes ?? 1.5 * 1024 ** 3, sent);
        return;
      }
      if (options.drip?.includes(code)) {
        sendDrip(res, JSON.stringify({ code, product: options.products[code] ?? { product_name: 'Drip' }, status: 1 }));
        return;
      }
      if (options.failing?.includes(code)) {
        res.writeHead(500, { 'Content-Type': 'text/html' }).end('<html><body><h1>500 Internal Server Error</h1></body></html>');
        return;
      }
      const product = options.products[code];
      if (!product) {
        res.writeHead(404, { 'Content-Type': 'application/json' })
          .end(JSON.stringify({ code, status: 0, status_verbose: 'product not found' }));
        return;
      }
      const shown = fields ? Object.fromEntries(Object.entries(product).filter(([k]) => fields.includes(k))) : product;
      res.writeHead(200, { 'Content-Type': 'application/json' })
        .end(JSON.stringify({ code, product: shown, status: 1, status_verbose: 'product found' }));
    };
    if (options.slow?.includes(code)) {
      const timer = setTimeout(answer, options.slowMs ?? 5000);
      res.on('close', () => clearTimeout(timer));
    } else answer();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    sentBytes: () => sent.bytes,
    close: () => new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    }),
  };
}
