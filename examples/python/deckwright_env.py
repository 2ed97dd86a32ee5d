"""A deckwright game as a PettingZoo-style AEC environment, from Python, standard library only.

It runs `deckwright env-server` as a child process and speaks its JSON-lines protocol
(docs/guide/research.md): one request a line on the server's stdin, one reply a line on its
stdout. The method names are PettingZoo's AEC ones, so the usual loop works unchanged:

    env = DeckwrightEnv("parcellus")
    env.reset(seed=42)
    for agent in env.agent_iter():
        observation, reward, termination, truncation, info = env.last()
        if termination or truncation:
            action = None
        else:
            action = env.action_space(agent).sample(observation["action_mask"])
        env.step(action)
    env.close()

Agents are seat numbers (0, 1, ...). An observation is a dict with the flat `observation` list
and the `action_mask` (0/1, one per action index), as PettingZoo's masked environments give.
"""

import json
import os
import random
import subprocess

_HERE = os.path.dirname(os.path.abspath(__file__))
_BUILT_CLI = os.path.join(_HERE, "..", "..", "dist", "cli.js")


class DeckwrightError(Exception):
    """A request the server refused: `code` (such as ILLEGAL_MOVE) and its message."""

    def __init__(self, code, message):
        super().__init__(f"{code}: {message}")
        self.code = code
        self.message = message


class Discrete:
    """The action space: the whole numbers below `n`, as gymnasium's Discrete has them."""

    def __init__(self, n, rng=None):
        self.n = n
        self._rng = rng or random.Random()

    def sample(self, mask=None):
        """A uniform index, among those the mask allows when one is given."""
        if mask is None:
            return self._rng.randrange(self.n)
        allowed = [i for i, m in enumerate(mask) if m]
        if not allowed:
            raise ValueError("the mask allows no action")
        return self._rng.choice(allowed)

    def contains(self, x):
        return isinstance(x, int) and 0 <= x < self.n


class Box:
    """The observation space's shape (the numbers are unbounded counts and flags)."""

    def __init__(self, shape):
        self.shape = tuple(shape)


class Server:
    """The `deckwright env-server` child process: `request(dict)` returns the reply dict."""

    def __init__(self, command=None):
        if command is None:
            env_cmd = os.environ.get("DECKWRIGHT_ENV_SERVER")
            command = env_cmd.split() if env_cmd else ["node", _BUILT_CLI, "env-server"]
        self._proc = subprocess.Popen(
            command,
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            text=True,
            encoding="utf-8",
            bufsize=1,
        )

    def send_line(self, line):
        """Sends one raw line and returns the parsed reply (for protocol tests)."""
        self._proc.stdin.write(line + "\n")
        self._proc.stdin.flush()
        reply = self._proc.stdout.readline()
        if not reply:
            raise RuntimeError("deckwright env-server closed its output")
        return json.loads(reply)

    def request(self, message):
        """Sends `message` as one JSON line and returns the reply, whatever its `ok`."""
        return self.send_line(json.dumps(message, separators=(",", ":")))

    def close(self):
        if self._proc.poll() is None:
            self._proc.stdin.close()
            self._proc.wait(timeout=10)


def _checked(reply):
    if not reply.get("ok"):
        raise DeckwrightError(reply.get("code"), reply.get("message"))
    return reply


class DeckwrightEnv:
    """One deckwright game as an AEC environment (PettingZoo's method names)."""

    def __init__(self, game, players=None, options=None, max_steps=None, command=None, server=None):
        self.game = game
        self._options = options
        self._max_steps = max_steps
        self._server = server or Server(command)
        spec_request = {"cmd": "spec", "game": game}
        if players is not None:
            spec_request["players"] = players
        self.spec = _checked(self._server.request(spec_request))
        self.players = self.spec["players"]
        self.possible_agents = list(self.spec["seats"])
        self.metadata = {"name": f"deckwright_{game}", "is_parallelizable": False}
        self._rng = random.Random()
        self._action_space = Discrete(self.spec["actionCount"], self._rng)
        self._observation_space = Box(self.spec["observationShape"])
        self.agents = []
        self.agent_selection = None
        self.rewards = {}
        self._cumulative_rewards = {}
        self.terminations = {}
        self.truncations = {}
        self.infos = {}
        self._reply = None
        self._observations = {}

    # Spaces and names.

    def action_space(self, agent):
        return self._action_space

    def observation_space(self, agent):
        return self._observation_space

    def action_name(self, index):
        """The name of an action index (`card:JH`, `pass`, `confirm`...), to read a policy."""
        return self.spec["actionNames"][index]

    # The AEC cycle.

    def reset(self, seed=None, options=None):
        """Deals a new game; `options` are the game's rule options (the last ones by default)."""
        if options is not None:
            self._options = options
        if seed is None:
            seed = random.randrange(2**31)
        self._rng.seed(seed)
        request = {"cmd": "reset", "game": self.game, "players": self.players, "seed": seed}
        if self._options is not None:
            request["options"] = self._options
        if self._max_steps is not None:
            request["maxSteps"] = self._max_steps
        reply = _checked(self._server.request(request))
        self.agents = list(self.possible_agents)
        self.rewards = {a: 0.0 for a in self.agents}
        self._cumulative_rewards = {a: 0.0 for a in self.agents}
        self.infos = {a: {} for a in self.agents}
        self._take(reply)

    def _take(self, reply):
        self._reply = reply
        self._observations = {}
        for a in self.agents:
            self.terminations[a] = reply["terminations"][a]
            self.truncations[a] = reply["truncations"][a]
            self.rewards[a] = reply["rewards"][a]
            self._cumulative_rewards[a] += reply["rewards"][a]
        if reply["agent"] is not None:
            self.agent_selection = reply["agent"]
            self._observations[reply["agent"]] = {
                "observation": reply["observation"],
                "action_mask": reply["mask"],
            }
        else:
            # The game is over for every seat at once: each is stepped once with None, as PettingZoo does.
            self.agent_selection = self.agents[0] if self.agents else None

    def observe(self, agent):
        if agent not in self._observations:
            reply = _checked(self._server.request({"cmd": "observe", "seat": agent}))
            self._observations[agent] = {"observation": reply["observation"], "action_mask": reply["mask"]}
        return self._observations[agent]

    def last(self, observe=True):
        agent = self.agent_selection
        observation = self.observe(agent) if observe else None
        return (
            observation,
            self._cumulative_rewards[agent],
            self.terminations[agent],
            self.truncations[agent],
            self.infos[agent],
        )

    def step(self, action):
        agent = self.agent_selection
        if self.terminations.get(agent) or self.truncations.get(agent):
            if action is not None:
                raise ValueError("a terminated or truncated agent is stepped with None")
            self.agents.remove(agent)
            for table in (self.rewards, self._cumulative_rewards, self.terminations, self.truncations, self.infos):
                table.pop(agent, None)
            self.agent_selection = self.agents[0] if self.agents else None
            return
        reply = _checked(self._server.request({"cmd": "step", "action": int(action)}))
        self._cumulative_rewards[agent] = 0.0
        self._take(reply)

    def agent_iter(self, max_iter=2**63):
        n = 0
        while self.agents and n < max_iter:
            yield self.agent_selection
            n += 1

    def close(self):
        self._server.close()
