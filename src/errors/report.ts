// Placeholder until the contact server's report endpoint lands (branch server-reports).
export function reportClientError(
  _error: unknown,
  _info?: { componentStack?: string | null },
): void {}
