/** The process's environment, as the settings read it. */
export type Environment = Record<string, string | undefined>;

/** A setting above 0 (`whole`: a whole number): a typo stops the shop at start, naming the variable. */
export function positiveSetting(env: Environment, name: string, fallback: number, whole = false): number {
  const raw = env[name]?.trim();
  if (!raw) return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value <= 0 || (whole && !Number.isInteger(value)))
    throw new Error(`${name} must be ${whole ? 'a whole number' : 'a number'} above 0 (got '${raw}')`);
  return value;
}
