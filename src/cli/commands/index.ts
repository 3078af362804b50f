import type { Command } from '../command.js';
import { keysCommand } from './keys.js';

/** Every `nutri` subcommand, in the order `nutri help` lists them. */
export const commands: Command[] = [keysCommand];
