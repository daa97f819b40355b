/**
 * The progress of a long command: a bar redrawn in place on a terminal, a plain line every 10 % otherwise (a log
 * file or CI keeps readable lines). `update` may lower the total (an import learns while it reads that a product
 * of the file cannot be taken).
 */
export function createProgress(initialTotal: number, stream: NodeJS.WriteStream = process.stderr) {
  let total = initialTotal;
  const started = Date.now();
  let lastTenth = -1;
  let lastDraw = 0;
  return {
    update(done: number, note = '', newTotal = total): void {
      total = newTotal;
      const share = total === 0 ? 1 : done / total;
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      if (stream.isTTY) {
        const now = Date.now();
        if (done < total && now - lastDraw < 100) return;
        lastDraw = now;
        const width = 30;
        const filled = Math.round(share * width);
        stream.write(
          `\r[${'█'.repeat(filled)}${'░'.repeat(width - filled)}] ${done}/${total} ${Math.round(share * 100)} % ${seconds} s ${note}\x1b[K`,
        );
        if (done === total) stream.write('\n');
      } else {
        const tenth = Math.floor(share * 10);
        if (tenth === lastTenth && done < total) return;
        lastTenth = tenth;
        stream.write(`${done}/${total} (${Math.round(share * 100)} %) after ${seconds} s ${note}\n`);
      }
    },
  };
}
