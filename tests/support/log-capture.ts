import { log, swapLogSink } from '@/lib/log/logger.mjs';

// The server's log lines as a test reads them: jest runs with the log silent (lib/log/logger.mjs);
// a capture takes every line from `trace` on until it is restored.

export interface LogCapture {
  /** Each line, parsed. */
  readonly lines: Record<string, unknown>[];
  /** Every line as written, for a search for what must not be there. */
  text(): string;
  restore(): void;
}

export function captureLog(): LogCapture {
  const raw: string[] = [];
  const lines: Record<string, unknown>[] = [];
  const level = log.level;
  log.level = 'trace';
  const previous = swapLogSink({
    write(line: string) {
      raw.push(line);
      lines.push(JSON.parse(line) as Record<string, unknown>);
    },
  });
  return {
    lines,
    text: () => raw.join(''),
    restore() {
      swapLogSink(previous);
      log.level = level;
    },
  };
}
