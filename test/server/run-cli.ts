// Runs the CLI from source in a child process, as bin/nutri.js runs the compiled one.
import { main } from '../../src/cli/main.js';

process.exitCode = await main(process.argv.slice(2));
