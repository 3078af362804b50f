/**
 * `nutri <args>` in a child process of its own, for tests that bound what a command may cost:
 * the envelope on stdout stays the command's own, and the peak resident memory of the whole
 * process (every thread, the OCR and decoder workers included) is reported on the last line of
 * stderr as `peak-rss-mb <n>`.
 */
import { main } from '../../src/cli/main.js';

const code = await main(process.argv.slice(2));
process.stderr.write(`\npeak-rss-mb ${Math.round(process.resourceUsage().maxRSS / 1024)}\n`);
process.exit(code);
