/** placeholder */
export interface PlannedMeld { kind: string }
export function planLayDown(): void {}
