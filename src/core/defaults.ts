/**
 * Options that make random self-play end, per game: for simulations, benches
 * and demos where every seat may be a random bot.
 */

/**
 * The rule options each game needs so that random self-play ends. Only
 * Frustration Rummy needs one: random players rarely complete contracts, so
 * its safety cap (R30, off by default) is set.
 */
export const SELF_PLAY_OPTIONS: Readonly<Record<string, Readonly<Record<string, unknown>>>> = {
  'frustration-rummy': { maxTurnsPerRound: 40 },
};

/** The self-play options of a game (empty for games that need none). */
export function selfPlayOptions(gameId: string): Record<string, unknown> {
  return { ...(SELF_PLAY_OPTIONS[gameId] ?? {}) };
}
