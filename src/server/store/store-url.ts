/** A PostgreSQL URL without its password, for messages, logs and the banner. */
export function redactUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '';
    for (const name of ['password', 'sslpassword']) if (parsed.searchParams.has(name)) parsed.searchParams.set(name, '***');
    return parsed.href;
  } catch {
    return 'the PostgreSQL URL given (it is not a valid URL)';
  }
}

/** `postgres://` and `postgresql://` select PostgreSQL; nothing else is a store URL. */
export function isPostgresUrl(value: string): boolean {
  return /^postgres(ql)?:\/\//i.test(value);
}
