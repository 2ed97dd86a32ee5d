/**
 * Plain text for actions and views, for terminals, logs and simple UIs.
 */
import { isCard, prettyCard } from './cards.js';
import type { BaseAction } from './game.js';

/** A value with every card code in its pretty form: `['TH', 'AS']` → `[10♥, A♠]`. */
export function formatValue(value: unknown): string {
  if (typeof value === 'string') return isCard(value) ? prettyCard(value) : value;
  if (Array.isArray(value)) return `[${value.map(formatValue).join(', ')}]`;
  if (value !== null && typeof value === 'object') {
    return `{ ${Object.entries(value)
      .map(([k, v]) => `${k}: ${formatValue(v)}`)
      .join(', ')} }`;
  }
  return String(value);
}

/**
 * A short label for an action, for a menu or a button: its type, then its
 * fields with cards in their pretty form (`play 10♥`, `passCards Q♥ 10♣ K♦`).
 */
export function formatAction(action: BaseAction): string {
  const parts = [action.type];
  for (const [k, v] of Object.entries(action)) {
    if (k === 'type' || k === 'seat') continue;
    if (typeof v === 'string' && isCard(v)) parts.push(prettyCard(v));
    else if (Array.isArray(v) && v.every((x) => typeof x === 'string' && isCard(x)))
      parts.push(v.map(prettyCard).join(' '));
    else parts.push(`${k}: ${formatValue(v)}`);
  }
  return parts.join(' ');
}
