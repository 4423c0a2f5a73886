/** Structured JSON logs (pino). Each request gets a child logger carrying its request id. */
import { pino, type Logger as PinoLogger } from 'pino';

export type Logger = PinoLogger;

/** Creates the root logger at `level` ('silent' in tests). */
export function createLogger(level: string): Logger {
  return pino({ level, base: { service: 'vitrine' }, redact: ['req.headers.cookie', 'req.headers.authorization'] });
}
