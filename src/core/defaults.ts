/**
 * Options that keep self-play games short, per game: for simulations, benches
 * and demos where every seat is a bot.
 */

/**
 * The rule options each game gets in self-play. Only Frustration Rummy has
 * one, its safety cap (R30, off by default), to keep games short: random
 * players finish without it, but after about 19,000 actions (median of three
 * players); with it, after about 100.
 */
export const SELF_PLAY_OPTIONS: Readonly<Record<string, Readonly<Record<string, unknown>>>> = {
  'frustration-rummy': { maxTurnsPerRound: 40 },
};

/** The self-play options of a game (empty for games that need none). */
export function selfPlayOptions(gameId: string): Record<string, unknown> {
  return { ...(SELF_PLAY_OPTIONS[gameId] ?? {}) };
}
