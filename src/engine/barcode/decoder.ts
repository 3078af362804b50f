/**
 * Barcodes in photos (zxing-wasm's reader): EAN-13, EAN-8, UPC-A and UPC-E, the codes printed on
 * food packs. The same decoder serves scanBarcode's callers (a photo of the bars) and scanImage's
 * first stage. Where the wasm comes from differs by platform (zxing-node.ts, zxing-browser.ts);
 * everything else is here.
 *
 * zxing reads scan lines, so it finds bars at any angle up to about 30° and at 90°/180°/270°
 * (tryRotate). When the first pass finds nothing, later passes use a fixed threshold (soft focus
 * and sensor noise defeat the local one), twice the size (small codes), the bars found by their
 * edges, cut out and turned upright (find-bars.ts), and last the picture turned by 45° both ways.
 * Measured in bench/barcode.ts.
 */
import { readBarcodes, type ReaderOptions } from 'zxing-wasm/reader';
import { decodeImage } from '../imaging/decode.js';
import { fitWithin, resize } from '../imaging/transform.js';
import { isRasterImage, type RasterImage } from '../../raster/raster.js';
import { rotateBy, scaleBy } from './raster-ops.js';
import { cutOut, findBars } from './find-bars.js';
import { readGtin } from '../../api/gtin.js';

export interface DecodedBarcode {
  /** "EAN-13", "EAN-8", "UPC-A" or "UPC-E". */
  format: string;
  /** The digits, a valid GTIN (zxing spells a UPC-E out as its 13-digit GTIN). */
  text: string;
}

export interface BarcodeDecoder {
  /**
   * The product barcodes in an encoded JPEG, PNG, WebP or GIF, or in pixels a caller decoded
   * already (scanImage decodes its photo once for every stage), best first; [] when none.
   */
  decode(image: Uint8Array | RasterImage, options?: { signal?: AbortSignal }): Promise<DecodedBarcode[]>;
}

const READER_OPTIONS: ReaderOptions = {
  formats: ['EAN13', 'EAN8', 'UPCA', 'UPCE'],
  tryHarder: true,
  tryRotate: true,
  tryInvert: true,
  tryDownscale: true,
  maxNumberOfSymbols: 4,
  // Blur can turn a digit into another that still fits the check digit (1 in 10); several scan
  // lines must agree before a code counts.
  minLineCount: 3,
};

const FIXED: ReaderOptions = { ...READER_OPTIONS, binarizer: 'FixedThreshold' };

/**
 * The most pixels the bars are looked for in. zxing copies the picture into its wasm heap, which
 * never shrinks: a 12 MP photo cost 160 MB that stayed. A bar a tenth of a 12 MP photo's width
 * still has 2.8 px a module at this size, and zxing downscales larger pictures itself anyway.
 */
const BARCODE_PIXELS = 6_000_000;

/** The 45° passes read the picture at most this large (longest side, pixels). */
const TURNED_MAX_SIDE = 2048;

/** Pictures this small (longest side, pixels) are also read at twice the size. */
const SMALL_SIDE = 900;

async function read(input: RasterImage, options: ReaderOptions = READER_OPTIONS): Promise<DecodedBarcode[]> {
  const source = { data: input.data, width: input.width, height: input.height, colorSpace: 'srgb' } as ImageData;
  const results = await readBarcodes(source, options);
  const found: DecodedBarcode[] = [];
  for (const r of results) {
    // zxing checks the check digit itself; readGtin is the same rule the lookup applies.
    if (!r.isValid || !readGtin(r.text).ok) continue;
    if (!found.some((f) => f.text === r.text)) found.push({ format: FORMAT_NAMES[r.format] ?? r.format, text: r.text });
  }
  return found;
}

/** Pixels decoded already, at most BARCODE_PIXELS: as they are when they fit (what decoding the bytes would give), else shrunk. */
function withinBarcodePixels(image: RasterImage): RasterImage {
  const pixels = image.width * image.height;
  if (pixels <= BARCODE_PIXELS) return image;
  const scale = Math.sqrt(BARCODE_PIXELS / pixels);
  return resize(image, Math.floor(image.width * scale), Math.floor(image.height * scale));
}

const FORMAT_NAMES: Record<string, string> = { EAN13: 'EAN-13', EAN8: 'EAN-8', UPCA: 'UPC-A', UPCE: 'UPC-E' };

/** Decodes with the module the platform prepared (`prepare` runs once, before the first read). */
export class ZxingBarcodeDecoder implements BarcodeDecoder {
  private ready: Promise<void> | undefined;

  constructor(private readonly prepare: () => Promise<void>) {}

  async decode(image: Uint8Array | RasterImage, { signal }: { signal?: AbortSignal } = {}): Promise<DecodedBarcode[]> {
    this.ready ??= this.prepare().catch((error: unknown) => {
      this.ready = undefined;
      throw error;
    });
    await this.ready;
    signal?.throwIfAborted();
    // Every pass reads pixels from src/engine/imaging: its gate sees hostile bytes before any
    // decoder does (zxing's own in-wasm decoder would obey whatever size a file declares).
    let raster: RasterImage | undefined;
    const pixels = async () => (raster ??= isRasterImage(image) ? withinBarcodePixels(image) : await decodeImage(image, { maxPixels: BARCODE_PIXELS }));
    // The 45° passes turn the whole picture onto a canvas twice its area: on a phone photo that
    // is 100 MB of pixels and as much again in zxing's heap, which never shrinks. Bars large
    // enough to need those passes are read as well at this size.
    let small: RasterImage | undefined;
    const turnable = async () => (small ??= fitWithin(await pixels(), TURNED_MAX_SIDE));
    const attempts: (() => Promise<DecodedBarcode[]>)[] = [
      async () => read(await pixels()),
      // A fixed threshold reads bars that soft focus and sensor noise blur into the background.
      async () => read(await pixels(), FIXED),
      async () => {
        const p = await pixels();
        return Math.max(p.width, p.height) <= SMALL_SIDE ? read(scaleBy(p, 2)) : [];
      },
      // The bars found by their edges, cut out and turned upright: any angle, a small area to read.
      async () => {
        const region = findBars(await pixels());
        if (!region) return [];
        const upright = rotateBy(cutOut(await pixels(), region), region.turn);
        const found = await read(upright, FIXED);
        return found.length > 0 ? found : read(upright);
      },
      async () => read(rotateBy(await turnable(), 45), FIXED),
      async () => read(rotateBy(await turnable(), -45), FIXED),
      async () => read(rotateBy(await turnable(), 45)),
      async () => read(rotateBy(await turnable(), -45)),
    ];
    for (const attempt of attempts) {
      signal?.throwIfAborted();
      const found = await attempt();
      if (found.length > 0) return found;
    }
    return [];
  }
}
