import type { Command } from '../command.js';
import { analysisCommands } from './analyze.js';
import { keysCommand } from './keys.js';
import { serveCommand } from './serve.js';
import { startCommand } from './start.js';
import { storeCommand } from './store.js';

/** Every `nutri` subcommand, in the order `nutri help` lists them. */
export const commands: Command[] = [startCommand, serveCommand, keysCommand, storeCommand, ...analysisCommands];
