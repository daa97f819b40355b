/**
 * Errors that map to a client-facing status. Use cases throw them; the HTTP error handler turns them into the
 * `{code, result}` envelope. Anything else thrown is an internal error: logged, and answered with a safe 500.
 */
export class AppError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = new.target.name;
  }
}

/** The client asked for something that does not exist. */
export class NotFoundError extends AppError {
  constructor(message: string) {
    super(404, message);
  }
}

/** The client's input is invalid; the message says what to change. */
export class InputError extends AppError {
  constructor(message: string) {
    super(400, message);
  }
}

/** Too many tries (logins, registrations, reset mails): the answer says the wait, and Retry-After carries it. */
export class ThrottledError extends AppError {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(429, message);
  }
}
