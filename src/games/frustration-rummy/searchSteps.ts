/**
 * A count of the meld search's work, in a module of its own: every file of the search adds to it,
 * and none of them imports another just for it (no import circle).
 */

/**
 * The meld search's steps since the module loaded: one for each node of its recursions (a
 * multiset of cards walked, a run's slot chosen, a reachability or set-search node, a step of a
 * mixed run or of a wild order). Nothing in the rules reads it: tests read it to bound the work
 * of a check by the size of its input, deterministically where a clock is not (issue 31).
 */
export const searchSteps = { count: 0 };
