import { createInterface } from 'node:readline';

/** Asks for a secret on the terminal without echoing it; refuses when no terminal is attached. */
export function readSecret(prompt: string): Promise<string> {
  if (!process.stdin.isTTY)
    return Promise.reject(
      new Error('No terminal to ask for the password: set HEMMA_ADMIN_PASSWORD instead.'),
    );
  return new Promise((resolve) => {
    const terminal = createInterface({ input: process.stdin, output: process.stdout, terminal: true });
    const write = process.stdout.write.bind(process.stdout);
    let prompted = false;
    // Echo the prompt once, then nothing of what is typed.
    process.stdout.write = ((chunk: string | Uint8Array, ...rest: unknown[]) => {
      if (prompted) return true;
      prompted = true;
      return (write as (...args: unknown[]) => boolean)(chunk, ...rest);
    }) as typeof process.stdout.write;
    terminal.question(prompt, (answer) => {
      process.stdout.write = write;
      write('\n');
      terminal.close();
      resolve(answer);
    });
  });
}
