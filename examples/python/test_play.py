"""Plays 100 games through `deckwright env-server` with a random policy under the mask, checking
the protocol's invariants at every reply (docs/guide/research.md). Standard library only.

Run after `npm run build`: `python3 examples/python/test_play.py` (or `npm run test:python`).
Set DECKWRIGHT_ENV_SERVER to another command line to test another server.
"""

import random
import sys
import time

from deckwright_env import DeckwrightEnv, Server

# (game, players, rule options, step limit, games): 100 games in all, some cut by the step limit.
PLAN = [
    ("parcellus", 3, {"targetScore": 12}, None, 40),
    ("six-card-parade", 2, {}, None, 10),
    ("six-card-parade", 4, {"stableShowsAll": True}, None, 20),
    ("frustration-rummy", 3, {"maxTurnsPerRound": 3, "allowBuying": True}, 600, 20),
    ("frustration-rummy", 5, {"maxTurnsPerRound": 40}, 150, 10),
]


def check_reply(reply, spec):
    """The fields every reset and step reply holds, with their types."""
    n, p = spec["actionCount"], spec["players"]
    assert reply["ok"] is True, reply
    assert len(reply["observation"]) == spec["observationShape"][0]
    assert all(isinstance(x, (int, float)) for x in reply["observation"])
    assert len(reply["mask"]) == n and set(reply["mask"]) <= {0, 1}
    assert len(reply["rewards"]) == p and len(reply["terminations"]) == p and len(reply["truncations"]) == p
    done = all(t or u for t, u in zip(reply["terminations"], reply["truncations"]))
    assert reply["done"] is done
    if done:
        assert reply["agent"] is None and sum(reply["mask"]) == 0
    else:
        assert reply["agent"] in spec["seats"] and sum(reply["mask"]) >= 1


def play_raw(server, spec, game, players, options, max_steps, seed, rng):
    """One game on the raw protocol: a refused step changes nothing, a step after the end is refused."""
    request = {"cmd": "reset", "game": game, "players": players, "seed": seed, "options": options}
    if max_steps is not None:
        request["maxSteps"] = max_steps
    reply = server.request(request)
    check_reply(reply, spec)
    steps = 0
    while not reply["done"]:
        if steps % 50 == 7:
            masked = [i for i, m in enumerate(reply["mask"]) if not m]
            refused = server.request({"cmd": "step", "action": rng.choice(masked)})
            assert refused["ok"] is False and refused["code"] == "ILLEGAL_MOVE", refused
            again = server.request({"cmd": "observe", "seat": reply["agent"]})
            assert again["observation"] == reply["observation"] and again["mask"] == reply["mask"]
        action = rng.choice([i for i, m in enumerate(reply["mask"]) if m])
        reply = server.request({"cmd": "step", "action": action})
        check_reply(reply, spec)
        steps += 1
    assert reply["steps"] == steps
    if max_steps is not None and steps == max_steps:
        assert all(reply["truncations"]) or all(reply["terminations"])
    over = server.request({"cmd": "step", "action": 0})
    assert over["ok"] is False and over["code"] == "GAME_OVER", over
    return reply


def play_aec(env, seed):
    """One game through the PettingZoo-style loop; returns each seat's total reward."""
    env.reset(seed=seed)
    totals = {a: 0.0 for a in env.possible_agents}
    for agent in env.agent_iter():
        observation, reward, termination, truncation, info = env.last()
        totals[agent] += reward
        if termination or truncation:
            action = None
        else:
            mask = observation["action_mask"]
            action = env.action_space(agent).sample(mask)
            assert mask[action] == 1
        env.step(action)
    assert env.agents == []
    return totals


def main():
    rng = random.Random(33)
    start = time.time()
    played = truncated = 0
    for game, players, options, max_steps, count in PLAN:
        env = DeckwrightEnv(game, players=players, options=options, max_steps=max_steps)
        spec = env.spec
        assert spec["actionCount"] == len(spec["actionNames"]) <= 1000
        for k in range(count):
            seed = f"py/{game}/{players}/{k}"
            if k % 2 == 0:
                final = play_raw(env._server, spec, game, players, options, max_steps, seed, rng)
                truncated += all(final["truncations"])
            else:
                totals = play_aec(env, seed)
                assert len(totals) == players
            played += 1
        env.close()
    server = Server()
    bad = server.send_line("{not json")
    assert bad["ok"] is False and bad["code"] == "BAD_JSON", bad
    assert server.request({"cmd": "step", "action": 0})["code"] == "NOT_STARTED"
    server.close()
    print(f"{played} games through deckwright env-server in {time.time() - start:.1f} s ({truncated} cut by the step limit)")
    # The five-seat rummy games cannot finish in 150 steps: the step limit's truncation is met too.
    return 0 if played == 100 and truncated > 0 else 1


if __name__ == "__main__":
    sys.exit(main())
