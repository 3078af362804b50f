import { createReadStream } from 'node:fs';
import { realpath, stat } from 'node:fs/promises';
import { extname, join, sep } from 'node:path';
import { Readable } from 'node:stream';

/** Something that may answer GET/HEAD requests outside /v4 (the demo page). */
export interface Site {
  /** Answers a path, or undefined when it has nothing there. */
  serve(pathname: string, method: 'GET' | 'HEAD'): Promise<Response | undefined>;
}

/*
 * Types by extension. `.gz` files (tesseract's traineddata) are served as the bytes they are,
 * without Content-Encoding, because the code that fetches them gunzips them itself.
 */
const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.md': 'text/markdown; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.wasm': 'application/wasm',
  '.gz': 'application/gzip',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.webmanifest': 'application/manifest+json',
};

export function contentTypeOf(path: string): string {
  return CONTENT_TYPES[extname(path).toLowerCase()] ?? 'application/octet-stream';
}

/**
 * Maps a URL path to a path relative to the site root, or undefined when it tries to leave the
 * root (`..`, encoded or not), carries a NUL or a backslash, or is not valid percent-encoding.
 */
export function safeRelativePath(pathname: string): string | undefined {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return undefined;
  }
  if (decoded.includes('\0') || decoded.includes('\\')) return undefined;
  const segments = decoded.split('/').filter((s) => s !== '' && s !== '.');
  if (segments.some((s) => s === '..')) return undefined;
  const relative = segments.join('/');
  return decoded.endsWith('/') || relative === '' ? join(relative, 'index.html') : relative;
}

/** Serves the files under `root`; symlinks that lead outside it are not followed. */
export function staticSite(root: string, options: { extraHeaders?: Record<string, string> } = {}): Site {
  let realRoot: Promise<string> | undefined;
  return {
    async serve(pathname, method) {
      const relative = safeRelativePath(pathname);
      if (relative === undefined) return undefined;
      let base: string;
      try {
        base = await (realRoot ??= realpath(root));
      } catch {
        realRoot = undefined;
        return undefined;
      }
      let file: string;
      let size: number;
      try {
        file = await realpath(join(base, relative));
        if (file !== base && !file.startsWith(base + sep)) return undefined;
        let info = await stat(file);
        if (info.isDirectory()) {
          file = join(file, 'index.html');
          info = await stat(file);
        }
        if (!info.isFile()) return undefined;
        size = info.size;
      } catch {
        return undefined;
      }
      const headers = {
        'Content-Type': contentTypeOf(file),
        'Content-Length': String(size),
        'Cache-Control': 'no-cache',
        'X-Content-Type-Options': 'nosniff',
        ...options.extraHeaders,
      };
      if (method === 'HEAD') return new Response(null, { status: 200, headers });
      const body = Readable.toWeb(createReadStream(file)) as ReadableStream<Uint8Array>;
      return new Response(body, { status: 200, headers });
    },
  };
}

/** Tries each site in turn. */
export function combineSites(...sites: Site[]): Site {
  return {
    async serve(pathname, method) {
      for (const site of sites) {
        const answer = await site.serve(pathname, method);
        if (answer) return answer;
      }
      return undefined;
    },
  };
}
