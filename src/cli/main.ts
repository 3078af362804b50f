import { commands } from './commands/index.js';
import { EXIT, UsageError, type CommandIO } from './command.js';

function help(io: CommandIO): void {
  const width = Math.max(...commands.map((c) => c.name.length), 4);
  io.stdout.write(
    'nutri: nutrition numbers for any food (Nutrition Analysis Service v4)\n\nUsage: nutri <command> [options]\n\n' +
      commands.map((c) => `  ${c.name.padEnd(width)}  ${c.summary}`).join('\n') +
      '\n\nRun "nutri help <command>" for its options.\n',
  );
}

/** Runs `nutri` with the given arguments and answers the exit code. */
export async function main(argv: string[], io: CommandIO = {
  stdin: process.stdin,
  stdout: process.stdout,
  stderr: process.stderr,
  env: process.env,
}): Promise<number> {
  const [name, ...rest] = argv;
  if (!name || name === 'help' || name === '--help' || name === '-h') {
    const topic = commands.find((c) => c.name === rest[0]);
    if (topic) io.stdout.write(`${topic.summary}\n\n${topic.usage}\n`);
    else help(io);
    return EXIT.ok;
  }
  const command = commands.find((c) => c.name === name);
  if (!command) {
    io.stderr.write(`nutri: unknown command "${name}"\n`);
    help(io);
    return EXIT.usage;
  }
  try {
    return await command.run(rest, io);
  } catch (error) {
    if (error instanceof UsageError) {
      io.stderr.write(`nutri ${name}: ${error.message}\n\n${command.usage}\n`);
      return EXIT.usage;
    }
    throw error;
  }
}
