// @ts-check

/** pino's levels, most severe first; `silent` writes nothing. */
export const LOG_LEVELS = /** @type {const} */ (['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']);
