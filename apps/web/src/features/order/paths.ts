/** The status page of a request; visitors follow theirs with the private token from their e-mail. */
export function requestStatusPath(requestId: string, token?: string | null): string {
  return `/requests/${encodeURIComponent(requestId)}${token ? `?token=${encodeURIComponent(token)}` : ''}`;
}
