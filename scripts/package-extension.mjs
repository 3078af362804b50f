#!/usr/bin/env node
// Zips the built extension for its store, manifest.json at the zip's root: dist/ for the Chrome
// Web Store (nutri-kit-extension-<version>.zip), or with --firefox dist-firefox/ for AMO
// (nutri-kit-firefox-<version>.zip), both at the project root. Node only (no zip tool, no dependency), so
// CI needs nothing: each file is deflated (or stored, when that is not smaller) with its CRC-32.
// Entries are sorted and dated 1980-01-01 so the same dist/ gives the same bytes.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { deflateRawSync } from 'node:zlib';

const root = new URL('..', import.meta.url).pathname;
const firefox = process.argv.includes('--firefox');
const build = firefox
  ? { dir: 'dist-firefox', zip: 'nutri-kit-firefox', command: 'npm run build:firefox' }
  : { dir: 'dist', zip: 'nutri-kit-extension', command: 'npm run build:ext' };
const dist = join(root, build.dir);
const { version } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
const manifest = JSON.parse(readFileSync(join(dist, 'manifest.json'), 'utf8'));
if (manifest.version !== version) {
  throw new Error(`${build.dir}/manifest.json is version ${manifest.version} but package.json says ${version}: run ${build.command}`);
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(bytes) {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = CRC_TABLE[(crc ^ byte) & 0xff] ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

/** Every file under dir, as zip paths (forward slashes); dot files (the build's .vite/) are left out. */
function filesOf(dir) {
  return readdirSync(dir).filter((name) => !name.startsWith('.')).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesOf(path) : [relative(dist, path).split(sep).join('/')];
  });
}

const DOS_DATE = (0 << 9) | (1 << 5) | 1; // 1980-01-01
const locals = [];
const centrals = [];
let offset = 0;
let rawBytes = 0;
for (const name of filesOf(dist).sort()) {
  const data = readFileSync(join(dist, name));
  const deflated = deflateRawSync(data, { level: 9 });
  const method = deflated.length < data.length ? 8 : 0;
  const body = method === 8 ? deflated : data;
  const nameBytes = Buffer.from(name, 'utf8');
  const crc = crc32(data);
  rawBytes += data.length;

  const local = Buffer.alloc(30);
  local.writeUInt32LE(0x04034b50, 0);
  local.writeUInt16LE(20, 4); // version needed: 2.0
  local.writeUInt16LE(0x0800, 6); // names are UTF-8
  local.writeUInt16LE(method, 8);
  local.writeUInt16LE(0, 10); // time
  local.writeUInt16LE(DOS_DATE, 12);
  local.writeUInt32LE(crc, 14);
  local.writeUInt32LE(body.length, 18);
  local.writeUInt32LE(data.length, 22);
  local.writeUInt16LE(nameBytes.length, 26);
  local.writeUInt16LE(0, 28);
  locals.push(local, nameBytes, body);

  const central = Buffer.alloc(46);
  central.writeUInt32LE(0x02014b50, 0);
  central.writeUInt16LE(20, 4); // made by: 2.0
  central.writeUInt16LE(20, 6);
  central.writeUInt16LE(0x0800, 8);
  central.writeUInt16LE(method, 10);
  central.writeUInt16LE(0, 12);
  central.writeUInt16LE(DOS_DATE, 14);
  central.writeUInt32LE(crc, 16);
  central.writeUInt32LE(body.length, 20);
  central.writeUInt32LE(data.length, 24);
  central.writeUInt16LE(nameBytes.length, 28);
  central.writeUInt32LE(offset, 42);
  centrals.push(central, nameBytes);
  offset += local.length + nameBytes.length + body.length;
}

const centralSize = centrals.reduce((sum, part) => sum + part.length, 0);
const end = Buffer.alloc(22);
end.writeUInt32LE(0x06054b50, 0);
end.writeUInt16LE(centrals.length / 2, 8);
end.writeUInt16LE(centrals.length / 2, 10);
end.writeUInt32LE(centralSize, 12);
end.writeUInt32LE(offset, 16);

const zip = Buffer.concat([...locals, ...centrals, end]);
const out = join(root, `${build.zip}-${version}.zip`);
writeFileSync(out, zip);
console.log(`${relative(root, out)}: ${centrals.length / 2} files, ${(zip.length / 1024).toFixed(0)} KiB from ${(rawBytes / 1024).toFixed(0)} KiB in ${build.dir}/`);
